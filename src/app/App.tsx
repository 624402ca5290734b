import { lazy, Suspense } from 'react';
import { HydrationMarker } from '@/components/HydrationMarker/HydrationMarker';
import { renderStaticIsland, StaticIsland } from '@/components/StaticIsland/StaticIsland';
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { About } from '@/sections/About/About';
import { Contact } from '@/sections/Contact/Contact';
import { Footer } from '@/sections/Footer/Footer';
import { Gallery } from '@/sections/Gallery/Gallery';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { Projects } from '@/sections/Projects/Projects';
import { Skills } from '@/sections/Skills/Skills';
import { AfterHydration } from './AfterHydration';
import { AppProviders } from './providers';

// Where the update prompt and outbox notices show: not needed until there is one.
const PageNotifications = lazy(() =>
  importWithRetry(() => import('./background/PageNotifications')).then((module) => ({
    default: module.PageNotifications,
  })),
);

/**
 * The whole page, in the order of the header's links. Everything it shows hydrates in one pass
 * (see lib/hydration/page-hydration.ts); only what appears later is lazy.
 */
export function App() {
  return (
    <AppProviders>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <StaticIsland id="projects">{renderStaticIsland && <Projects />}</StaticIsland>
        <StaticIsland id="skills">{renderStaticIsland && <Skills />}</StaticIsland>
        <StaticIsland id="about">{renderStaticIsland && <About />}</StaticIsland>
        <Gallery />
        <Contact />
      </main>
      <Footer />
      <HydrationMarker />
      <AfterHydration>
        <Suspense fallback={null}>
          <PageNotifications />
        </Suspense>
      </AfterHydration>
    </AppProviders>
  );
}
