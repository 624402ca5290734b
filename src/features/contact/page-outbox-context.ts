/**
 * How the form reaches the page's outbox: the one object the page creates when it starts its
 * background work (src/app/background/start-background-services.ts), loaded on first use and
 * handed to every island's root (src/app/islands.tsx). Null on the server and in a test that
 * gives none: nothing is sent while rendering.
 */
import { createContext } from 'react';
import type { PageOutbox } from './page-side';

export const PageOutboxContext = createContext<(() => Promise<PageOutbox>) | null>(null);
