/**
 * The PWA layer: a service worker of our own (injectManifest) that precaches every file the
 * page can request, so the whole site, its images in every size and the resume work offline;
 * the web app manifest comes from the content module; icons from public/logo.svg.
 * Decision notes: docs/decisions/001-offline-and-updates.md.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { profile } from '../../src/content/profile.ts';

const THEME_COLOR = '#0b7766';
const BACKGROUND_COLOR = '#ffffff';

/** `base` is Vite's (from VITE_SITE_URL): the app's identity, start and scope live there. */
export const pwaOptions = (base: string): Partial<VitePWAOptions> => ({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  // The page registers the worker itself (lazily, after load) and asks before updating.
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    // The manifest is added by the plugin itself; listing it here too would precache it twice.
    globPatterns: ['**/*.{html,js,css,svg,png,ico,jpg,jpeg,avif,woff2,pdf}'],
    // Open Graph art and install screenshots are for other apps, never drawn by the page.
    globIgnores: ['**/og-image.*', '**/screenshots/**'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
  pwaAssets: {
    image: 'public/logo.svg',
    preset: 'minimal-2023',
    // The page links the ICO and the Apple icon itself (index.html): Chromium renders an SVG
    // favicon as a whole SVG document on the page's main thread, 15-20 ms after every load.
    includeHtmlHeadLinks: false,
    overrideManifestIcons: true,
  },
  manifest: {
    id: base,
    name: `${profile.name} Portfolio`,
    short_name: profile.shortName,
    description: profile.summary,
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    categories: ['portfolio', 'education', 'personalization'],
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    screenshots: [
      {
        src: `${base}screenshots/wide.png`,
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: `${profile.name}'s portfolio on a desktop`,
      },
      {
        src: `${base}screenshots/narrow.png`,
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: `${profile.name}'s portfolio on a phone`,
      },
    ],
  },
});
