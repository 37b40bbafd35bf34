/**
 * The dependency direction of docs/architecture.md, checked in CI (`npm run lint:deps`):
 * core imports nothing of ours, nothing of node, the DOM or a database; contracts may use core's
 * types; nothing imports from apps/*; server modules reach each other only through their service
 * exports (and the auth guard, the one permission seam for routes); no import cycles anywhere.
 */
const MODULE = '^apps/server/src/modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle makes load order matter and hides a missing seam. Type-only imports and ' +
        'dynamic import() count too: a handler loaded lazily still closes the loop.',
      from: { pathNot: '^apps/web/' },
      to: { circular: true },
    },
    {
      name: 'no-cycles-web',
      severity: 'error',
      comment:
        "The web app's import cycles. A lazy page's import() is exempt: a page loads after every " +
        'module it could cycle through, and the menus that ask where a link leads read the route ' +
        'table that names the pages lazily.',
      from: { path: '^apps/web/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
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
      name: 'modules-through-services',
      severity: 'error',
      comment:
        'A module reaches another only through its service exports (or the auth guard for routes); ' +
        'repositories, runtimes and helpers stay private to their module.',
      from: { path: `${MODULE}`, pathNot: '\\.test\\.ts$|test-helpers\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/[^/]+\\.service\\.ts$',
          '^apps/server/src/modules/auth/auth\\.guard\\.ts$',
        ],
      },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'platform/ is infrastructure without business rules: it never imports a feature module.',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
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
