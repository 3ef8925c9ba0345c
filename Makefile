# svc: the two set-up commands are `make run` and `make test`; everything else is a step of them.
SHELL := /bin/bash
# npm installs Node 24 (the `node` package) into node_modules/.bin: every step below runs on it.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
VENV := .venv
PYTHON_REQUIREMENTS := schema/test/python/requirements.txt

.PHONY: run test install redis generate check-generated check-schemas build clean

## run: install, build, and start the engine on its embedded default config (Ctrl-C stops it).
run: install build
	node cli/bin/svc.js

## test: install everything the tests need, then run every suite and print one `N passed, N failed` line.
test: install $(VENV)/.installed redis
	@node .ci/test-all.mjs

## redis: redis-server from Debian for the svc-state tests, when it is missing (they start their own on a free port).
redis:
	@command -v redis-server >/dev/null || { if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y redis-server; else sudo apt-get update && sudo apt-get install -y redis-server; fi; }

## install: npm packages from the lockfile (again only when it changes).
install: node_modules/.installed

node_modules/.installed: package.json package-lock.json generated/package.json schema/package.json
	npm ci --no-audit --no-fund
	@touch $@

$(VENV)/.installed: $(PYTHON_REQUIREMENTS) sdk-py/pyproject.toml
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r $(PYTHON_REQUIREMENTS)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -e 'sdk-py[test]'
	@touch $@

## generate: write generated/ from schema/.
generate: install
	node schema/tools/generate.ts

## check-generated: fail when generated/ is not what `make generate` writes.
check-generated: install
	node schema/tools/generate.ts --check

## check-schemas: the meta check of every schema file.
check-schemas: install
	node schema/tools/check-schemas.ts

## build: compile the TypeScript packages (tsc -b).
build: install
	tsc -b

clean:
	rm -rf node_modules $(VENV) .reports generated/dist generated/*.tsbuildinfo
