/**
 * zod never compiles validators with `new Function` in the browser (issue 32). The site's
 * Content-Security-Policy (`script-src 'self'`, infra/lib/security-header-policy.ts) forbids eval;
 * zod 4 probes for it with a caught `new Function('')`, which still fires a
 * `securitypolicyviolation` on every page that validates (the e2e suite fails on any). zod reads
 * its config from `globalThis.__zod_globalConfig` (zod/v4/core `globalConfig`, shared with
 * `z.config`), so setting `jitless` here — imported first by main.tsx — keeps zod itself out of
 * the entry bundle. Mutates the object if zod created it already.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
