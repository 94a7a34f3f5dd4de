/**
 * Parse a browser-based POST upload (multipart/form-data) with busboy, the way S3 reads it:
 * field names are case-insensitive, the `file` field carries the object and must come last
 * (fields after it are ignored), and the file is read only up to a size cap.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

export interface ParsedForm {
  /** Form fields before the file, names LOWER-CASED; the first of repeated names wins. */
  fields: Map<string, string>;
  /** The `file` field, when present and within the cap. */
  file?: { data: Buffer; filename: string; size: number };
  /** True when the file passed `maxFileBytes`; reading stopped there. */
  tooLarge: boolean;
}

/** How much more than the cap a client may keep sending before its socket is destroyed. */
const DRAIN_SLACK_BYTES = 64 * 1024 * 1024;

/**
 * Read the form of `req`. A file past `maxFileBytes` is marked `tooLarge`: its bytes are
 * dropped but the body is still read to its end (the socket is destroyed only past a generous
 * slack), so the client finishes sending and then reads the error — answering mid-upload makes
 * HTTP clients fail with EPIPE instead of seeing EntityTooLarge.
 * @throws Error on a malformed multipart body.
 */
export function parseForm(req: IncomingMessage, maxFileBytes: number): Promise<ParsedForm> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: ParsedForm['file'];
    let fileSeen = false;
    let tooLarge = false;
    let settled = false;
    const settle = (form: ParsedForm) => {
      if (settled) return;
      settled = true;
      resolve(form);
    };
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxFileBytes + DRAIN_SLACK_BYTES) req.destroy();
    });

    const bb = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 200, fileSize: maxFileBytes },
    });
    bb.on('field', (name, value) => {
      const key = name.toLowerCase();
      if (!fileSeen && !fields.has(key)) fields.set(key, value);
    });
    bb.on('file', (name, stream, info) => {
      if (name.toLowerCase() !== 'file' || fileSeen) return void stream.resume();
      fileSeen = true;
      let chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks = [];
      });
      stream.on('end', () => {
        if ((stream as { truncated?: boolean }).truncated) return;
        const data = Buffer.concat(chunks);
        file = { data, filename: info.filename ?? '', size: data.length };
      });
    });
    bb.on('close', () => settle({ fields, tooLarge, ...(file && !tooLarge ? { file } : {}) }));
    bb.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    req.pipe(bb);
  });
}
