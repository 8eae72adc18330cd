import { spawn, type SpawnOptions } from 'node:child_process';

/**
 * Starts Éclat's server in a process of its own, as `npm start` and the image run it: plain node on the
 * compiled bundle (issue #39), which the integration project's global setup keeps built. Under tsx, a start
 * on CI's machine, busy with the browser tests beside, took more than 30 s; the bundle starts in a few.
 * One process: a signal sent to it reaches the server itself, and a SIGKILL ends it with signal 'SIGKILL'.
 */
export function spawnServer(env: NodeJS.ProcessEnv, options: Omit<SpawnOptions, 'env'> = {}) {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: ['ignore', 'pipe', 'pipe'], ...options, env });
}
