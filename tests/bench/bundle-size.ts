/**
 * Bundle sizes: every Lambda entry bundled with the SAME esbuild options the CDK uses
 * (infra/lib/bundling.ts), minified, without source maps; targets ≤ 300 KB for health and the
 * authorizer. Web initial JS: the entry script and its modulepreloads from web/dist/index.html,
 * gzipped; target ≤ 150 KB. Package files copied into an asset besides the bundle (the scan's
 * segmentation model, issue 23: `packageFiles` in infra/lib/area-access.ts) are listed with their
 * bytes per area.
 */
import { build, type BuildOptions } from 'esbuild';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { esbuildOptions } from '../../infra/lib/bundling';
import { areaAccess } from '../../infra/lib/area-access';
import { areas } from '../../shared/contracts/manifest';
import { processors } from '../../events/processors';
import { repoRoot, round, writeResult } from './lib';

/** Every Lambda entry the CDK app deploys: areas, authorizer, realtime, stream processors. */
function lambdaEntries(): Record<string, string> {
  return {
    ...Object.fromEntries(areas.map((a) => [a, `functions/${a}/handler.ts`])),
    authorizer: 'functions/authorizer/handler.ts',
    realtime: 'functions/realtime/handler.ts',
    ...Object.fromEntries(processors.map((p) => [`processor:${p.name}`, `events/${p.entry}`])),
  };
}

const KB = 1024;

async function lambdaSizes(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [name, entry] of Object.entries(lambdaEntries())) {
    const out = await build({
      ...(esbuildOptions as unknown as BuildOptions),
      entryPoints: [path.join(repoRoot, entry)],
      bundle: true,
      write: false,
      sourcemap: false,
      outfile: 'index.mjs',
      logLevel: 'silent',
    });
    sizes[name] = (out.outputFiles ?? []).filter((f) => f.path.endsWith('.mjs')).reduce((n, f) => n + f.contents.length, 0);
  }
  return sizes;
}

function webInitialJs(): { files: string[]; rawBytes: number; gzipBytes: number } {
  const dist = path.join(repoRoot, 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) execSync('npm run build -w web', { cwd: repoRoot, stdio: 'inherit' });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of new Set(files)) {
    const buf = readFileSync(path.join(dist, f));
    rawBytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  return { files: [...new Set(files)], rawBytes, gzipBytes };
}

/** Bytes of the package files each area ships besides its bundle, per file and in total (KB). */
function packageFileSizes(): Record<string, { files: Record<string, number>; totalKB: number }> {
  const out: Record<string, { files: Record<string, number>; totalKB: number }> = {};
  for (const [area, access] of Object.entries(areaAccess)) {
    if (!access.packageFiles?.length) continue;
    const files: Record<string, number> = {};
    for (const { packageName, files: names } of access.packageFiles) {
      for (const f of names) files[`${packageName}/${f}`] = round(statSync(path.join(repoRoot, 'node_modules', packageName, f)).size / KB, 1);
    }
    out[area] = { files, totalKB: round(Object.values(files).reduce((a, b) => a + b, 0), 1) };
  }
  return out;
}

export async function benchBundles(): Promise<void> {
  const lambdas = await lambdaSizes();
  const packageFiles = packageFileSizes();
  const web = webInitialJs();
  const lambdaKb = Object.fromEntries(Object.entries(lambdas).map(([k, v]) => [k, round(v / KB, 1)]));
  writeResult('bundles', {
    lambdaMinifiedKB: lambdaKb,
    lambdaTargetKB: { health: 300, authorizer: 300 },
    lambdaPackageFilesKB: packageFiles,
    webInitialJs: { files: web.files, rawKB: round(web.rawBytes / KB, 1), gzipKB: round(web.gzipBytes / KB, 1), targetGzipKB: 150 },
    pass: (lambdaKb.health ?? Infinity) <= 300 && (lambdaKb.authorizer ?? Infinity) <= 300 && web.gzipBytes <= 150 * KB,
  });
}
