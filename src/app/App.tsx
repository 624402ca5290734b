import type { LanguageCode } from '@/config/language-codes.ts';
import { NO_OUTSIDE_DATA, type OutsideData } from '@/lib/outside-data/outside-data.ts';
import { About } from '@/sections/About/About.tsx';
import { Footer } from '@/sections/Footer/Footer.tsx';
import { Header } from '@/sections/Header/Header.tsx';
import { Hero } from '@/sections/Hero/Hero.tsx';
import { Projects } from '@/sections/Projects/Projects.tsx';
import { Repositories } from '@/sections/Repositories/Repositories.tsx';
import { Skills } from '@/sections/Skills/Skills.tsx';
import { Writing } from '@/sections/Writing/Writing.tsx';
import type { CaseStudyLink } from '@/lib/case-studies/case-study.ts';
import { FirstScreenEnd } from '@/components/FirstScreenEnd/FirstScreenEnd.tsx';
import { OfflineDetails } from '@/components/OfflineIndicator/OfflineIndicator.tsx';
import { Island, type IslandName } from './islands.tsx';
import { AppProviders } from './providers.tsx';

interface AppProps {
  /** The page's language: every section's words and the owner's texts in it. */
  language: LanguageCode;
  islandHtml?: Partial<Record<IslandName, string>>;
  /** What the build fetched from outside (scripts/outside-data): the owner's posts and repositories; none by default. */
  outside?: OutsideData;
  /** The projects' case studies in this language (scripts/case-studies): their cards link them; none by default. */
  caseStudies?: readonly CaseStudyLink[];
}

/** The islands the one page places. */
export const ONE_PAGE_ISLANDS: readonly IslandName[] = ['gallery', 'contact', 'kit'];

/**
 * The whole page in one language, in the order of the header's links, with the owner's posts
 * and repositories where the build fetched any. The islands
 * (islands.tsx) are placed by name with the HTML the prerender made for each, in the same
 * language; everything else is static HTML.
 */
export function App({ language, islandHtml, outside = NO_OUTSIDE_DATA, caseStudies }: AppProps) {
  // An optional part shows, with its header link, only when it has something to show.
  const { writing, repositories } = outside;
  const projects = <Projects language={language} caseStudies={caseStudies}>{repositories.length > 0 ? <Repositories language={language} repositories={repositories} /> : undefined}</Projects>;
  return (
    <AppProviders language={language}>
      <Header language={language} optionalSections={writing.length > 0 ? ['writing'] : []} />
      <main id="main" tabIndex={-1}>
        <Hero language={language} />
        <FirstScreenEnd />
        {/* Writing shares the projects' place rather than taking one of its own when absent: React's
            ids (Mantine's generated class names) count the places, so a page without it stays
            byte for byte what it was before the part existed. */}
        {writing.length > 0 ? (
          <>
            {projects}
            <Writing language={language} posts={writing} />
          </>
        ) : (
          projects
        )}
        <Skills language={language} />
        <About language={language} />
        <Island name="gallery" html={islandHtml?.gallery} />
        <Island name="contact" html={islandHtml?.contact} />
      </main>
      <Footer language={language} kit={<Island name="kit" html={islandHtml?.kit} />} />
      {/* Last, after the first screen: the offline badge's words in full (OfflineIndicator.tsx). */}
      <OfflineDetails language={language} linksElsewhere={writing.length + repositories.length > 0} />
    </AppProviders>
  );
}
