import './styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the page into #root; the dev server serves it empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
