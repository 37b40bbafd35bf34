import { buildApp } from './app';
import { createDeps } from './bootstrap/deps';
import { loadConfig } from './config';
import { startRoles } from './roles';
import { createShutdown } from './shutdown';

/** Entry point: parse the config once, build the app, start the roles named by ROLE. */
async function main(): Promise<void> {
  const config = loadConfig();
  // built here, not by buildApp, so closing the HTTP server leaves them open for the roles' stop
  const deps = await createDeps(config);
  const { app } = await buildApp(config, { deps });
  const stopRoles = await startRoles(config, deps, app);

  const shutdown = createShutdown(app, deps, stopRoles, {
    timeoutMs: config.shutdownTimeoutMs,
    drainMs: config.shutdownDrainMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // Boot failures (bad config, migration error) must be loud and stop the process.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
