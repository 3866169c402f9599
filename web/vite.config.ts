import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkModules } from './scripts/vite-chunk-modules';
import { precompress } from './scripts/vite-precompress';

// The API base is configurable at build time (VITE_API_BASE, default /api); the gateway
// serves both dist/ and the API on one origin, so the dev server proxies /api there.
export default defineConfig({
  plugins: [react(), chunkModules(), precompress()],
  define: { __API_BASE__: JSON.stringify(process.env.VITE_API_BASE ?? '/api') },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
});
