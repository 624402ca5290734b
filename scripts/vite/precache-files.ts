/**
 * Which of dist/'s files the service worker precaches (vite-plugin-pwa's injectManifest hands
 * these to Workbox): every file a page can ask for, in every language's folder too (`**` takes
 * in `fr/index.html`, `fr/resume.pdf` and `fr/resume.json`), so each page works offline whole.
 */
export const PRECACHE_FILES = {
  // The manifest is added by the plugin itself; listing it here too would precache it twice.
  globPatterns: ['**/*.{html,js,css,svg,png,ico,jpg,jpeg,avif,woff2,pdf,vcf,json}'],
  // Open Graph art, install screenshots and the icons' source are for other apps, never drawn by the page.
  globIgnores: ['**/og-image.*', '**/screenshots/**', '**/app-icon-source.*'],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
};
