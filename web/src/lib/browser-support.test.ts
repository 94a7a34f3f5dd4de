import { describe, expect, it } from 'vitest';
import { assessSupport, detectBrowser, type FeatureFlags } from './browser-support';

const UA = {
  chrome120Win:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome70Linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge121:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36 Edg/121.0.2277.83',
  edgeLegacy18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  firefox74Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:74.0) Gecko/20100101 Firefox/74.0',
  firefox128: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari12Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
  safariIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

const ALL: FeatureFlags = {
  fileApi: true,
  localStorage: true,
  canvas: true,
  fetch: true,
  webSocket: true,
  intersectionObserver: true,
  resizeObserver: true,
  cssGrid: true,
};

describe('detectBrowser', () => {
  it.each([
    [UA.chrome120Win, 'Chrome', 120, 'Windows'],
    [UA.chrome70Linux, 'Chrome', 70, 'Linux'],
    [UA.headless, 'Chrome', 131, 'Linux'],
    [UA.edge121, 'Edge', 121, 'Windows'],
    [UA.edgeLegacy18, 'Edge', 18, 'Windows'],
    [UA.firefox74Mac, 'Firefox', 74, 'macOS'],
    [UA.safari12Mac, 'Safari', 12, 'macOS'],
    [UA.safariIos17, 'Safari', 17, 'iOS'],
    [UA.chromeIos, 'Chrome', 120, 'iOS'],
    [UA.chromeAndroid, 'Chrome', 120, 'Android'],
    [UA.ie11, 'Unknown', 0, 'Windows'],
  ])('reads %s', (ua, name, version, platform) => {
    expect(detectBrowser(ua)).toEqual({ name, version, platform });
  });
});

describe('assessSupport (minimums Chrome 80, Firefox 75, Safari 13, Edge 80)', () => {
  it('is not limited on a current browser with every feature', () => {
    for (const ua of [UA.chrome120Win, UA.firefox128, UA.safariIos17, UA.edge121]) {
      expect(assessSupport(ua, ALL)).toMatchObject({ outdated: false, unsupported: [], limited: false });
    }
  });

  it.each([UA.chrome70Linux, UA.firefox74Mac, UA.safari12Mac, UA.edgeLegacy18])('flags %s as outdated', (ua) => {
    const report = assessSupport(ua, ALL);
    expect(report.outdated).toBe(true);
    expect(report.limited).toBe(true);
    expect(report.unsupported[0]?.key).toBe('version');
  });

  it('lists each missing feature with its fallback', () => {
    const report = assessSupport(UA.chrome120Win, { ...ALL, fileApi: false, intersectionObserver: false });
    expect(report.limited).toBe(true);
    expect(report.unsupported.map((f) => f.label)).toEqual(['File API', 'IntersectionObserver']);
    expect(report.unsupported.every((f) => f.fallback.length > 0)).toBe(true);
  });

  it('does not call an unknown browser outdated', () => {
    expect(assessSupport(UA.ie11, ALL)).toMatchObject({ outdated: false, limited: false });
  });
});
