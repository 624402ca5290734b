import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { About } from '@/sections/About/About';
import { Contact } from '@/sections/Contact/Contact';
import { Footer } from '@/sections/Footer/Footer';
import { Gallery } from '@/sections/Gallery/Gallery';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { AppProviders } from './providers';

// Service worker, update prompt and outbox delivery: not needed for the first paint.
const BackgroundServices = lazy(() =>
  import('./background/BackgroundServices').then((module) => ({ default: module.BackgroundServices })),
);

/** The whole page, in the order of the header's links. */
export function App() {
  const hydrated = useHydrated();
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
      {hydrated && (
        <Suspense fallback={null}>
          <BackgroundServices />
        </Suspense>
      )}
    </AppProviders>
  );
}
