// Initial JS of the SPA: the entry chunk plus every chunk it imports statically, gzipped.
// Budget 150 KB (issue: initial JS ≤ 150 KB gzipped). Run after `vite build`:
//   node web/scripts/bundle-size.mjs            (exits 1 over budget)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 150;

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const seen = new Set();
const rows = [];
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  rows.push({ file: chunk.file, gzip: gz(chunk.file) });
  for (const dep of chunk.imports ?? []) walk(dep);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entryKey);
const css = (manifest[entryKey].css ?? []).map((file) => ({ file, gzip: gz(file) }));

const kb = (n) => (n / 1024).toFixed(1);
const entryGzip = rows[0].gzip;
const totalJs = rows.reduce((sum, r) => sum + r.gzip, 0);
for (const r of rows) console.log(`${kb(r.gzip).padStart(7)} KB  ${r.file}`);
for (const c of css) console.log(`${kb(c.gzip).padStart(7)} KB  ${c.file} (css)`);
console.log(`entry chunk ${kb(entryGzip)} KB gz; entry + static imports ${kb(totalJs)} KB gz (budget ${BUDGET_KB} KB)`);
if (totalJs / 1024 > BUDGET_KB) process.exit(1);
