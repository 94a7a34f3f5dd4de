/**
 * Compare two V8 heap snapshots of one process (e.g. the soak's `SOAK_HEAPSNAPSHOTS` pair, minute
 * 2 and the end): self size and count per node type and constructor, largest change first.
 *
 *   npx tsx tests/bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows=40]
 *
 * A snapshot is taken after a full GC, so the totals are the live heap. Snapshots of 80 MB parse
 * in ≈ 1 GB of memory (`NODE_OPTIONS=--max-old-space-size=4096` if needed).
 */
import { readFileSync } from 'node:fs';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self size (bytes) and count per `type:constructor` of one snapshot file. */
export function heapCensus(file: string): Map<string, { count: number; size: number }> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const out = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + iType]!]!;
    const named = type === 'object' || type === 'closure' || type === 'native';
    const key = type.endsWith('string') ? 'string' : `${type}:${named ? snap.strings[snap.nodes[i + iName]!]!.slice(0, 80) : ''}`;
    const entry = out.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += snap.nodes[i + iSize]!;
    out.set(key, entry);
  }
  return out;
}

const [before, after, rows = '40'] = process.argv.slice(2);
if (before && after) {
  const a = heapCensus(before);
  const b = heapCensus(after);
  const total = (m: typeof a) => [...m.values()].reduce((s, e) => s + e.size, 0) / 2 ** 20;
  console.log(`live heap (self sizes): ${total(a).toFixed(1)} MB → ${total(b).toFixed(1)} MB`);
  const diff = [...new Set([...a.keys(), ...b.keys()])].map((key) => ({
    key,
    sizeKb: ((b.get(key)?.size ?? 0) - (a.get(key)?.size ?? 0)) / 1024,
    count: (b.get(key)?.count ?? 0) - (a.get(key)?.count ?? 0),
    nowKb: (b.get(key)?.size ?? 0) / 1024,
  }));
  diff.sort((x, y) => Math.abs(y.sizeKb) - Math.abs(x.sizeKb));
  for (const d of diff.slice(0, Number(rows)))
    console.log(`${d.sizeKb.toFixed(0).padStart(8)} KB ${String(d.count).padStart(8)} #   now ${d.nowKb.toFixed(0).padStart(8)} KB   ${d.key}`);
} else if (process.argv[1]?.endsWith('heap-diff.ts')) {
  console.error('usage: npx tsx tests/bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows]');
  process.exitCode = 2;
}
