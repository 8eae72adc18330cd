import { ConfigError, loadConfig } from './config/config.js';
import { startServer } from './server.js';
import { seedAtBoot } from './db/seed.js';

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
  // The demo accounts, and the demo world on a new database (issue #35); its portraits follow in the background.
  if (config.seedDemoData) await seedAtBoot(server, config);
  server.log.info({ url: config.publicUrl, port: server.port }, `Éclat is running on ${config.publicUrl}`);

  const shutdown = (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    // Whatever still holds the process after the drain, the grace period and the pool's last second, it stops.
    const { drainDelayMs, graceMs } = config.shutdown;
    setTimeout(() => {
      server.log.error({ signal }, 'shutdown took too long: exiting');
      process.exit(1);
    }, drainDelayMs + graceMs + 3000).unref();
    // Issue #37: readiness fails and answers close their connections. Behind the proxy (which reuses its idle
    // connections and will not replay a POST sent on one being closed) idle ones are not cut; browsers talking
    // to the instance directly replay a request refused on a reused connection, so theirs are closed at once.
    server.close(graceMs, { delayMs: drainDelayMs, keepIdle: config.trustProxy }).then(
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
