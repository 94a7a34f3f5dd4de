/**
 * Vite plugin: emits `boot.js` (web/boot/boot.js) with the route-chunk preload table filled in.
 *
 * TanStack Router's automatic code splitting puts each route's component in its own chunk, which
 * the router only requests once the entry has downloaded and run. For the landing pages below,
 * boot.js adds `<link rel="modulepreload">` for the route chunks (and the chunks they import
 * statically, minus what index.html already preloads), so they download in parallel with the
 * entry. The table is computed from the bundle, so it always names the current hashed files.
 * In `vite dev` boot.js is served with an empty table (no chunks there).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./boot.js', import.meta.url));
const PLACEHOLDER = '__ROUTE_PRELOADS__';

/** Landing paths → their route files under src/routes (layout first). */
export const PRELOAD_ROUTES: Record<string, string[]> = {
  '/': ['_authed/_shell.tsx', '_authed/_shell/index.tsx'],
  '/discover': ['_authed/_shell.tsx', '_authed/_shell/discover.tsx'],
  '/connect': ['_authed/_shell.tsx', '_authed/_shell/connect.tsx'],
  '/profile': ['_authed/_shell.tsx', '_authed/_shell/profile.index.tsx'],
  '/measurements': ['_authed/_shell.tsx', '_authed/_shell/measurements.tsx'],
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The route-preload table of a bundle (exported for tests). */
export function routePreloads(bundle: Record<string, { type: string }>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk') as ChunkLike[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const staticGraph = (start: string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      staticGraph(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = staticGraph(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const table: Record<string, string[]> = {};
  for (const [path, files] of Object.entries(PRELOAD_ROUTES)) {
    const roots = files.flatMap((f) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/routes/${f}?tsr-split=component`));
      return chunk ? [chunk.fileName] : [];
    });
    table[path] = [...staticGraph(roots)].filter((f) => !entry.has(f)).map((f) => `/${f}`);
  }
  return table;
}

export function routePreloadsPlugin(): Plugin {
  const source = (table: Record<string, string[]>) => {
    const template = readFileSync(TEMPLATE, 'utf8');
    if (template.split(PLACEHOLDER).length !== 2) throw new Error(`${TEMPLATE} must hold ${PLACEHOLDER} exactly once`);
    return template.replace(PLACEHOLDER, JSON.stringify(table));
  };
  return {
    name: 'seamline-boot-route-preloads',
    configureServer(server) {
      server.middlewares.use('/boot.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(source({}));
      });
    },
    // The classic (non-module) boot script goes in by the plugin, first in <head>: written in
    // index.html, Vite would try to bundle it and warn that it has no type="module".
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: '/boot.js', async: true }, injectTo: 'head-prepend' }],
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: source(routePreloads(bundle as Record<string, { type: string }>)) });
    },
  };
}
