/** Types for `heic-convert` (no bundled types): HEIC/HEIF → JPEG or PNG. */
declare module 'heic-convert' {
  interface ConvertOptions {
    buffer: Uint8Array;
    format: 'JPEG' | 'PNG';
    /** JPEG quality 0–1. */
    quality?: number;
  }
  export default function convert(options: ConvertOptions): Promise<ArrayBuffer>;
}
