import { About } from '@/sections/About/About';
import { Footer } from '@/sections/Footer/Footer';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { Island, type IslandName } from './islands';
import { AppProviders } from './providers';

/**
 * The whole page, in the order of the header's links. The islands (islands.tsx) are placed by
 * name with the HTML the prerender made for each; everything else is static HTML.
 */
export function App({ islandHtml }: { islandHtml?: Record<IslandName, string> }) {
  return (
    <AppProviders>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Projects />
        <Skills />
        <About />
        <Island name="gallery" html={islandHtml?.gallery} />
        <Island name="contact" html={islandHtml?.contact} />
      </main>
      <Footer kit={<Island name="kit" html={islandHtml?.kit} />} />
    </AppProviders>
  );
}
