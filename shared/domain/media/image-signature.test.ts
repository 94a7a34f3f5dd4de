import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-signature';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageKindOf (magic numbers)', () => {
  it('knows JPEG, PNG, WebP and HEIC/HEIF', () => {
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(imageKindOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('heic');
    expect(imageKindOf(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0]))).toBe('heic');
  });

  it('refuses text, an MP4, a RIFF that is not WebP, and too few bytes', () => {
    expect(imageKindOf(bytes('hello, this is text'))).toBeNull();
    expect(imageKindOf(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0]))).toBeNull();
    expect(imageKindOf(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(imageKindOf(bytes([0xff, 0xd8]))).toBeNull();
  });
});
