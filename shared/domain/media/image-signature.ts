/**
 * What an image file really is, from its first bytes (magic numbers), not its name or the type
 * the browser guessed (issue 17 §2). Browser-safe; the web checks a picked file with it before
 * the screen accepts it. The server keeps its own check (sharp decodes the upload).
 *
 * Signatures: JPEG `FF D8 FF` (ITU T.81); PNG `89 50 4E 47 0D 0A 1A 0A` (RFC 2083); WebP
 * `RIFF….WEBP` (RIFF container, Google WebP spec); HEIC/HEIF an ISO-BMFF `ftyp` box at byte 4
 * with a brand of the HEIF family (ISO/IEC 23008-12: heic, heix, hevc, hevx, heim, heis, mif1,
 * msf1, avif excluded).
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

/** Bytes needed to tell the kinds apart. */
export const SIGNATURE_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * The image kind of a file's first bytes, or null when they are not JPEG, PNG, WebP or HEIC/HEIF.
 * @param head at least the first {@link SIGNATURE_BYTES} bytes (fewer → null unless they suffice).
 */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => head[i] === v)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  return null;
}
