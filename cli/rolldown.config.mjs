// The bundled start file (`make build`): svc's own compiled code (the CLI, the engine and the
// generated validators) and the pure-JS yaml and citty in one file, cli/dist/main.bundle.js (with
// a chunk per lazy import).
// One file instead of ~250 modules takes about a third off `svc start` and ~15 MB off the idle
// engine (bench/README.md). cli/bin/svc.js runs it only while it is newer than every build it was
// made from, so a `tsc -b` after it is never shadowed by stale code.
//
// ws and croner are inlined too (ws through the CommonJS loader cost ~5 ms of a start); ws's
// native bufferutil and utf-8-validate stay packages, required at run time (bufferutil at the
// first frame it masks, `requires-at-first-use` below).
//
// Left out, and loaded as they are: the other subcommands (their relative paths to templates stay
// right, and they start nothing heavy), and every other package: the dependencies the engine loads
// only when a config uses them (prom-client, h3, Redis, OpenTelemetry exporters...).

import { pathToFileURL } from 'node:url';
import { parseDocument } from 'yaml';

/** Packages inlined into the bundle: plain JavaScript with no files read at run time. */
const INLINED = /^(@svc\/(engine|protocol)|yaml|citty|ws|croner)(\/|$)/;
/** Subcommands other than `start`, imported by `_root.js` from `./commands/`. */
const OTHER_COMMANDS = /^\.\/commands\/(?!start\.js$)/;

/** An import of Node built-ins as rolldown writes it: `import { a, b as c } from "node:x";`. */
const BUILTIN_IMPORT = /^import (?:(\w+)|\{ ([\w ,]*) \}) from "(node:[\w/]+)";$/gm;

/**
 * Takes Node's built-ins with `process.getBuiltinModule` instead of ES imports. Linking an ES
 * import of a built-in reads every export of it, lazy ones too, which loads modules nothing here
 * uses (`node:fs` loads its promises API and readline, `node:crypto` WebCrypto, `node:util`
 * worker_threads): about 3 MB of resident memory and twenty modules at start.
 */
const builtinsWithoutFacades = {
  name: 'builtins-without-facades',
  renderChunk(code) {
    return code.replace(BUILTIN_IMPORT, (_line, whole, names, id) => {
      if (whole) return `const ${whole} = process.getBuiltinModule(${JSON.stringify(id)});`;
      if (LOADED_AT_FIRST_CALL.has(id)) return firstCallBindings(id, names.split(', '));
      const bindings = names.split(', ').map((name) => name.replace(' as ', ': '));
      return `const { ${bindings.join(', ')} } = process.getBuiltinModule(${JSON.stringify(id)});`;
    });
  },
};

/**
 * Built-ins that only storage on disk and config files use, taken at their first call: loading
 * `node:fs/promises` loads fifteen more modules (its `watch`, `opendir`, `readLines`), which an
 * engine on in-memory stores never needs (~1 ms and ~1.6 MB in a bare Node process); `node:zlib`
 * (`crc32` of the record logs) loads Node's streams of compression.
 */
const LOADED_AT_FIRST_CALL = new Set(['node:fs/promises', 'node:zlib']);

/** `const name = (...args) => <built-in>.name(...args);` for each imported function of built-in `id`. */
function firstCallBindings(id, names) {
  const builtin = process.getBuiltinModule(id);
  return names
    .map((binding) => {
      const [name, local = name] = binding.split(' as ');
      if (typeof builtin[name] !== 'function') throw new Error(`${id}: ${name} is not a function to defer`);
      return `const ${local} = (...args) => process.getBuiltinModule(${JSON.stringify(id)}).${name}(...args);`;
    })
    .join('\n');
}

/**
 * Built-ins that ws requires at load for its client side and compression only (`https`, `tls`
 * for `wss://` connections out, `zlib` for permessage-deflate), none of which an engine's start
 * uses: each becomes an object that loads the built-in at its first property read. Loading them
 * is about 20 more of Node's modules at every start (the baseline router pays them too).
 */
