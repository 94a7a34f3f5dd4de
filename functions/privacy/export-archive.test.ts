import { describe, expect, it } from 'vitest';
import { IMAGE_CONTENT_TYPES } from '@seamline/shared/contracts/media-constants';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@seamline/shared/contracts/notifications';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import {
  FILE_DESCRIPTIONS,
  NOT_EXPORTED,
  PHOTO_EXTENSIONS,
  photoNameOf,
  readmeOf,
  settingsFile,
  sniffedExtension,
  type ManifestFile,
} from './export-archive';
import { USER_DATA_SOURCES } from './user-data';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1]);
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]);
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0]);

describe('photo names in the export carry an extension (issue 35 §4)', () => {
  it('from the stored content type', () => {
    expect(photoNameOf('closet/u1/p1-full', 'image/jpeg', new Uint8Array())).toBe('photos/closet/u1/p1-full.jpg');
    expect(photoNameOf('avatars/u1/a', 'image/png', new Uint8Array())).toBe('photos/avatars/u1/a.png');
    expect(photoNameOf('posts/u1/x', 'image/webp; charset=binary', new Uint8Array())).toBe('photos/posts/u1/x.webp');
    expect(photoNameOf('uploads/outfits/u1/x', 'IMAGE/HEIC', new Uint8Array())).toBe('photos/uploads/outfits/u1/x.heic');
  });

  it('every image type an upload may have has an extension', () => {
    for (const type of IMAGE_CONTENT_TYPES) expect(PHOTO_EXTENSIONS[type], type).toMatch(/^[a-z]{3,4}$/);
  });

  it('from the first bytes when the stored type is not an image type; bin when nothing matches', () => {
    expect(photoNameOf('closet/u1/a', 'binary/octet-stream', PNG)).toBe('photos/closet/u1/a.png');
    expect(photoNameOf('closet/u1/a', undefined, JPEG)).toBe('photos/closet/u1/a.jpg');
    expect(photoNameOf('closet/u1/a', undefined, bytes('hello world!'))).toBe('photos/closet/u1/a.bin');
    expect([JPEG, PNG, WEBP, HEIC, AVIF, GIF].map(sniffedExtension)).toEqual(['jpg', 'png', 'webp', 'heic', 'avif', 'gif']);
    expect(sniffedExtension(new Uint8Array())).toBeNull();
  });

  it('a key that already ends with the extension keeps its name', () => {
    expect(photoNameOf('scans/retained/u1/2026-12-01T00:00:00.000Z_x.jpg', 'image/jpeg', JPEG)).toBe('photos/scans/retained/u1/2026-12-01T00:00:00.000Z_x.jpg');
    expect(photoNameOf('a/u1/b.JPEG', 'image/jpeg', JPEG)).toBe('photos/a/u1/b.JPEG');
    expect(photoNameOf('a/u1/b.png', 'image/jpeg', JPEG)).toBe('photos/a/u1/b.png.jpg');
  });
});

describe('settings files are written even when they are the defaults (issue 35 §4)', () => {
  it('never saved → every default, source defaults, updatedAt null', () => {
    expect(settingsFile('u1', null, DEFAULT_PRIVACY_SETTINGS)).toEqual({ source: 'defaults', userId: 'u1', ...DEFAULT_PRIVACY_SETTINGS, updatedAt: null });
    expect(settingsFile('u1', null, DEFAULT_NOTIFICATION_PREFERENCES)).toEqual({ source: 'defaults', userId: 'u1', ...DEFAULT_NOTIFICATION_PREFERENCES, updatedAt: null });
  });

  it('saved → the saved values; a setting the item lacks reads as its default and is named', () => {
    const { discoverableByFit: _, ...older } = { ...DEFAULT_PRIVACY_SETTINGS, dataRetention: '1year', machineLearning: true };
    const file = settingsFile('u1', { userId: 'u1', ...older, updatedAt: '2026-12-01T00:00:00.000Z' }, DEFAULT_PRIVACY_SETTINGS);
    expect(file).toEqual({
      userId: 'u1',
      source: 'saved',
      ...DEFAULT_PRIVACY_SETTINGS,
      dataRetention: '1year',
      machineLearning: true,
      updatedAt: '2026-12-01T00:00:00.000Z',
      defaultsApplied: ['discoverableByFit'],
    });
  });
});

describe('README.txt and the manifest', () => {
  it('every exported source has a description', () => {
    for (const name of Object.keys(USER_DATA_SOURCES)) {
      if (!(NOT_EXPORTED as readonly string[]).includes(name)) expect(FILE_DESCRIPTIONS[name], name).toBeTruthy();
    }
  });

  it('lists every data file with its count and the photos by folder', () => {
    const files: ManifestFile[] = [
      { name: 'data/account.json', kind: 'data', records: 1, description: 'your account and profile' },
      { name: 'data/suggestionComments.json', kind: 'data', records: 2, description: FILE_DESCRIPTIONS.suggestionComments! },
      { name: 'data/posts.json', kind: 'data', records: 0, description: 'your posts' },
      { name: 'photos/closet/u1/a.jpg', kind: 'photo', bytes: 10, contentType: 'image/jpeg', storedAs: 'closet/u1/a' },
      { name: 'photos/closet/u1/b.jpg', kind: 'photo', bytes: 10, contentType: 'image/jpeg', storedAs: 'closet/u1/b' },
      { name: 'photos/avatars/u1/c.png', kind: 'photo', bytes: 10, contentType: 'image/png', storedAs: 'avatars/u1/c' },
    ];
    const text = readmeOf('u1', '2026-12-06T08:00:00.000Z', files);
    expect(text).toContain('Exported 2026-12-06T08:00:00.000Z for account u1.');
    expect(text).toContain('3 data files and 3 photos');
    expect(text).toMatch(/data\/account\.json\s+1 record\s+your account and profile/);
    expect(text).toMatch(/data\/suggestionComments\.json\s+2 records\s+comments you wrote on outfit suggestions, also in events you have left/);
    expect(text).toMatch(/data\/posts\.json\s+0 records\s+your posts/);
    expect(text).toMatch(/photos\/closet\/\s+2 photos/);
    expect(text).toMatch(/photos\/avatars\/\s+1 photo\n/);
    expect(readmeOf('u1', 'x', files.slice(0, 1))).toContain('(none)');
  });
});
