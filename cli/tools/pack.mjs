// Writes the installable packages into dist-packages/ (run by `make pack` after `tsc -b`):
//   svc-engine-cli-<version>.tgz  the `svc` command with the engine (npm install -g)
//   svc-sdk-<version>.tgz         svc-sdk for TypeScript (npm install)
//   svc_sdk-<version>-*.whl       svc-sdk for Python (pip install)
// The workspace packages @svc/engine and @svc/protocol are never published, so the tarballs carry
// them as bundled dependencies; every other dependency comes from the npm registry at install.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The scoped name of the CLI: `svc` on the npm registry is an unrelated package. */
export const CLI_PACKAGE = '@svc-engine/cli';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'dist-packages');
const read = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

const BUILT = [
  'generated/dist/index.js',
  'engine/dist/index.js',
  'sdk-ts/dist/index.js',
  'console/dist/server/index.js',
  'console/dist/ui/index.html',
  'cli/dist/main.js',
];
for (const built of BUILT) {
  if (!existsSync(join(ROOT, built))) fail(`${built} is missing: run \`make build\` first`);
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
const stage = mkdtempSync(join(tmpdir(), 'svc-pack-'));
try {
  const wheel = pythonWheel(OUT);
  const sdk = packSdk(join(stage, 'sdk-ts'));
  const cli = packCli(join(stage, 'cli'), join(OUT, wheel));
  for (const file of [cli, sdk, wheel]) {
    const size = statSync(join(OUT, file)).size;
    console.log(`dist-packages/${file}  ${(size / 1024).toFixed(0)} KiB`);
  }
} finally {
  rmSync(stage, { recursive: true, force: true });
}

/** svc-sdk for TypeScript, with @svc/protocol inside it. */
function packSdk(dir) {
  const manifest = read('sdk-ts/package.json');
  copyPackage('sdk-ts', dir, ['dist', 'README.md']);
  bundle(dir, '@svc/protocol', 'generated');
  writeManifest(dir, { ...manifest, bundleDependencies: ['@svc/protocol'] });
  return npmPack(dir, OUT);
}

/**
 * The CLI with the engine, svc-sdk, svc-console and @svc/protocol bundled, the registry dependencies of all
 * as its own, the pinned Node it re-runs itself on, and the files `svc create` puts in `vendor/`.
 */
function packCli(dir, wheel) {
  const cli = read('cli/package.json');
  const engine = read('engine/package.json');
  const sdk = read('sdk-ts/package.json');
  const consolePackage = read('console/package.json');
  copyPackage('cli', dir, ['bin', 'dist', 'templates', 'README.md']);
  const bundled = {
    '@svc/engine': 'engine',
    '@svc/protocol': 'generated',
    'svc-sdk': 'sdk-ts',
    '@svc/console': 'console',
  };
  for (const [name, folder] of Object.entries(bundled)) bundle(dir, name, folder);
  // npm counts the dependencies of bundled packages as bundled too, so all of them go in the tarball,
  // copied from this checkout's node_modules (the lockfile's versions). Only Node comes from the registry.
  const dependencies = {};
  for (const [folder, manifest] of [
    ['cli', cli],
    ['engine', engine],
    ['sdk-ts', sdk],
    ['console', consolePackage],
  ]) {
    for (const name of Object.keys(manifest.dependencies)) {
      if (!(name in bundled)) dependencies[name] = vendorDependency(dir, name, join(ROOT, folder));
    }
  }
  for (const name of Object.keys(bundled)) dependencies[name] = read(`${bundled[name]}/package.json`).version;
  const node = read('package.json').devDependencies.node;
  const { private: _, ...rest } = cli;
  writeManifest(dir, {
    ...rest,
    name: CLI_PACKAGE,
    description: 'The svc command and engine: run the engine, add workers, trigger functions',
    license: sdk.license,
    files: [...cli.files, 'vendor'],
    dependencies: { ...dependencies, node },
    bundleDependencies: Object.keys(dependencies),
  });
  // What `svc create` packs from a checkout, made once here: an installed CLI has no checkout.
  const vendor = join(dir, 'vendor');
  mkdirSync(vendor);
  npmPack(join(ROOT, 'generated'), vendor);
  npmPack(join(ROOT, 'sdk-ts'), vendor);
  npmPack(join(ROOT, 'node_modules/ws'), vendor);
  cpSync(wheel, join(vendor, wheel.split('/').pop()));
  return npmPack(dir, OUT);
}

/**
 * Copies the installed package `name` (as `from` resolves it) and its dependencies into `dir`'s
 * node_modules, nested under `nest` when another version already took the top level; its version.
 */
function vendorDependency(dir, name, from, nest = dir) {
  const source = installedPackage(name, from);
  const { version, dependencies = {} } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const top = join(dir, 'node_modules', name);
  let target = top;
  if (existsSync(top)) {
    if (JSON.parse(readFileSync(join(top, 'package.json'), 'utf8')).version === version) return version;
    target = join(nest, 'node_modules', name);
    if (existsSync(target)) return version;
  }
  cpSync(source, target, { recursive: true, filter: (f) => !f.slice(source.length).includes('/node_modules') });
  for (const dependency of Object.keys(dependencies)) vendorDependency(dir, dependency, source, target);
  return version;
}

/** The folder of package `name` as Node resolves it from the folder `from`. */
function installedPackage(name, from) {
  for (let at = from; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(at) === at) fail(`${name} is not installed (from ${from}): run \`make install\``);
  }
}

/** Copies `entries` of the workspace package in `folder` to `dir`. */
function copyPackage(folder, dir, entries) {
  mkdirSync(dir, { recursive: true });
  for (const entry of entries) {
    const from = join(ROOT, folder, entry);
    if (existsSync(from)) cpSync(from, join(dir, entry), { recursive: true, filter: (f) => !f.endsWith('.map') });
  }
}

/** Puts the workspace package in `folder` (its manifest and dist/) into `dir/node_modules/name`. */
function bundle(dir, name, folder) {
  const into = join(dir, 'node_modules', name);
  copyPackage(folder, into, ['dist', 'bin']);
  const { '//': _, devDependencies: __, ...manifest } = read(`${folder}/package.json`);
  writeManifest(into, manifest);
}

function writeManifest(dir, manifest) {
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** `npm pack dir` into `destination`; the tarball's file name. */
function npmPack(dir, destination) {
  // The JSON lists every file of the package (one per generated validator): more than the default 1 MB.
  const out = execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', destination, dir], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out)[0].filename.replace(/^@/, '').replace('/', '-');
}

/** The svc-sdk wheel, built by this checkout's venv when it has hatchling (nothing downloaded), else python3. */
function pythonWheel(destination) {
  const venv = join(ROOT, '.venv/bin/python');
  const offline = existsSync(venv) && spawnSync(venv, ['-c', 'import hatchling'], { stdio: 'ignore' }).status === 0;
  const args = ['-m', 'pip', 'wheel', '--quiet', '--disable-pip-version-check', '--no-deps', '-w', destination];
  if (offline) args.push('--no-build-isolation');
  const result = spawnSync(offline ? venv : 'python3', [...args, resolve(ROOT, 'sdk-py')], { stdio: 'inherit' });
  if (result.status !== 0) fail('building the svc-sdk wheel failed (it needs python3 with pip)');
  const wheel = readdirSync(destination).find((file) => file.endsWith('.whl'));
  if (!wheel) fail(`no wheel was written to ${destination}`);
  return wheel;
}

function fail(message) {
  console.error(`pack: ${message}`);
  process.exit(1);
}
