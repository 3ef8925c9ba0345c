/**
 * `svc create --template quickstart --directory <dir>`: scaffolds a project from a template in
 * `cli/templates/`, with the svc SDKs of this checkout packed into its `vendor/` folder so that
 * its workers install them without anything published.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCommand } from 'citty';
import type { SvcMeta } from '../_usage.js';
import { fail } from '../_fail.js';
import { progress } from '../_progress.js';

const TEMPLATES = fileURLToPath(new URL('../../templates/', import.meta.url));
const CHECKOUT = fileURLToPath(new URL('../../../', import.meta.url));
/** The files of `vendor/` made by `make pack`: an installed CLI has no checkout to pack them from. */
const PACKAGED = fileURLToPath(new URL('../../vendor/', import.meta.url));

const meta: SvcMeta = {
  name: 'create',
  description:
    'Create a project from a template: an engine config, a TypeScript and a Python worker, ' +
    'and a README with the next commands.',
  examples: ['svc create --template quickstart --directory app', 'cd app && svc --config svc.config.yaml'],
};

export default defineCommand({
  meta,
  args: {
    template: {
      type: 'string',
      default: 'quickstart',
      description: `Template to start from (${templates().join(', ')}).`,
      valueHint: 'name',
    },
    directory: {
      type: 'string',
      required: true,
      description: 'Folder to create the project in; it must not exist or be empty.',
      valueHint: 'dir',
    },
  },
  run({ args }) {
    if (!templates().includes(args.template))
      fail(`unknown template ${JSON.stringify(args.template)}: choose one of ${templates().join(', ')}`);
    const target = resolve(args.directory);
    if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
      fail(`${args.directory} is not empty: choose a new folder with --directory, or empty this one`);
    }
    const vendor = join(target, 'vendor');
    mkdirSync(vendor, { recursive: true });
    const shown = progress('packing svc-sdk for TypeScript into vendor/');
    const packed = existsSync(PACKAGED) ? copyPackaged(vendor) : packFromCheckout(vendor, target, shown);
    const [protocol, sdk, ws, wheel] = packed;

    shown.step('writing the project files');
    const values: Record<string, string> = {
      PROJECT: basename(target),
      PROTOCOL_TGZ: protocol!,
      SDK_TGZ: sdk!,
      WS_TGZ: ws!,
      PY_WHEEL: wheel!,
    };
    copyTemplate(join(TEMPLATES, args.template), target, values);
    const where = relative(process.cwd(), target) || '.';
    shown.done(`created ${where} from the ${args.template} template`);
    process.stdout.write(
      [
        '',
        'Next:',
        `  svc --config ${where}/svc.config.yaml                 # start the engine; leave it running`,
        `  svc worker add ${where}/workers/scorer --config ${where}/svc.config.yaml`,
        `  svc worker add ${where}/workers/greeter --config ${where}/svc.config.yaml`,
        `  svc trigger --function-id=greeter::hello --payload='{"name":"Ada"}'`,
        `  curl http://127.0.0.1:3111/hello/Ada`,
        '',
        `More in ${where}/README.md.`,
        '',
      ].join('\n'),
    );
  },
});

/** The vendor files shipped in the installed package: protocol, SDK and ws tarballs, and the wheel. */
function copyPackaged(vendor: string): string[] {
  const files = readdirSync(PACKAGED);
  const pick = (pattern: RegExp) => {
    const file = files.find((f) => pattern.test(f));
    if (!file) fail(`${PACKAGED} has no file matching ${pattern}: reinstall svc`);
    copyFileSync(join(PACKAGED, file), join(vendor, file));
    return file;
  };
  return [pick(/^svc-protocol-.*\.tgz$/), pick(/^svc-sdk-.*\.tgz$/), pick(/^ws-.*\.tgz$/), pick(/\.whl$/)];
}

/** Packs the SDKs of this checkout into `vendor`: protocol, SDK and ws tarballs, and the wheel. */
function packFromCheckout(vendor: string, target: string, shown: ReturnType<typeof progress>): string[] {
  for (const built of ['generated/dist/index.js', 'sdk-ts/dist/index.js']) {
    if (!existsSync(join(CHECKOUT, built)))
      fail(`${join(CHECKOUT, built)} is missing: run \`make build\` in ${CHECKOUT} first`);
  }
  const packed = run(
    'npm',
    [
      'pack',
      '--json',
      '--silent',
      '--pack-destination',
      vendor,
      join(CHECKOUT, 'generated'),
      join(CHECKOUT, 'sdk-ts'),
      dirname(require('ws')),
    ],
    target,
  );
  const [protocol, sdk, ws] = (JSON.parse(packed) as { filename: string }[]).map((p) =>
    basename(p.filename.replace(/^@/, '').replace('/', '-')),
  );
  shown.step('building the svc-sdk wheel for Python into vendor/');
  run(...pythonWheelCommand(vendor), target);
  const wheel = readdirSync(vendor).find((f) => f.endsWith('.whl'));
  if (!wheel) fail(`no wheel was built in ${vendor}`);
  return [protocol!, sdk!, ws!, wheel];
}

/** Names of the templates. */
function templates(): string[] {
  return readdirSync(TEMPLATES).filter((name) => statSync(join(TEMPLATES, name)).isDirectory());
}

/** The folder of an installed package (ws is packed from this checkout's node_modules). */
function require(name: string): string {
  return fileURLToPath(import.meta.resolve(`${name}/package.json`));
}

function dirname(file: string): string {
  return resolve(file, '..');
}

/** The command that builds the Python wheel: this checkout's venv when it has hatchling (no download). */
function pythonWheelCommand(vendor: string): [string, string[]] {
  const venv = join(CHECKOUT, '.venv/bin/python');
  const common = [
    '-m',
    'pip',
    'wheel',
    '--quiet',
    '--disable-pip-version-check',
    '--no-deps',
    '-w',
    vendor,
    join(CHECKOUT, 'sdk-py'),
  ];
  if (existsSync(venv) && spawnSync(venv, ['-c', 'import hatchling'], { stdio: 'ignore' }).status === 0)
    return [venv, [...common, '--no-build-isolation']];
  return ['python3', common];
}

/** Runs a step of the scaffolding; a failure ends the command with its output. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      `\`${command} ${args.join(' ')}\` failed:\n` +
        `${result.error?.message ?? ''}${result.stderr ?? ''}${result.stdout ?? ''}\n` +
        'svc create needs npm and python3 (3.11 or later) with pip and venv',
    );
  }
  return result.stdout;
}

/** Copies a template folder, replacing `{{NAME}}` in every file; `_gitignore` becomes `.gitignore`. */
function copyTemplate(from: string, to: string, values: Record<string, string>): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name === '_gitignore' ? '.gitignore' : entry.name);
    if (entry.isDirectory()) copyTemplate(source, target, values);
    else
      writeFileSync(
        target,
        readFileSync(source, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, key: string) => values[key] ?? match),
      );
  }
}
