/** Folders of the repository the local runtime needs. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root (this file is infra/local/support/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The built SPA: `<repo>/web/dist`. */
export const defaultWebDist = path.join(repoRoot, 'web', 'dist');
