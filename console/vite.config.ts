/** Builds the console UI (console/src/ui) into console/dist/ui; pages are separate chunks. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./src/ui', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist/ui', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./src/ui/index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./src/ui/embed.ts', import.meta.url)),
      },
      output: { entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js') },
    },
  },
});
