/**
 * Image moderation stays out of Lambda bundles' way (issue 33 §5): every area that attaches user
 * images imports the moderation port, but the local adapter (sharp, the scan's Human / tfjs /
 * nsfwjs loaders) is imported from a computed URL that esbuild does not follow. Built here with the
 * very esbuild options of the CDK functions (`infra/lib/bundling.ts`), in memory.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '@seamline/infra/lib/bundling';
import { accessOf } from '@seamline/infra/lib/area-access';

/** The source files (repo-relative paths) esbuild puts into `area`'s bundle. */
async function bundleInputs(area: string): Promise<string[]> {
  const result = await build({
    ...esbuildOptions,
    external: [...esbuildOptions.external, ...(accessOf(area).nativeModules ?? [])],
    entryPoints: [new URL(`../../functions/${area}/handler.ts`, import.meta.url).pathname],
    outfile: `/tmp/seamline-bundle-check/${area}.mjs`,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const MODEL_CODE = /@tensorflow|nsfwjs|@vladmandic|scan\/vision\/(human-adapter|person-segmenter)|image-moderation(\/(local-adapter|fixture-classifier)|-local)/;

describe('image moderation in the Lambda bundles', () => {
  it.each(['auth', 'closet', 'posts', 'outfits'])('the %s bundle holds the Rekognition adapter and none of the local model code', async (area) => {
    const inputs = await bundleInputs(area);
    expect(inputs).toContain('functions/_core/image-moderation/rekognition-adapter.ts');
    expect(inputs.filter((i) => MODEL_CODE.test(i))).toEqual([]);
  }, 60_000);

  it.each(['auth', 'media', 'feed'])('the %s bundle (no sharp in its asset) holds no sharp code', async (area) => {
    expect((await bundleInputs(area)).filter((i) => /node_modules\/sharp\/|closet\/photo-processing/.test(i))).toEqual([]);
  }, 60_000);
});
