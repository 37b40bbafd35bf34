/**
 * The dependency direction of docs/architecture.md, checked in CI (`npm run lint:deps`):
 * core imports nothing of ours, nothing of node, the DOM or a database; contracts may use core's
 * types; nothing imports from apps/*; server modules reach each other only through their index.ts
 * (the module's door); no import cycles anywhere.
 */
const MODULE = '^apps/server/src/modules/([^/]+)/';
const TESTS = '\\.test\\.ts$|test-helpers\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle makes load order matter and hides a missing seam. Type-only imports and ' +
        'dynamic import() count too: a handler or a web page loaded lazily still closes the loop.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-through-index',
      severity: 'error',
      comment:
        'A web feature reaches another only through its index.ts, the door naming what others may use ' +
        '(components, hooks, paths); its pages, api and helpers stay private. The app takes routes.tsx.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$|/test/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shell-through-feature-doors',
      severity: 'error',
      comment:
        "The app's frame (app/, layouts/, components/, api/, i18n/) takes a feature's routes.tsx and what its " +
        'index.ts exports, never a file behind them.',
      from: { path: '^apps/web/src/(app|layouts|components|api|i18n)/', pathNot: '\\.test\\.tsx?$|/test/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: '^apps/web/src/features/[^/]+/(index|routes)\\.tsx?$',
      },
    },
    {
      name: 'core-no-node',
      severity: 'error',
      comment: 'packages/core is pure computation: no node built-ins (it runs in the browser too).',
      from: { path: '^packages/core/src', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(contracts|transport)|apps)/' },
    },
    {
      name: 'core-no-io',
      severity: 'error',
      comment: 'No database, server, queue or DOM library in core.',
      from: { path: '^packages/core/' },
      to: { path: 'node_modules/(kysely|better-sqlite3|pg|ioredis|bullmq|fastify|react|react-dom)/' },
    },
    {
      name: 'contracts-only-core',
      severity: 'error',
      comment: 'contracts are shared by server and web: they may use core, never an app or transport.',
      from: { path: '^packages/contracts/src' },
      to: { path: '^(apps|packages/transport)/' },
    },
    {
      name: 'contracts-constants-without-zod',
      severity: 'error',
      comment: 'The constants side of contracts is imported by the web without pulling zod in.',
      from: { path: '^packages/contracts/src/constants' },
      to: { path: 'node_modules/zod/' },
    },
    {
      name: 'packages-not-from-apps',
      severity: 'error',
      comment: 'Nothing imports from apps/*: packages are below the apps.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The web and the server share code only through packages/*.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-from-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'modules-through-index',
      severity: 'error',
      comment:
        "A module's index.ts is its only door: it names what other modules may use (service " +
        'functions, the auth guard, types); repositories, runtimes and helpers stay private.',
      from: { path: MODULE, pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-through-module-doors',
      severity: 'error',
      comment: 'The bootstrap and the role starter reach a module through its index.ts too.',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/', TESTS] },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'platform/ is infrastructure without business rules: it never imports a feature module, nor the bootstrap that lists them (its tests take a migrated database from the test harness).',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|bootstrap)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
  },
};
