import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { imagetools } from 'vite-imagetools';
import { htmlMetadata } from './scripts/vite/html-metadata.ts';
import { fontPreload } from './scripts/vite/font-preload.ts';
import { inlineCss } from './scripts/vite/inline-css.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { pwaOptions } from './scripts/vite/pwa-options.ts';

const packageVersion: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
// The build's version, for index.html's <meta name="version"> (Vite fills %VITE_…% tokens from
// the environment); APP_VERSION overrides it: the update test builds a second version.
process.env.VITE_APP_VERSION = process.env.APP_VERSION ?? packageVersion;

export default defineConfig({
  plugins: [react(), imagetools({ cache: { enabled: true, dir: './node_modules/.cache/imagetools' } }), htmlMetadata(), fontPreload('plus-jakarta-sans-latin-wght-normal.woff2'), prerender(), inlineCss(), VitePWA(pwaOptions)],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
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
