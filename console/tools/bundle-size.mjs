// The console's first-load size: index.html, the entry chunk, the first page's (the dashboard's)
// chunk and every chunk and stylesheet they import statically, gzipped; each lazily loaded chunk
// is counted on its own. Reads Vite's manifest in console/dist/ui (run `make build` first).
//   node console/tools/bundle-size.mjs [--json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/ui/', import.meta.url));
const FIRST_PAGE = 'svc-dashboard-page';

/** Gzipped bytes of one built file. */
const gz = (file) => gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length;

/** First-load and lazy sizes (gzip bytes) from the manifest. */
export function bundleSizes() {
  const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8'));
  const first = new Set(['index.html']);
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const css of chunk.css ?? []) first.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('index.html');
  walk(Object.keys(manifest).find((key) => manifest[key].file.includes(`/${FIRST_PAGE}-`)));
  const lazy = {};
  for (const chunk of Object.values(manifest)) {
    if (!first.has(chunk.file) && chunk.file.endsWith('.js')) lazy[chunk.name ?? chunk.file] = gz(chunk.file);
  }
  const firstLoad = [...first].reduce((sum, file) => sum + gz(file), 0);
  return { firstLoad, files: [...first], lazy };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = bundleSizes();
  if (process.argv.includes('--json')) console.log(JSON.stringify(sizes, null, 2));
  else {
    console.log(`first load (shell + dashboard, gzip): ${(sizes.firstLoad / 1024).toFixed(1)} KiB`);
    for (const [name, bytes] of Object.entries(sizes.lazy))
      console.log(`  lazy ${name}: ${(bytes / 1024).toFixed(1)} KiB`);
  }
}
