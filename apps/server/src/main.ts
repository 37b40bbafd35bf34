import { buildApp } from './app';
import { loadConfig } from './config';
import { startRoles } from './roles';

/** Entry point: parse the config once, build the app, start the roles named by ROLE. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, deps } = await buildApp(config);
  const stopRoles = await startRoles(config, deps, app);

  const shutdown = async (signal: string) => {
    deps.logger.info({ signal }, 'shutting down');
    await stopRoles();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // Boot failures (bad config, migration error) must be loud and stop the process.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
