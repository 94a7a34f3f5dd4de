import { describe, expect, it } from 'vitest';
import UAParser from 'ua-parser-js';
import { browserFromBrands, deviceClassOf } from './device';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

function classOf(ua: string, extra: { chMobile?: boolean; maxTouchPoints?: number } = {}) {
  const r = new UAParser(ua).getResult();
  return deviceClassOf({ uaDeviceType: r.device.type, osName: r.os.name, ...extra });
}

describe('deviceClassOf', () => {
  it.each([
    ['iPhone Safari', UA.iphone, {}, 'mobile'],
    ['Android phone Chrome', UA.androidPhone, {}, 'mobile'],
    ['Android tablet Chrome', UA.androidTablet, {}, 'tablet'],
    ['old iPad UA', UA.ipadOld, {}, 'tablet'],
    ['iPadOS (desktop Safari UA with touch)', UA.macSafari, { maxTouchPoints: 5 }, 'tablet'],
    ['Mac Safari without touch', UA.macSafari, { maxTouchPoints: 0 }, 'desktop'],
    ['Windows Firefox', UA.windowsFirefox, {}, 'desktop'],
    ['UA-CH mobile: true on a reduced UA', UA.windowsFirefox, { chMobile: true }, 'mobile'],
  ] as const)('%s → %s', (_name, ua, extra, expected) => {
    expect(classOf(ua, extra)).toBe(expected);
  });
});

describe('browserFromBrands', () => {
  it('skips GREASE and generic Chromium, shortens vendor names', () => {
    expect(browserFromBrands([{ brand: 'Not)A;Brand', version: '99' }, { brand: 'Google Chrome', version: '127' }, { brand: 'Chromium', version: '127' }])).toBe('Chrome');
    expect(browserFromBrands([{ brand: 'Chromium', version: '127' }, { brand: 'Microsoft Edge', version: '127' }])).toBe('Edge');
    expect(browserFromBrands([{ brand: 'Not=A?Brand', version: '8' }, { brand: 'Chromium', version: '127' }])).toBe('Chromium');
    expect(browserFromBrands([])).toBeUndefined();
  });
});
