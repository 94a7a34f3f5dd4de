/**
 * V8 heap flags of the local runtime's process (`npm start`), as Lambda's Node.js runtime sets them
 * for a function (issue 22 soak: RSS under load).
 *
 * Lambda's bootstrap (`/var/runtime/bootstrap` of the Node.js base images) starts node with
 * `--max-semi-space-size=<memory/10/2>` and `--max-old-space-size=<memory − memory/10>` (MB) for the
 * function's configured memory. V8 sizes its old-generation growth by that maximum (its heap
 * controller allows a growing factor near 1.1 for small maximum heaps, up to 4 for large ones), so
 * a 512 MB function grows its heap little beyond what is live. Without the flags the local process
 * got V8's default for this machine's RAM (a ≈ 4 GB heap limit) and, under the soak's CPU contention,
 * let the old generation reach 3–4× the live heap between mark-compacts: RSS climbed in steps while
 * the live heap did not grow (docs/architecture.md, Soak memory).
 *
 * The runtime hosts every function in one process; {@link LOCAL_RUNTIME_MEMORY_MB} is the default
 * memory of the functions (`ApiFunction`, infra/lib/api-function.ts: 512 MB; the processors' default too).
 */

/** Memory the flags are computed for (MB): the functions' default `memorySize`. */
export const LOCAL_RUNTIME_MEMORY_MB = 512;

/** Lambda's Node.js heap flags for a function of `memoryMb` MB (integer MB, as its bootstrap computes them). */
export function lambdaHeapFlags(memoryMb: number): string[] {
  const newSpace = Math.floor(memoryMb / 10);
  return [`--max-semi-space-size=${Math.floor(newSpace / 2)}`, `--max-old-space-size=${memoryMb - newSpace}`];
}

/** The flags `npm start` (package.json) and the benches' `startApp` run the runtime with. */
export const LOCAL_RUNTIME_NODE_FLAGS = lambdaHeapFlags(LOCAL_RUNTIME_MEMORY_MB);
