import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { imagetools } from 'vite-imagetools';
import { contentSecurityPolicyPlugin } from './scripts/vite/csp.ts';
import { htmlMetadata } from './scripts/vite/html-metadata.ts';
import { inlineCss } from './scripts/vite/inline-css.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { pwaOptions } from './scripts/vite/pwa-options.ts';

const packageVersion: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

export default defineConfig({
  plugins: [react(), imagetools({ cache: { enabled: true, dir: './node_modules/.cache/imagetools' } }), htmlMetadata(), prerender(), inlineCss(), VitePWA(pwaOptions), contentSecurityPolicyPlugin()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The footer shows it; APP_VERSION overrides it (the update test builds a second version).
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? packageVersion),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // One stylesheet for the whole page: lazily hydrated sections are already in the
    // prerendered HTML and must be styled from the first paint.
    cssCodeSplit: false,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
