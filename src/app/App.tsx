import type { LanguageCode } from '@/config/language-codes';
import { About } from '@/sections/About/About';
import { Footer } from '@/sections/Footer/Footer';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { Island, type IslandName } from './islands';
import { AppProviders } from './providers';

interface AppProps {
  /** The page's language: every section's words and the owner's texts in it. */
  language: LanguageCode;
  islandHtml?: Record<IslandName, string>;
}

/**
 * The whole page in one language, in the order of the header's links. The islands
 * (islands.tsx) are placed by name with the HTML the prerender made for each, in the same
 * language; everything else is static HTML.
 */
export function App({ language, islandHtml }: AppProps) {
  return (
    <AppProviders>
      <Header language={language} />
      <main id="main" tabIndex={-1}>
        <Hero language={language} />
        <Projects language={language} />
        <Skills language={language} />
        <About language={language} />
        <Island name="gallery" html={islandHtml?.gallery} />
        <Island name="contact" html={islandHtml?.contact} />
      </main>
      <Footer language={language} kit={<Island name="kit" html={islandHtml?.kit} />} />
    </AppProviders>
  );
}
