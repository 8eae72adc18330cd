/**
 * `npm run dev`: the API with reload on :3000, the web app's Vite server on :5173 and the console's
 * on :5174, both proxying /api to the API. Ctrl-C stops all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';

// The Vite servers forward the browser's Origin as is; the API must accept theirs for cookie sessions.
const apiEnv = { ...process.env, ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, 'http://localhost:5173', 'http://localhost:5174'].filter(Boolean).join(',') };
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'admin-console/vite.config.ts'], { stdio: 'inherit' }),
];
console.log('API http://localhost:3000 · web http://localhost:5173 · console http://localhost:5174/admin/');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
