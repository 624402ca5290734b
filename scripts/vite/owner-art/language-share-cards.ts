/**
 * Each language's link-preview card beside its page (`fr/og-image.png`), drawn in that
 * language (./share-card.ts), and each case study's beside its own (./case-study-card.ts). The
 * page metadata's own plugin (../html-metadata.ts) draws the first language's at the root; this
 * one draws every card no plugin before it has, so the two never draw one twice.
 */
import type { Plugin } from 'vite';
import { contentIn, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { siteCaseStudies } from '../../case-studies/case-study-pages.ts';
import { caseStudyCardPath, drawCaseStudyCard } from './case-study-card.ts';
import { drawShareCard, shareCardPath } from './share-card.ts';

export function languageShareCards(): Plugin {
  return {
    name: 'portfolio:language-share-cards',
    // The SSR build only makes the prerender bundle: the cards belong to the client build.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async generateBundle(_options, bundle) {
      for (const { code } of SITE_LANGUAGES) {
        const fileName = shareCardPath(code).slice(1);
        if (fileName in bundle) continue;
        this.emitFile({ type: 'asset', fileName, source: await drawShareCard(contentIn(code).profile, code) });
      }
      for (const { language, slug, project } of siteCaseStudies()) {
        const { profile, projects } = contentIn(language);
        const fileName = caseStudyCardPath(language, slug).slice(1);
        this.emitFile({ type: 'asset', fileName, source: await drawCaseStudyCard(projects.find(({ id }) => id === project)!, profile.name, language) });
      }
    },
  };
}
