import { CareerKit } from '@/features/career-kit/CareerKit';
import { About } from '@/sections/About/About';
import { Contact } from '@/sections/Contact/Contact';
import { Footer } from '@/sections/Footer/Footer';
import { Gallery } from '@/sections/Gallery/Gallery';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { Island } from './Island';
import type { IslandName } from './islands';
import { AppProviders } from './providers';

/**
 * The whole page, in the order of the header's links. Only the islands (gallery, contact, the
 * footer's career kit)
 * become React apps in the browser; see islands.ts.
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
        <Island name="gallery" html={islandHtml?.gallery}>
          <Gallery />
        </Island>
        <Island name="contact" html={islandHtml?.contact}>
          <Contact />
        </Island>
      </main>
      <Footer
        kit={
          <Island name="kit" html={islandHtml?.kit}>
            <CareerKit />
          </Island>
        }
      />
    </AppProviders>
  );
}
