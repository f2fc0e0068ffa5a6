import { defineConfig } from 'vitest/config';

// Pure logic only (filters, SEO helpers, navigation, redirects); pages are covered by e2e/site.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
});
