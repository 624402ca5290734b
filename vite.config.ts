import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { imagetools } from 'vite-imagetools';
import { htmlMetadata } from './scripts/vite/html-metadata.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { pwaOptions } from './scripts/vite/pwa-options.ts';

export default defineConfig({
  plugins: [react(), imagetools({ cache: { enabled: true, dir: './node_modules/.cache/imagetools' } }), htmlMetadata(), prerender(), VitePWA(pwaOptions)],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
