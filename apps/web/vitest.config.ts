import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('1.1.0') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // a guard against a hung test, not a speed target: CI runs these beside the server suites and the
    // browser on two cores, where one test's renders and clicks took over 15 s
    testTimeout: 30_000,
  },
});
