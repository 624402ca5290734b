import { lazy, Suspense } from 'react';
import { renderStaticIsland, StaticIsland } from '@/components/StaticIsland/StaticIsland';
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { About } from '@/sections/About/About';
import { Contact } from '@/sections/Contact/Contact';
import { Footer } from '@/sections/Footer/Footer';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { AfterHydration } from './AfterHydration';
import { AppProviders } from './providers';

// The gallery (carousel engine) loads after the entry chunk; the prerendered HTML already shows
// it, and it hydrates when its chunk lands. The contact form stays in the entry: it must work
// the moment the page does, offline included.
const Gallery = lazy(() =>
  importWithRetry(() => import('@/sections/Gallery/Gallery')).then((module) => ({ default: module.Gallery })),
);
// Service worker, update prompt, notifications and outbox delivery: not needed to paint.
const BackgroundServices = lazy(() =>
  importWithRetry(() => import('./background/BackgroundServices')).then((module) => ({
    default: module.BackgroundServices,
  })),
);

/** The whole page, in the order of the header's links. */
export function App() {
  return (
    <AppProviders>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <StaticIsland id="projects">{renderStaticIsland && <Projects />}</StaticIsland>
        <StaticIsland id="skills">{renderStaticIsland && <Skills />}</StaticIsland>
        <StaticIsland id="about">{renderStaticIsland && <About />}</StaticIsland>
        <Suspense fallback={null}>
          <Gallery />
        </Suspense>
        <Contact />
      </main>
      <Footer />
      <AfterHydration>
        <Suspense fallback={null}>
          <BackgroundServices />
        </Suspense>
      </AfterHydration>
    </AppProviders>
  );
}
