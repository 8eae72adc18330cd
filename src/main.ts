import { ConfigError, loadConfig } from './config/config.js';
import { startServer } from './server.js';
import { seedDemoData } from './db/seed.js';

/** In-flight requests get this long after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 4000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      // One clear line naming the variable, then stop.
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const server = await startServer(config);
  if (config.seedDemoData) await seedDemoData(server);
  server.log.info({ url: config.publicUrl, port: server.port }, `Éclat is running on ${config.publicUrl}`);

  const shutdown = (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    // Whatever still holds the process after the grace period and the pool's last second, it stops.
    setTimeout(() => {
      server.log.error({ signal }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 3000).unref();
    server.close(SHUTDOWN_GRACE_MS).then(
      () => process.exit(0),
      (e: unknown) => {
        server.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? `Startup failed: ${e.message}` : e);
  process.exit(1);
});
