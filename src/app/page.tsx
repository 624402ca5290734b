import { StrictMode } from 'react';
import { App } from './App';

/** The element both the prerender and the client render. */
export const page = (
  <StrictMode>
    <App />
  </StrictMode>
);
