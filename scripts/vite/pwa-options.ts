/**
 * The PWA layer: a service worker of our own (injectManifest) that precaches every file the
 * page can request, so the whole site, its images in every size and the resume work offline;
 * the web app manifest comes from the content module; the icons from the owner's logo file or
 * initials (./owner-art/app-icon.ts); the install screenshots from the owner's built page
 * (scripts/pwa/capture-screenshots.ts, run by scripts/build.ts when it finds a Chromium, which
 * sets INSTALL_SCREENSHOTS=capture; without one the manifest lists none, never stale ones).
 * Decision notes: docs/decisions/001-offline-and-updates.md.
 */
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { PAGE_BACKGROUND } from '../../src/config/theme-colors.ts';
import { profile } from '../../src/content/profile.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { appIconSource } from './owner-art/app-icon.ts';
import { PRECACHE_FILES } from './precache-files.ts';
import { siteLanguages } from './site-languages.ts';
import { INSTALL_SCREENSHOTS } from '../pwa/install-screenshots.ts';

/** `base` is Vite's (from VITE_SITE_URL): the app's identity, start and scope live there. */
const appIcon = appIconSource();

export const pwaOptions = (base: string): Partial<VitePWAOptions> => ({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  // The page registers the worker itself (lazily, after load) and asks before updating.
  registerType: 'prompt',
  injectRegister: false,
  // The page registers the worker as a classic script (registerSW's default): built as an IIFE
  // it holds no module syntax, not even the `import.meta` of the helper Vite wraps a
  // dynamic import in (the contact outbox loads the email SDK so), which a classic worker cannot parse.
  // Its own build leaves out, as the page's does, every language the owner does not list (its
  // offline page speaks the site's languages only).
  injectManifest: { ...PRECACHE_FILES, rollupFormat: 'iife', buildPlugins: { vite: [siteLanguages()] } },
  pwaAssets: {
    image: appIcon.image,
    // The initials are drawn edge to edge with the letters inside the maskable safe zone: padded
    // (the preset's default, on white) they would sit in a white frame. An owner's logo keeps it.
    preset: appIcon.fullBleed
      ? { ...minimal2023Preset, maskable: { sizes: [512], padding: 0 }, apple: { sizes: [180], padding: 0 } }
      : 'minimal-2023',
    // The page links the ICO and the Apple icon itself (index.html): Chromium renders an SVG
    // favicon as a whole SVG document on the page's main thread, 15-20 ms after every load.
    includeHtmlHeadLinks: false,
    // index.html has its own theme-color, kept in step with the page's theme (src/app/inline/first-response.ts).
    injectThemeColor: false,
    overrideManifestIcons: true,
  },
  // One app for every language (docs/decisions/008-installed-app-language.md): its identity, start
  // and scope are the site's root, its name and icons the same in each; the page at the root
  // opens the language last chosen with the switch (src/app/inline/language-switch.ts).
  manifest: {
    id: base,
    name: wordsIn(FIRST_LANGUAGE).page.title(profile.name),
    short_name: profile.shortName,
    description: profile.summary,
    start_url: base,
    scope: base,
    // A window of its own. Not `window-controls-overlay`: the fixed header would then have to
    // become the title bar's drag region; a title bar in the page's colour joins it seamlessly.
    display: 'standalone',
    orientation: 'any',
    lang: FIRST_LANGUAGE,
    categories: ['portfolio', 'education', 'personalization'],
    // The window's colours before the page has painted (the light theme's background); from
    // then on <meta name="theme-color"> follows the page's theme (src/app/inline/first-response.ts).
    theme_color: PAGE_BACKGROUND.light,
    background_color: PAGE_BACKGROUND.light,
    // The installed app's icon menu: straight to the projects, the contact section or the resume,
    // each from Vite's base (a sub-path deployment works) and precached, so each opens offline.
    shortcuts: [
      { name: 'Projects', short_name: 'Projects', description: `${profile.name}'s projects`, url: `${base}#projects` },
      { name: 'Contact', short_name: 'Contact', description: `Get in touch with ${profile.name}`, url: `${base}#contact` },
      { name: 'Resume', short_name: 'Resume', description: `${profile.name}'s resume (PDF)`, url: `${base}resume.pdf` },
    ],
    // Made from this build's own page after it is written; listed only when they will be.
    ...(process.env.INSTALL_SCREENSHOTS === 'capture'
      ? {
          screenshots: INSTALL_SCREENSHOTS.map(({ file, width, height, formFactor, device }) => ({
            src: `${base}${file}`,
            sizes: `${width}x${height}`,
            type: 'image/png',
            form_factor: formFactor,
            label: `${profile.name}'s portfolio on a ${device}`,
          })),
        }
      : {}),
  },
});
