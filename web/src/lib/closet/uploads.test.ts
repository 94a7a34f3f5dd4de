import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidFileMessage, isClosetPhotoType, pickPhotos, uploadClosetPhoto } from './uploads';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0)));
const file = (name: string, type: string, head: number[] = [...'plain text here!'].map((c) => c.charCodeAt(0))) =>
  new File([new Uint8Array(head)], name, { type });

describe('pickPhotos (checks the bytes, issue 17 §2)', () => {
  it('keeps images up to the room left and names the files that are not images', async () => {
    const picked = await pickPhotos(
      [file('a.jpg', 'image/jpeg', JPEG), file('notes.pdf', 'application/pdf'), file('b.png', 'image/png', PNG), file('c.webp', 'image/webp', WEBP)],
      2,
    );
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(picked.invalid).toEqual(['notes.pdf']);
    expect(picked.dropped).toBe(1);
  });
  it('refuses a text file named and typed as a JPEG, and a file over 10 MB', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const picked = await pickPhotos([file('fake.jpg', 'image/jpeg'), big], 3);
    expect(picked).toMatchObject({ accepted: [], invalid: ['fake.jpg'], tooLarge: ['huge.jpg'] });
  });
  it('accepts nothing when the form is full', async () => {
    expect(await pickPhotos([file('a.jpg', 'image/jpeg', JPEG)], 0)).toEqual({ accepted: [], invalid: [], tooLarge: [], dropped: 1 });
  });
});

describe('texts and types', () => {
  it("fills the file's name into the spec's text", () => {
    expect(invalidFileMessage('cv.docx')).toBe('cv.docx is not a valid image file');
  });
  it('sends JPEG, PNG and WebP as they are', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map(isClosetPhotoType)).toEqual([true, true, true, false]);
  });
});

/** A fake XMLHttpRequest answering `status` after one progress event. */
function fakeXhr(status: number, sent: FormData[]) {
  return class {
    status = 0;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.onload?.();
      });
    }
  };
}

describe('uploadClosetPhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('presigns with type and size, posts fields then the file, reports progress and returns the key', async () => {
    const requests: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, body: JSON.parse(String(init.body)) });
        return Promise.resolve(new Response(JSON.stringify({ url: 'http://s3/bucket', fields: { key: 'uploads/closet/me/k', policy: 'p' }, key: 'uploads/closet/me/k' }), { status: 200 }));
      }),
    );
    const sent: FormData[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(204, sent));
    const progress: number[] = [];
    const photo = new File([new Uint8Array(12)], 'shirt.png', { type: 'image/png' });
    const key = await uploadClosetPhoto('me', photo, { onProgress: (p) => progress.push(p) });
    expect(key).toBe('uploads/closet/me/k');
    expect(requests).toEqual([{ url: '/api/closets/me/photo-uploads', body: { contentType: 'image/png', size: 12 } }]);
    expect([...sent[0]!.keys()]).toEqual(['key', 'policy', 'file']);
    expect(progress).toEqual([0.5, 1]);
  });

  it("fails with the spec's upload text when storage refuses", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ url: 'http://s3/b', fields: {}, key: 'k' }), { status: 200 }))));
    vi.stubGlobal('XMLHttpRequest', fakeXhr(403, []));
    const photo = new File([new Uint8Array(3)], 'a.jpg', { type: 'image/jpeg' });
    await expect(uploadClosetPhoto('me', photo)).rejects.toThrow('Please try again or check your connection');
  });
});
