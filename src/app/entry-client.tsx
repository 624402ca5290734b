import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.firstElementChild) {
  // The build prerendered the page into #root. Let the browser paint it first, then hydrate as
  // a transition so React yields to the browser between chunks of work (no long task).
  requestAnimationFrame(() => {
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
  });
} else {
  // The dev server serves the page empty.
  createRoot(container).render(app);
}
