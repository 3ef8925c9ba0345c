# svc: the two set-up commands are `make run` and `make test`; everything else is a step of them.
SHELL := /bin/bash
# npm installs Node 24 (the `node` package) into node_modules/.bin: every step below runs on it.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
VENV := .venv
PYTHON_REQUIREMENTS := schema/test/python/requirements.txt

.PHONY: run test fuzz soak install redis chromium screenshots generate check-generated check-schemas build pack format lint clean

## run: install, build, and start the engine on its embedded default config and the console for it
## (Ctrl-C stops both); prints both addresses. SVC_CONSOLE_PORT, SVC_HTTP_PORT, ... move them.
run: install build
	@node console/bin/svc-console.js & console=$$!; trap 'kill $$console 2>/dev/null' EXIT; \
	echo "svc console: http://127.0.0.1:$${SVC_CONSOLE_PORT:-3113}   engine HTTP API: http://127.0.0.1:$${SVC_HTTP_PORT:-3111}"; \
	node cli/bin/svc.js

## test: install everything the tests need, build what `make run` runs (the bundled start file too),
## then run every suite and print one `N passed, N failed` line.
test: install $(VENV)/.installed redis chromium build
	@node .ci/test-all.mjs

## fuzz: FRAMES frames (default 1000000) flood a fresh engine (conformance/flood.config.yaml), reporting
## frames/s and its RSS before and after; then a long fuzz run against another engine, then the svc-sdk
## conformance workers (TypeScript, Python): RUNS runs each (default 20000), SEED to repeat a session.
## Each prints its seed, and a failure the counterexample and the command that replays it.
RUNS ?= 20000
FRAMES ?= 1000000
fuzz: install $(VENV)/.installed build
	@log=$$(mktemp); node cli/bin/svc.js --config conformance/flood.config.yaml > $$log 2>&1 & engine=$$!; \
	trap 'kill $$engine 2>/dev/null; rm -f $$log' EXIT; \
	for i in $$(seq 100); do url=$$(grep -o '"bridge":"[^"]*"' $$log | cut -d'"' -f4); [ -n "$$url" ] && break; sleep 0.1; done; \
	[ -n "$$url" ] || { cat $$log; exit 1; }; \
	node conformance/bin/svc-conformance.js fuzz flood --url $$url --frames $(FRAMES) --max-message-bytes 65536 \
		--pid $$engine$(if $(SEED), --seed $(SEED)) || status=1; \
	kill -0 $$engine 2>/dev/null || { echo "the engine exited; its last lines:"; tail -20 $$log; exit 1; }; \
	exit $${status:-0}
	@log=$$(mktemp); SVC_PORT=0 SVC_HTTP_PORT=0 node cli/bin/svc.js > $$log 2>&1 & engine=$$!; \
	trap 'kill $$engine 2>/dev/null; rm -f $$log' EXIT; \
	for i in $$(seq 100); do url=$$(grep -o '"bridge":"[^"]*"' $$log | cut -d'"' -f4); [ -n "$$url" ] && break; sleep 0.1; done; \
	[ -n "$$url" ] || { cat $$log; exit 1; }; \
	fuzz="node conformance/bin/svc-conformance.js fuzz"; options="--runs $(RUNS)$(if $(SEED), --seed $(SEED))"; status=0; \
	$$fuzz engine --url $$url $$options || status=1; \
	kill -0 $$engine 2>/dev/null || { echo "the engine exited; its last lines:"; tail -20 $$log; status=1; }; \
	$$fuzz worker $$options -- node conformance/workers/svc-sdk-ts.mjs || status=1; \
	$$fuzz worker $$options -- $(VENV)/bin/python conformance/workers/svc-sdk-py.py || status=1; \
	exit $$status

## soak: 10 minutes of mixed load (TypeScript and Python workers, HTTP, state, a worker restarting every
## 10 s) on one engine, sampling its RSS and open file descriptors; fails when RSS grows 10 % or more after
## the warm-up, the descriptors move more than 5, or a call fails. SOAK_SECONDS to run longer or shorter.
SOAK_SECONDS ?= 600
soak: install $(VENV)/.installed build
	node bench/soak/soak.mjs --seconds $(SOAK_SECONDS)

## redis: redis-server from Debian for the svc-state tests, when it is missing (they start their own on a free port).
redis:
	@command -v redis-server >/dev/null || { if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y redis-server; else sudo apt-get update && sudo apt-get install -y redis-server; fi; }

## chromium: Debian's Chromium for the console's browser tests, when it is missing (driven by playwright-core).
chromium:
	@command -v chromium >/dev/null || { if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y chromium; else sudo apt-get update && sudo apt-get install -y chromium; fi; }

## screenshots: run the console's browser tests and write every page in both themes into docs/screenshots/.
screenshots: install $(VENV)/.installed chromium build
	SVC_SCREENSHOTS=1 vitest run console/test/console.int.test.ts console/test/traces.int.test.ts \
		console/test/observe.int.test.ts

## install: npm packages from the lockfile (again only when it changes).
install: node_modules/.installed

node_modules/.installed: package.json package-lock.json generated/package.json schema/package.json
	npm ci --no-audit --no-fund
	@touch $@

$(VENV)/.installed: $(PYTHON_REQUIREMENTS) sdk-py/pyproject.toml conformance/requirements.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r $(PYTHON_REQUIREMENTS)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -e 'sdk-py[test]'
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r conformance/requirements.txt
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

## build: compile the TypeScript packages (tsc -b), bundle the CLI's start path (cli/rolldown.config.mjs)
## and the console UI (Vite, into console/dist/ui).
build: install
	tsc -b
	rm -f cli/dist/main.bundle*.js
	rolldown -c cli/rolldown.config.mjs --logLevel warn
	vite build --config console/vite.config.ts

## pack: write the installable packages into dist-packages/: the svc CLI with the engine and the console
## (@svc-engine/cli), svc-sdk for TypeScript, and the svc-sdk wheel for Python.
pack: install $(VENV)/.installed build
	node cli/tools/pack.mjs

## format: format the hand-written TypeScript (Biome; generated/ is formatted by its generator).
format: install
	biome format --write .

## lint: the format check, the lint rules and the engine's layering rule that `make test` runs.
lint: install
	biome ci .
	depcruise engine/src --config .dependency-cruiser.cjs

clean:
	rm -rf node_modules $(VENV) .reports generated/dist generated/*.tsbuildinfo
