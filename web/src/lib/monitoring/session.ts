/**
 * The monitor's session and sampling decision (issue 21: sampling by session, 100 % by default,
 * configurable with `VITE_RUM_SAMPLE_RATE`; the rate travels in each report). A session is one
 * browser tab (sessionStorage): reloads stay in it, a new tab starts another. Part of the initial
 * JS, so it decides BEFORE the monitor's chunk is fetched: a session left out loads nothing.
 */
import { DEFAULT_SAMPLE_RATE } from '@seamline/shared/contracts/performance-constants';

const STORAGE_KEY = 'sl_rum_session';

export interface MonitorSession {
  /** Random id, 22+ characters (never a user id). */
  id: string;
  /** Epoch ms of the session's first page load. */
  startedAt: number;
  /** Whether this session reports at all. */
  sampled: boolean;
  /** The rate the decision used, (0, 1]. */
  sampleRate: number;
}

/**
 * The sampling rate from the build's `VITE_RUM_SAMPLE_RATE`: a number in (0, 1]; a missing or
 * unusable value gives {@link DEFAULT_SAMPLE_RATE} (1, every session). 0 turns monitoring off and
 * is answered as 0.
 */
export function parseSampleRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SAMPLE_RATE;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return DEFAULT_SAMPLE_RATE;
  return rate;
}

/** Whether a new session is in the sample: `random()` in [0, 1) below `rate`. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

/** A random id (sessions, page views): `randomUUID` needs a secure context, `getRandomValues` works everywhere. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This tab's session: read from sessionStorage, or started now (and stored). A session stored with
 * another rate is decided again, so a changed configuration applies to open tabs on their next load.
 */
export function currentSession(rate: number, now = Date.now()): MonitorSession {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as MonitorSession | null;
    if (stored && typeof stored.id === 'string' && stored.sampleRate === rate) return stored;
  } catch {
    // Storage blocked or garbage: a fresh session below.
  }
  const session: MonitorSession = { id: randomId(), startedAt: now, sampled: isSampled(rate), sampleRate: rate };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Without storage every load is its own session; still measured.
  }
  return session;
}
