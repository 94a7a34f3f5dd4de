/**
 * Colour suggestion benchmark (issue 34 §6), `npm run bench -- closet-colour`:
 *
 * - time per photo of a 1200×1600 JPEG (a T-shirt on a backdrop, tests/fixtures/garment-photos):
 *   - browser: `suggestColourFromFile` (decode + 64 px canvas + `dominantColour`), the code the
 *     Add item dialog runs, bundled with esbuild and run in Chromium (/usr/bin/chromium or
 *     `CHROMIUM_PATH`), timed with performance.now() around each call;
 *   - node: sharp decode + resize to 64 px + `dominantColour` (tests/fixtures `photoColour`);
 *   - the pure `dominantColour` on the 64 px sample alone;
 *   p50 / p95 / max over {@link RUNS} runs after {@link WARM_UP} warm-up calls, sequential.
 * - accuracy: every palette colour as a shirt on 4 backdrops (white, light grey, warm off-white,
 *   dark grey): share named right, and the answers marked 'low' confidence.
 * Target: ≤ 50 ms per photo. Writes tests/bench/results/closet-colour.json.
 */
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { COLOUR_PALETTE, COLOUR_SAMPLE_SIDE, dominantColour } from '@seamline/shared/domain/closet/dominant-colour';
import { photoColour, shirtPhoto } from '../fixtures/garment-photos';
import { percentile, repoRoot, round, writeResult } from './lib';

const RUNS = Number(process.env.COLOUR_BENCH_RUNS ?? 60);
const WARM_UP = 5;
const BACKDROPS = { white: '#ffffff', 'light grey': '#dcdce1', 'warm off-white': '#f2f0ea', 'dark grey': '#202020' } as const;
const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const summary = (ms: number[]) => ({ p50: round(percentile(ms, 50), 2), p95: round(percentile(ms, 95), 2), max: round(Math.max(...ms), 2) });

async function timed(fn: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms;
}

/** Times `suggestColourFromFile` in Chromium on `jpeg`; also returns its answer. */
async function browserTimes(jpeg: Buffer): Promise<{ ms: number[]; answer: unknown }> {
  const bundle = await build({
    entryPoints: [`${repoRoot}web/src/lib/closet/dominant-colour.ts`],
    bundle: true,
    format: 'iife',
    globalName: 'colour',
    write: false,
    target: 'es2022',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>colour bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    // A string, not a function: tsx's transform would add helpers the page does not have.
    await page.evaluate(`window.benchBytes = Uint8Array.from(atob(${JSON.stringify(jpeg.toString('base64'))}), (c) => c.charCodeAt(0))`);
    return (await page.evaluate(`(async () => {
      // A new Blob per call: the browser decodes the photo each time, as for a new pick.
      const once = () => colour.suggestColourFromFile(new Blob([benchBytes], { type: 'image/jpeg' }));
      for (let i = 0; i < ${WARM_UP}; i++) await once();
      const ms = [];
      let answer;
      for (let i = 0; i < ${RUNS}; i++) {
        const t = performance.now();
        answer = await once();
        ms.push(performance.now() - t);
      }
      return { ms, answer };
    })()`)) as { ms: number[]; answer: unknown };
  } finally {
    await browser.close();
  }
}

export async function benchClosetColour(): Promise<void> {
  const jpeg = await shirtPhoto(BACKDROPS['light grey'], '#1c2450');
  const node = await timed(() => photoColour(jpeg));
  const { data, info } = await sharp(jpeg).resize({ width: COLOUR_SAMPLE_SIDE, height: COLOUR_SAMPLE_SIDE, fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pure = await timed(() => dominantColour(data, info.width));
  const browser = await browserTimes(jpeg);

  const wrong: string[] = [];
  const lowConfidence: string[] = [];
  let right = 0;
  for (const colour of COLOUR_PALETTE) {
    for (const [backdropName, backdrop] of Object.entries(BACKDROPS)) {
      const answer = await photoColour(await shirtPhoto(backdrop, hex(colour.rgb), 600, 800));
      const label = `${colour.name} on ${backdropName}`;
      if (answer?.name === colour.name) right++;
      else wrong.push(`${label} → ${answer?.name ?? 'none'} (${answer?.confidence ?? '-'})`);
      if (answer?.confidence === 'low') lowConfidence.push(`${label} → ${answer.name}`);
    }
  }
  const total = COLOUR_PALETTE.length * Object.keys(BACKDROPS).length;
  const result = {
    photo: '1200×1600 JPEG q85, navy T-shirt on light grey',
    sampleSidePx: COLOUR_SAMPLE_SIDE,
    runs: RUNS,
    loadavg1m: round(loadavg()[0]!, 2),
    browserSuggestMs: summary(browser.ms),
    browserAnswer: browser.answer,
    nodeSharpMs: summary(node),
    dominantColourOnlyMs: summary(pure),
    targetMs: 50,
    accuracy: { right, total, share: round(right / total, 3), wrong, lowConfidence, photos: '600×800 JPEG q85 shirts, every palette colour × 4 backdrops' },
  };
  writeResult('closet-colour', result);
  console.table({ browser: result.browserSuggestMs, 'node (sharp)': result.nodeSharpMs, 'dominantColour only': result.dominantColourOnlyMs });
}
