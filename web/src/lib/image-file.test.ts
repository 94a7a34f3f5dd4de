import { describe, expect, it } from 'vitest';
import { isHeic, isImageFile } from './image-file';

describe('profile photo files', () => {
  it('accepts any image type and .heic/.heif names', () => {
    expect(isImageFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isImageFile({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isImageFile({ type: 'application/octet-stream', name: 'photo.heif' })).toBe(true);
    expect(isImageFile({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf', name: 'cv.pdf' })).toBe(false);
  });

  it('recognises HEIC by type or name', () => {
    expect(isHeic({ type: 'image/heic', name: 'x' })).toBe(true);
    expect(isHeic({ type: '', name: 'x.heic' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });
});
