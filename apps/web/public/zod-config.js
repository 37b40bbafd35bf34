// Read by zod when it loads (globalThis.__zod_globalConfig). The server's Content-Security-Policy
// allows no eval; to choose its compiled object parser zod probes `new Function` when a schema is
// built, and although the probe is caught the browser still reports a CSP violation. jitless skips the
// probe (the app validates small objects, where the compiled parser gains nothing). A classic script,
// so it runs before every module chunk: a setting made in a module would run only after the shared
// chunks it imports, and those build the contracts' schemas when they load.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
