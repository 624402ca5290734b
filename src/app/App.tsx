import { About } from '@/sections/About/About';
import { Contact } from '@/sections/Contact/Contact';
import { Footer } from '@/sections/Footer/Footer';
import { Gallery } from '@/sections/Gallery/Gallery';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { AppProviders } from './providers';

/** The whole page, in the order of the header's links. */
export function App() {
  return (
    <AppProviders>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Projects />
        <Skills />
        <About />
        <Gallery />
        <Contact />
      </main>
      <Footer />
    </AppProviders>
  );
}
