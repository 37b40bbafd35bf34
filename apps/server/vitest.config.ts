import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The test files of a worker share one module graph instead of importing the whole server again for
    // each file (that import was a third of the suite's time): every file builds its own app, database
    // and servers through test/harness, and state kept at module level must be keyed by them.
    isolate: false,
    // Integration tests open databases and servers; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
