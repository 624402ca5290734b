import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolveEmailConfig } from './src/config/email-provider.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { imagetools } from 'vite-imagetools';
import { contentCheck } from './scripts/vite/content-check.ts';
import { htmlMetadata } from './scripts/vite/html-metadata.ts';
import { inlineScript } from './scripts/vite/inline-script.ts';
import { careerKit } from './scripts/vite/career-kit.ts';
import { languageShareCards } from './scripts/vite/owner-art/language-share-cards.ts';
import { sitePages } from './scripts/vite/site-pages.ts';
import { namedImagesOnly } from './scripts/vite/named-images-only.ts';
import { pageTransforms } from './scripts/vite/page-transforms.ts';
import { siteLanguages } from './scripts/vite/site-languages.ts';
import { pwaOptions } from './scripts/vite/pwa-options.ts';
import { buildEnv, siteAddress } from './scripts/site/site-address.ts';
import { siteBasePath, siteHref } from './scripts/site/site-url.ts';
import { visitCounterFor } from './scripts/vite/visit-counter.ts';
import { profile } from './src/content/profile.ts';
import { DEV_PORT, PREVIEW_PORT } from './scripts/site/site-ports.ts';

const packageVersion: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
// The build's version, for index.html's <meta name="version"> (Vite fills %VITE_…% tokens from
// the environment); APP_VERSION overrides it: the update test builds a second version.
process.env.VITE_APP_VERSION = process.env.APP_VERSION ?? packageVersion;

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // One address says where the site lives (VITE_SITE_URL, else the host's own, else local): its
  // path is the base that every asset, the manifest and the service worker's scope follow (a
  // GitHub Pages project site: /REPO/).
  const env = buildEnv(process.cwd(), mode);
  const site = siteAddress(env);
  const siteUrl = site.url;
  const base = siteBasePath(siteUrl);
  // The page's own address (with its trailing slash): shared, and in the QR code and contact card.
  const pageUrl = siteHref(siteUrl);
  // Where the contact form sends, resolved once: the page, the service worker and the CSP read it.
  const emailConfig = resolveEmailConfig(env);
  // Where this build counts visits, or null: unset in profile.ts, a deploy preview, or a build for this machine.
  const visitCounter = visitCounterFor(profile.visitCounter, site);
  return {
    base,
    // What rewrites the built pages runs last, in the one order its list gives
    // (scripts/vite/page-transforms.ts), after Vite's and vite-plugin-pwa's own HTML steps.
    plugins: [
      contentCheck(),
      siteLanguages(),
      sitePages(),
      react(),
      inlineScript(),
      namedImagesOnly(),
      imagetools({ cache: { enabled: true, dir: './node_modules/.cache/imagetools' } }),
      htmlMetadata(site),
      languageShareCards(),
      careerKit(pageUrl, { marksQrArrivals: visitCounter !== null }),
      VitePWA(pwaOptions(base)),
      // A mail-app build sends nowhere: its policy names no provider (NO_PROVIDER's empty origin).
      pageTransforms({ connectOrigins: emailConfig.origin ? [emailConfig.origin] : [], imageSources: visitCounter ? [visitCounter] : [] }),
    ],
    // A CSS module's classes are named by a short hash in a build (`_x9Kp2`), readable on the dev
    // server: every page's header and first section name dozens of them, and the first screen's
    // bytes are counted (scripts/vite/first-screen-budget.ts).
    css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:5]' } } : undefined,
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_URL__: JSON.stringify(pageUrl),
      __EMAIL_CONFIG__: JSON.stringify(emailConfig),
      __VISIT_COUNTER__: JSON.stringify(visitCounter),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      // One stylesheet for the whole page, inlined: the prerendered sections, islands or not,
      // are styled from the first paint.
      cssCodeSplit: false,
      // Making every image size takes most of a build by design; the bundler's "plugins took
      // N s" notice about it reads like a failure and says nothing the owner can act on.
      // The server bundle stays one module: the prerender imports it under a fresh query each
      // build, and an island split into a chunk of its own would import the bundle again
      // without it, a second copy whose language context the page's never reaches (the French
      // page's islands rendered in English).
      rolldownOptions: { checks: { bundlerTimings: false }, ...(isSsrBuild && { output: { codeSplitting: false } }) },
    },
    preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true },
    server: { host: '127.0.0.1', port: DEV_PORT },
  };
});
