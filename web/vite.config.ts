import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chunkModules } from './scripts/vite-chunk-modules';
import { compileHints } from './scripts/vite-compile-hints';
import { precompress } from './scripts/vite-precompress';

// react-router's package exports name only its development build, whose dev-time warnings
// run on every render; a build for the browser takes the production one it ships beside it.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.(m?js)$/, '/production/index.mjs');

// The API base is configurable at build time (VITE_API_BASE, default /api); the gateway
// serves both dist/ and the API on one origin, so the dev server proxies /api there.
export default defineConfig(({ command }) => ({
  plugins: [react(), chunkModules(), compileHints(), precompress()],
  define: { __API_BASE__: JSON.stringify(process.env.VITE_API_BASE ?? '/api') },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
    // npm hoists React 18 to the repo root for antd-mobile's peer range; force web's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: { proxy: { '/api': process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080' } },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    // The manifest lets scripts/bundle-report.mjs size each area's chunks.
    manifest: true,
    // No <link rel=modulepreload> per chunk a lazy import needs: a phone spent some 80 ms of
    // one task adding them while the app started, more than the fetches they save.
    modulePreload: false,
    chunkSizeWarningLimit: 1200,
    sourcemap: false,
  },
}));
