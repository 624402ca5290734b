// Test setup: see vitest.config.ts