const LOADED_AT_FIRST_USE = ['https', 'tls', 'zlib', 'querystring'];
const LAZY_REQUIRE = new RegExp(`__require\\((["'\`])(${LOADED_AT_FIRST_USE.join('|')})\\1\\)`, 'g');

const requiresAtFirstUse = {
  name: 'requires-at-first-use',
  renderChunk(code) {
    let replaced = code.replace(LAZY_REQUIRE, (_call, _quote, id) => `__builtinAtFirstUse("node:${id}")`);
    if (replaced !== code) replaced += `\n${BUILTIN_AT_FIRST_USE}\n`;
    const withBufferUtil = replaced.replace(BUFFERUTIL_REQUIRE, '__bufferUtilAtFirstUse()');
    if (withBufferUtil !== replaced) replaced = `${withBufferUtil}\n${BUFFERUTIL_AT_FIRST_USE}\n`;
    return replaced === code ? null : replaced;
  },
};

/**
 * ws's `require('bufferutil')`, the native masking of WebSocket frames of 32 bytes or more: its
 * loader (node-gyp-build finding the prebuilt binary, then loading it) is ~1.5 ms of a start that
 * masks nothing before a worker connects. It becomes an object with ws's two functions that loads
 * the package at the first frame that needs it and then puts the package's own functions in their
 * place. Where the package is not installed the stand-in throws at once, as the require did, and
 * ws masks in JavaScript; a binary that will not load is masked in JavaScript the same way.
 */
