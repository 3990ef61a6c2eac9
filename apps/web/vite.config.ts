import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // zod in the browser runs jitless, so the CSP sees no eval probe (see src/lib/zod-browser.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: which chunk holds which page (e2e/initial-chunks.e2e.ts reads it;
    // the server does not serve hidden folders).
    manifest: true,
    rolldownOptions: {
      output: {
        // React in a chunk of its own, and floating-ui (popovers, menus, selects) in another, so
        // pages that show no popover (the landing page) never download floating-ui.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
