import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** `npm run dev` serves index.html without the prerendered page: render the page from scratch. */
export function renderDevPage(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
