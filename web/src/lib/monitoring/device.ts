/**
 * Device class and browser/OS of this visitor (issue 21), from the user agent with ua-parser-js
 * (1.x, MIT) and, where the browser has them, User-Agent Client Hints (`navigator.userAgentData`,
 * Chromium): `mobile` for the class, `platform` for the OS, the brand when the UA names no browser.
 * The browser name stays ua-parser-js's ('Mobile Safari', 'Chrome Headless', …): the server keeps
 * exactly those names apart (`KNOWN_BROWSERS`) and counts any other as 'Other'. Names are cut to
 * the contract's 40 characters.
 */
import UAParser from 'ua-parser-js';
import type { DeviceClass } from '@seamline/shared/contracts/performance-constants';

/** What the device class is decided from (all optional: each source may be missing). */
export interface DeviceHints {
  /** ua-parser-js `device.type`: mobile, tablet, wearable, smarttv, console, embedded or undefined. */
  uaDeviceType?: string;
  /** UA-CH `userAgentData.mobile`. */
  chMobile?: boolean;
  /** ua-parser-js `os.name` (iPadOS announces itself as macOS). */
  osName?: string;
  /** `navigator.maxTouchPoints`. */
  maxTouchPoints?: number;
}

/**
 * mobile | tablet | desktop: the UA's tablet wins; a phone-like UA (mobile, wearable) or UA-CH
 * `mobile: true` is mobile; a "Mac" with a touch screen is an iPad (iPadOS 13+ sends the desktop
 * Safari UA); everything else — including TVs and consoles — is desktop.
 */
export function deviceClassOf(h: DeviceHints): DeviceClass {
  if (h.uaDeviceType === 'tablet') return 'tablet';
  if (h.uaDeviceType === 'mobile' || h.uaDeviceType === 'wearable' || h.chMobile === true) return 'mobile';
  if (h.osName === 'Mac OS' && (h.maxTouchPoints ?? 0) > 1) return 'tablet';
  return 'desktop';
}

interface UaBrand {
  brand: string;
  version: string;
}

/**
 * The browser name from UA-CH brands: GREASE entries ("Not A;Brand") and the generic "Chromium"
 * are skipped when a real brand is there; "Google Chrome" → "Chrome", "Microsoft Edge" → "Edge".
 */
export function browserFromBrands(brands: readonly UaBrand[]): string | undefined {
  const real = brands.map((b) => b.brand).filter((b) => !/not.?a.?brand/i.test(b));
  const named = real.find((b) => b !== 'Chromium') ?? real[0];
  return named?.replace(/^Google /, '').replace(/^Microsoft /, '');
}

interface NavigatorUAData {
  brands?: UaBrand[];
  mobile?: boolean;
  platform?: string;
}

const cap = (s: string | undefined) => (s && s.trim() ? s.trim().slice(0, 40) : 'Unknown');

/** This browser's `{ class, browser, os }` for the report. */
export function detectDevice(nav: Navigator = navigator): { class: DeviceClass; browser: string; os: string } {
  const parsed = new UAParser(nav.userAgent).getResult();
  const ch = (nav as Navigator & { userAgentData?: NavigatorUAData }).userAgentData;
  const deviceClass = deviceClassOf({ uaDeviceType: parsed.device.type, chMobile: ch?.mobile, osName: parsed.os.name, maxTouchPoints: nav.maxTouchPoints });
  const browser = parsed.browser.name || (ch?.brands && browserFromBrands(ch.brands));
  const os = ch?.platform || parsed.os.name;
  return { class: deviceClass, browser: cap(browser), os: cap(os) };
}
