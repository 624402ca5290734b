import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LOCAL_MAILBOX } from './src/config/email-provider.ts';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), __SITE_URL__: JSON.stringify('http://127.0.0.1:4173/'), __EMAIL_CONFIG__: JSON.stringify(LOCAL_MAILBOX) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/hosts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-utils/setup.ts'],
  },
});
