/**
 * Error grouping (issue 21, the way Sentry groups by default): a JS error's fingerprint is its
 * normalised message + its top stack frame, so the same bug on other pages, browsers, builds or
 * with other ids in the message lands in one group.
 *
 * - message: numbers, hex / UUID ids, quoted strings and URLs become placeholders, spaces collapse;
 * - top frame: the first stack line that names a frame — V8 `at fn (file:line:col)`, Firefox /
 *   Safari `fn@file:line:col` — reduced to `fn (file)` where `file` is the script's base name
 *   without query string or Vite content hash (`index-B3xK9q.js` → `index.js`); line and column
 *   are dropped because they change with every build.
 */
import { createHash } from 'node:crypto';

export function normaliseMessage(message: string): string {
  return message
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/(["'`])(?:(?!\1).){0,200}\1/g, '<str>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

const V8_FRAME = /^\s*at\s+(?:(.+?)\s+\()?(.+?)(?::\d+){0,2}\)?\s*$/;
const GECKO_FRAME = /^\s*([^@\s]*)@(.+?)(?::\d+){0,2}\s*$/;

function fileOf(location: string): string {
  const path = location.replace(/[?#].*$/, '').split('/').pop() ?? location;
  return path.replace(/-[A-Za-z0-9_-]{6,12}(\.m?js)$/, '$1');
}

/** `fn (file)` of the first frame of `stack`, or null when it has none. */
export function topFrameOf(stack: string | undefined): string | null {
  if (!stack) return null;
  for (const line of stack.split('\n').slice(0, 30)) {
    const m = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!m || !m[2] || !/[/.:]/.test(m[2])) continue;
    const fn = m[1]?.trim() || '<anonymous>';
    return `${fn.slice(0, 100)} (${fileOf(m[2]).slice(0, 100)})`;
  }
  return null;
}

/** 16 hex characters of SHA-256 over the normalised message and the top frame. */
export function errorFingerprint(message: string, stack: string | undefined): { fingerprint: string; message: string; topFrame: string | null } {
  const normalised = normaliseMessage(message);
  const topFrame = topFrameOf(stack);
  const fingerprint = createHash('sha256').update(`${normalised}\n${topFrame ?? ''}`).digest('hex').slice(0, 16);
  return { fingerprint, message: normalised, topFrame };
}
