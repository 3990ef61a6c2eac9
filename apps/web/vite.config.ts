import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunking } from './page-chunks.ts';

const chunks = chunking();

export default defineConfig({
  plugins: [react(), chunks.plugin],
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
        // React in a chunk of its own, the first page's code in one, floating-ui (popovers, menus,
        // selects) in another, so pages that show no popover (the landing page) never download it,
        // and what the other public pages load in few files (page-chunks.ts says why and how).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
