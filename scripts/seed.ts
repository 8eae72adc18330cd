/** `npm run db:seed`: creates the demo accounts if missing and prints their passwords once. */
import { loadConfig } from '../src/config/config.js';
import { startServer } from '../src/server.js';
import { seedDemoData } from '../src/db/seed.js';

const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const server = await startServer(config);
try {
  await seedDemoData(server);
} finally {
  await server.close(100);
}
