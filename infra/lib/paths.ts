/** Absolute paths of the workspaces the CDK app bundles from (independent of the cwd). */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `functions/<area>/handler.ts` and friends. */
export const functionsDir = join(repoRoot, 'functions');
/** Stream processors: `events/<entry>`. */
export const eventsDir = join(repoRoot, 'events');
/** The built SPA (`npm run build:web`). */
export const webDistDir = join(repoRoot, 'web', 'dist');
