import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry,
  facadeModuleId: facade,
});
const route = (file: string) => `/repo/web/src/routes/${file}?tsr-split=component`;

describe('route preloads of boot.js', () => {
  it("lists a landing page's route chunks and their static imports, minus the entry's static graph", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/repo/web/index.html', true),
      'assets/react.js': chunk('assets/react.js'),
      'assets/_shell.js': chunk('assets/_shell.js', ['assets/react.js', 'assets/icons.js'], route('_authed/_shell.tsx')),
      'assets/icons.js': chunk('assets/icons.js'),
      'assets/discover.js': chunk('assets/discover.js', ['assets/tabs.js', 'assets/icons.js'], route('_authed/_shell/discover.tsx')),
      'assets/tabs.js': chunk('assets/tabs.js', ['assets/react.js']),
      'assets/connect.js': chunk('assets/connect.js', [], route('_authed/_shell/connect.tsx')),
      'index.css': { type: 'asset' },
    };
    const table = routePreloads(bundle);
    expect(table['/discover']).toEqual(['/assets/_shell.js', '/assets/icons.js', '/assets/discover.js', '/assets/tabs.js']);
    expect(table['/connect']).toEqual(['/assets/_shell.js', '/assets/icons.js', '/assets/connect.js']);
    // A route whose chunk is not in the bundle preloads only what was found.
    expect(table['/profile']).toEqual(['/assets/_shell.js', '/assets/icons.js']);
  });
});
