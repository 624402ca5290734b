/**
 * What a component test imports, from one place (as the Mantine vite-template's test-utils):
 * Testing Library, its `render` inside our providers, and `userEvent`.
 */
export * from '@testing-library/react';
export { render } from './render.tsx';
export { userEvent } from '@testing-library/user-event';
