/**
 * Browser support detection (spec 01 §2 banner, §9 minimums). `detectBrowser` and
 * `assessSupport` are pure (user-agent string + feature flags in, verdict out) so they are
 * unit-tested with sample user agents; `probeFeatures` reads the live window.
 */

export type BrowserName = 'Chrome' | 'Edge' | 'Firefox' | 'Safari' | 'Opera' | 'Samsung Internet' | 'Unknown';

export interface BrowserInfo {
  name: BrowserName;
  /** Major version, 0 when unknown. */
  version: number;
  platform: string;
}

/** Minimum major versions (spec 01 §9). */
export const MIN_VERSIONS: Partial<Record<BrowserName, number>> = { Chrome: 80, Firefox: 75, Safari: 13, Edge: 80 };

export const FEATURES = [
  { key: 'fileApi', label: 'File API', fallback: 'Photo upload is unavailable; enter measurements manually.' },
  { key: 'localStorage', label: 'Local storage', fallback: 'Preferences are kept for this visit only.' },
  { key: 'canvas', label: 'Canvas', fallback: 'Photos are uploaded without in-browser resizing or previews.' },
  { key: 'fetch', label: 'Fetch API', fallback: 'Requests may fail; please update your browser.' },
  { key: 'webSocket', label: 'WebSocket', fallback: 'Notifications appear when you reload instead of live.' },
  { key: 'intersectionObserver', label: 'IntersectionObserver', fallback: 'Images load all at once instead of on scroll.' },
  { key: 'resizeObserver', label: 'ResizeObserver', fallback: 'Some layouts adjust only when the window is resized.' },
  { key: 'cssGrid', label: 'CSS grid', fallback: 'Card grids show as a single column.' },
] as const;

export type FeatureKey = (typeof FEATURES)[number]['key'];
export type FeatureFlags = Record<FeatureKey, boolean>;

export interface SupportReport {
  browser: BrowserInfo;
  outdated: boolean;
  /** Missing features (and, for an outdated browser, the version itself) with their fallbacks. */
  unsupported: { key: FeatureKey | 'version'; label: string; fallback: string }[];
  /** True when the banner should show: outdated browser or any missing feature. */
  limited: boolean;
}

function major(ua: string, pattern: RegExp): number {
  const match = ua.match(pattern);
  return match ? Number.parseInt(match[1]!, 10) : 0;
}

function platformOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

/** Browser name, major version and platform from a user-agent string. */
export function detectBrowser(ua: string): BrowserInfo {
  const platform = platformOf(ua);
  const pick = (name: BrowserName, pattern: RegExp): BrowserInfo => ({ name, version: major(ua, pattern), platform });
  if (/Edg(e|A|iOS)?\//.test(ua)) return pick('Edge', /Edg(?:e|A|iOS)?\/(\d+)/);
  if (/OPR\//.test(ua)) return pick('Opera', /OPR\/(\d+)/);
  if (/SamsungBrowser\//.test(ua)) return pick('Samsung Internet', /SamsungBrowser\/(\d+)/);
  if (/FxiOS\//.test(ua)) return pick('Firefox', /FxiOS\/(\d+)/);
  if (/Firefox\//.test(ua)) return pick('Firefox', /Firefox\/(\d+)/);
  if (/CriOS\//.test(ua)) return pick('Chrome', /CriOS\/(\d+)/);
  if (/(Headless)?Chrom(e|ium)\//.test(ua)) return pick('Chrome', /(?:Headless)?Chrom(?:e|ium)\/(\d+)/);
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return pick('Safari', /Version\/(\d+)/);
  return { name: 'Unknown', version: 0, platform };
}

/** Combine the detected browser and feature flags into the banner's verdict. */
export function assessSupport(ua: string, features: FeatureFlags): SupportReport {
  const browser = detectBrowser(ua);
  const minimum = MIN_VERSIONS[browser.name];
  const outdated = minimum !== undefined && browser.version > 0 && browser.version < minimum;
  const unsupported: SupportReport['unsupported'] = FEATURES.filter((f) => !features[f.key]).map(
    ({ key, label, fallback }) => ({ key, label, fallback }),
  );
  if (outdated) {
    unsupported.unshift({
      key: 'version',
      label: `${browser.name} ${minimum} or newer`,
      fallback: 'Newer features may not work as expected; please update your browser.',
    });
  }
  return { browser, outdated, unsupported, limited: outdated || unsupported.length > 0 };
}

/** Feature flags of the running browser. */
export function probeFeatures(w: Window & typeof globalThis = window): FeatureFlags {
  let storage = false;
  try {
    const key = '__seamline_probe__';
    w.localStorage.setItem(key, '1');
    w.localStorage.removeItem(key);
    storage = true;
  } catch {
    storage = false;
  }
  let canvas = false;
  try {
    canvas = !!w.document.createElement('canvas').getContext('2d');
  } catch {
    canvas = false;
  }
  return {
    fileApi: 'File' in w && 'FileReader' in w && 'Blob' in w,
    localStorage: storage,
    canvas,
    fetch: typeof w.fetch === 'function',
    webSocket: 'WebSocket' in w,
    intersectionObserver: 'IntersectionObserver' in w,
    resizeObserver: 'ResizeObserver' in w,
    cssGrid: typeof w.CSS !== 'undefined' && w.CSS.supports('display', 'grid'),
  };
}