const BUFFERUTIL_REQUIRE = /__require\((["'`])bufferutil\1\)/g;

const BUFFERUTIL_AT_FIRST_USE = `function __bufferUtilAtFirstUse() {
  __require.resolve("bufferutil");
  const stand = {
    mask: (...args) => load().mask(...args),
    unmask: (...args) => load().unmask(...args),
  };
  function load() {
    let native;
    try {
      native = __require("bufferutil");
    } catch {
      native = {
        mask: (source, mask, output, offset, length) => {
          for (let i = 0; i < length; i++) output[offset + i] = source[i] ^ mask[i & 3];
        },
        unmask: (buffer, mask) => {
          for (let i = 0; i < buffer.length; i++) buffer[i] ^= mask[i & 3];
        },
      };
    }
    stand.mask = native.mask;
    stand.unmask = native.unmask;
    return native;
  }
  return stand;
}`;

/** A stand-in for a built-in module, loading it at the first read of one of its properties. */
const BUILTIN_AT_FIRST_USE = `function __builtinAtFirstUse(id) {
  let builtin;
  const load = () => (builtin ??= process.getBuiltinModule(id));
  return new Proxy({}, {
    get: (_target, name) => load()[name],
    has: (_target, name) => name in load(),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_target, name) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(load(), name);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}`;

/**
 * Has V8 compile the top-level functions of the chunks `svc start` loads when it compiles them,
 * so that Node's compile cache holds them. The cache stores what V8 compiles with the module,
 * and V8 compiles a function declaration only at its first call: without this, every start
 * parses and compiles again each function it runs (the validators of the config, the modules'
 * start code, the router). A function in parentheses is compiled with its module, so each
 * top-level `function f() {}` becomes `var f = (function f() {});` at the top of its chunk,
 * which is where a declaration is hoisted to anyway. Functions nested in them stay lazy.
 */
const eagerStartPath = {
  name: 'eager-start-path',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/cli/dist/commands/start.js'));
    if (!start) throw new Error('eager-start-path: no start chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loaded = new Set([start.fileName]);
    for (const name of loaded) for (const imported of byName.get(name)?.imports ?? []) loaded.add(imported);
    for (const name of loaded) {
      const chunk = byName.get(name);
      if (chunk) chunk.code = hoistEager(chunk.code, this.parse(chunk.code));
    }
  },
};

/**
 * `code` with its top-level function declarations as parenthesized expressions at its top. A name
 * assigned anywhere in the chunk (maybe a local of the same name) keeps its declaration: inside
 * the expression the name would stay bound to the function itself.
 */
function hoistEager(code, ast) {
  const assigned = assignedNames(ast);
  let hoisted = '';
  let rest = '';
  let at = 0;
  for (const node of ast.body) {
    if (node.type !== 'FunctionDeclaration' || !node.id || assigned.has(node.id.name)) continue;
    rest += code.slice(at, node.start);
    hoisted += `var ${node.id.name}=(${code.slice(node.start, node.end)});\n`;
    at = node.end;
  }
  return hoisted + rest + code.slice(at);
}

/** Every name that an assignment or an update (`=`, `+=`, `++`...) in `ast` writes to. */
function assignedNames(ast) {
  const names = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const target =
      node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null;
    if (target?.type === 'Identifier') names.add(target.name);
    for (const key in node) if (key !== 'type' && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast);
  return names;
}

/** Where the compiled engine declares the default config as parsed, to be filled in here. */
const PARSED_DEFAULT = 'export const DEFAULT_CONFIG_PARSED = undefined;';

/**
 * Writes the embedded default config into the bundle as YAML parses it (before `${VAR}` expansion),
 * so that `svc start` on it parses no YAML (engine/src/config/preparsed.ts).
 */
const parsedDefaultConfig = {
  name: 'parsed-default-config',
  async transform(code, id) {
    if (!id.endsWith('/engine/dist/config/builtins.js')) return null;
    if (!code.includes(PARSED_DEFAULT)) throw new Error(`${id} no longer declares "${PARSED_DEFAULT}"`);
    const { DEFAULT_CONFIG_YAML } = await import(pathToFileURL(id).href);
    const document = parseDocument(DEFAULT_CONFIG_YAML, { uniqueKeys: true });
    if (document.errors.length > 0) throw new Error(`the default config: ${document.errors[0].message}`);
    const parsed = JSON.stringify(document.toJS());
    return code.replace(PARSED_DEFAULT, `export const DEFAULT_CONFIG_PARSED = ${parsed};`);
  },
};

/**
 * Writes every character past ASCII as a `\\u` escape (the same string in a literal, the same
 * text in a comment). V8 keeps a module's source for as long as the module lives, two bytes a
 * character once one of them is past Latin-1: one dash in a comment made the start file's 1.8 MB
 * of source take 3.6 MB of heap.
 */
const asciiOnly = {
  name: 'ascii-only',
  // After rendering: rolldown writes the characters of string literals back as they are.
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const { code } = chunk;
      chunk.code = code.replace(/[^\0-\x7f]/g, (c, at) => {
        if (code.lastIndexOf('String.raw', at) > code.lastIndexOf('\n', at))
          throw new Error(`${chunk.fileName}: a character past ASCII in String.raw cannot be escaped`);
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
      });
    }
  },
};

export default {
  input: 'cli/dist/main.js',
  plugins: [builtinsWithoutFacades, requiresAtFirstUse, parsedDefaultConfig, asciiOnly, eagerStartPath],
  // A generated validator module only defines its validator (`validateX.evaluated = ...` is not a
  // side effect anyone sees): the ones nothing calls, reached through an area's index of them
  // (`validators/contracts/observability`), are left out.
  treeshake: { moduleSideEffects: [{ test: /\/generated\/dist\/validators\//, sideEffects: false }] },
  platform: 'node',
  external: (id) => {
    if (id.startsWith('node:') || OTHER_COMMANDS.test(id)) return true;
    return !id.startsWith('.') && !id.startsWith('/') && !INLINED.test(id);
  },
  // What the engine imports lazily stays lazy: each dynamic import is a chunk of its own, next to
  // the entry so that relative imports of the left-out subcommands resolve as they did.
  output: {
    dir: 'cli/dist',
    format: 'esm',
    entryFileNames: 'main.bundle.js',
    chunkFileNames: 'main.bundle-[name]-[hash].js',
    // V8 keeps a module's source for as long as the module lives: the bundle is written without
    // doc comments and white space (names and code as they are), 1.2 → 0.8 MB on the start path
    // and ~1.5 MB less resident memory. Stack traces name the functions as before; for lines,
    // run the compiled modules (cli/bin/svc.js does after any `tsc -b` newer than the bundle).
    comments: { legal: true, annotation: false, jsdoc: false },
    minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
  },
};
