/**
 * The career-fair kit's files, made at build time from the content module and the site's
 * address (VITE_SITE_URL), so they work offline and never ask a service: the owner's contact
 * card (`contact.vcf`) and the site's QR code (`qr-code.svg`), one pair per language of the
 * site. The first language's land at the site's root, every other one's beside its page
 * (`fr/contact.vcf`: the French card's address and page; `fr/qr-code.svg` opens the French
 * page), where the service worker's precache glob finds them. The dev server serves the same text.
 * In a build that counts visits, the QR code's address carries a marker (`?via=qr`) the page
 * counts as an arrival from it, then drops (src/app/background/visit-counts.ts).
 */
import type { Plugin } from 'vite';
import { CONTACT_CARD_FILE, QR_CODE_FILE } from '../../src/config/career-kit-files.ts';
import { QR_ARRIVAL_PARAM, QR_ARRIVAL_VALUE } from '../../src/config/visit-count-names.ts';
import { languageFile } from '../../src/lib/languages/language-files.ts';
import { contentIn, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { contactCard } from './career-kit/contact-card.ts';
import { qrCodeSvg } from './career-kit/qr-code.ts';

const CONTACT_CARD_TYPE = 'text/vcard; charset=utf-8';

export interface KitOptions {
  /** The build counts visits: the QR code's address carries the marker of an arrival from it. */
  marksQrArrivals: boolean;
}

/** What each file holds and how it is served, for every language; `pageUrl` is the site's root page's full address. */
export async function kitFiles(pageUrl: string, { marksQrArrivals }: KitOptions) {
  const perLanguage = SITE_LANGUAGES.map(async ({ code }) => {
    const languagePage = `${pageUrl}${pagePathOf(code)}`;
    const qrAddress = marksQrArrivals ? `${languagePage}?${QR_ARRIVAL_PARAM}=${QR_ARRIVAL_VALUE}` : languagePage;
    return [
      { fileName: languageFile(code, CONTACT_CARD_FILE), type: CONTACT_CARD_TYPE, source: contactCard(contentIn(code).profile, languagePage) },
      { fileName: languageFile(code, QR_CODE_FILE), type: 'image/svg+xml', source: await qrCodeSvg(qrAddress) },
    ];
  });
  return (await Promise.all(perLanguage)).flat();
}

export function careerKit(pageUrl: string, options: KitOptions): Plugin {
  return {
    name: 'portfolio:career-kit',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = (await kitFiles(pageUrl, options)).find(({ fileName }) => request.url === `${server.config.base}${fileName}`);
        if (!file) return next();
        response.setHeader('content-type', file.type);
        response.end(file.source);
      });
    },
    // `vite preview` (npm start, the browser tests) knows no type for `.vcf`.
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        // The static server keeps a type set before it (its own would be empty).
        if (request.url?.split('?')[0]?.endsWith(`/${CONTACT_CARD_FILE}`)) response.setHeader('Content-Type', CONTACT_CARD_TYPE);
        next();
      });
    },
    async generateBundle() {
      // The SSR build only makes the prerender bundle: the files belong to the client build.
      if (this.environment.config.consumer !== 'client') return;
      for (const { fileName, source } of await kitFiles(pageUrl, options)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
