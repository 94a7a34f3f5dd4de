import { describe, expect, it } from 'vitest';
import { shareButtonText, withShareResult } from './share-state';

describe('share toggle state (issue 32)', () => {
  it("takes the server's state and count, never showing fewer shares than one's own", () => {
    const post = { id: 'p', sharedByMe: false, shareCount: 3 };
    expect(withShareResult(post, { shared: true, shareCount: 4 })).toEqual({ id: 'p', sharedByMe: true, shareCount: 4 });
    expect(withShareResult(post, { shared: true, shareCount: 0 })).toEqual({ id: 'p', sharedByMe: true, shareCount: 1 });
    expect(withShareResult({ ...post, sharedByMe: true }, { shared: false, shareCount: 2 })).toEqual({ id: 'p', sharedByMe: false, shareCount: 2 });
  });

  it("reads 'Shared' while shared, 'Share' otherwise", () => {
    expect(shareButtonText(true)).toBe('Shared');
    expect(shareButtonText(false)).toBe('Share');
  });
});
