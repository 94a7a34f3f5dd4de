/**
 * Seamline's unsafe-content rule on given class scores (no model): Porn + Hentai ≥ 0.5 is
 * unsafe; Sexy, Drawing and Neutral never are. The real model on real photos is tested in
 * human-adapter.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EXPLICIT_THRESHOLD, isUnsafe, modelArtifacts, type UnsafeScores } from './unsafe-classifier';

const scores = (s: Partial<UnsafeScores>): UnsafeScores => ({ Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0, ...s });

describe('isUnsafe', () => {
  it('puts the threshold on Porn + Hentai at 0.5', () => {
    expect(EXPLICIT_THRESHOLD).toBe(0.5);
  });

  it.each<[string, Partial<UnsafeScores>, boolean]>([
    ['a neutral photo', { Neutral: 0.95, Sexy: 0.03, Drawing: 0.01, Porn: 0.005, Hentai: 0.005 }, false],
    ['Porn alone at the threshold', { Porn: 0.5, Neutral: 0.5 }, true],
    ['Porn alone just under it', { Porn: 0.49, Neutral: 0.51 }, false],
    ['Hentai alone at the threshold', { Hentai: 0.5, Drawing: 0.5 }, true],
    ['Porn + Hentai summing to the threshold', { Porn: 0.3, Hentai: 0.2, Neutral: 0.5 }, true],
    ['Porn + Hentai just under it', { Porn: 0.3, Hentai: 0.19, Neutral: 0.51 }, false],
    ['clearly explicit', { Porn: 0.93, Sexy: 0.05, Neutral: 0.02 }, true],
    ['a yoga photo scored almost all Sexy (0.969 by nsfwjs MobileNet v2 on a shared yoga photo)', { Sexy: 0.97, Neutral: 0.02, Porn: 0.01 }, false],
    ['a render read as drawn with some Hentai (the shared woman render: 0.232)', { Drawing: 0.698, Hentai: 0.232, Neutral: 0.031, Sexy: 0.038, Porn: 0.001 }, false],
  ])('%s', (_name, s, unsafe) => {
    expect(isUnsafe(scores(s))).toBe(unsafe);
  });
});

describe('modelArtifacts', () => {
  it('reads the nsfwjs MobileNetV2Mid graph model with all its weights from the installed package', () => {
    const a = modelArtifacts();
    expect(a.format).toBe('graph-model');
    const bytesPerWeight = (dtype: string | undefined) => (dtype === 'uint8' ? 1 : dtype === 'uint16' || dtype === 'float16' ? 2 : 4);
    const expected = (a.weightSpecs ?? []).reduce(
      (sum, w) => sum + w.shape.reduce((n, d) => n * d, 1) * bytesPerWeight(w.quantization?.dtype ?? w.dtype),
      0,
    );
    expect((a.weightData as ArrayBuffer).byteLength).toBe(expected);
  });
});
