// Prints each entry's gzipped JavaScript and fails when a budget is exceeded (issue #2):
// the public web app's first route under 170 KB gz, the console's initial JS under 600 KB gz.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { web: 170, admin: 600 };
const kb = (n) => (n / 1024).toFixed(1);
let failed = false;

for (const [name, budget] of Object.entries(BUDGETS)) {
  const dir = path.join('dist', name);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // What the browser fetches before the first render: the entry script and its modulepreloads.
  const initial = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\/(admin\/)?/, ''));
  const gz = (file) => gzipSync(readFileSync(path.join(dir, file))).length;
  const initialGz = initial.reduce((sum, f) => sum + gz(f), 0);
  const all = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  const totalGz = all.reduce((sum, f) => sum + gz(path.join('assets', f)), 0);
  const ok = initialGz / 1024 <= budget;
  failed ||= !ok;
  console.log(`${name.padEnd(6)} initial JS ${kb(initialGz).padStart(6)} KB gz (budget ${budget} KB) ${ok ? 'ok' : 'OVER BUDGET'} · ${initial.length} file(s) · all chunks ${kb(totalGz)} KB gz in ${all.length} files`);
}
process.exit(failed ? 1 : 0);
