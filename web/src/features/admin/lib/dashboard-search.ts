/**
 * `/performance` search params (issue 21): range (24h | 7d | 30d, default 24h) and the filters by
 * page pattern, device class and browser. Plain validators (the route tree is in the initial JS):
 * a bad value becomes the default, like a zod `.catch()`; the server checks them again.
 */
import {
  DASHBOARD_RANGES,
  DEVICE_CLASSES,
  PAGE_PATTERNS,
  type DashboardRange,
  type DeviceClass,
  type PagePattern,
} from '@seamline/shared/contracts/performance-constants';
import { oneOf, optionalString } from '../../../lib/search-params';

/** The URL's values; every one optional, so plain links to `/performance` need none. */
export interface DashboardSearch {
  range?: DashboardRange;
  page?: PagePattern;
  device?: DeviceClass;
  browser?: string;
}

export const RANGE_LABELS: Record<DashboardRange, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };

/** The range shown: the URL's, else the last 24 hours. */
export const rangeOf = (search: DashboardSearch): DashboardRange => search.range ?? '24h';

/** Parse `/performance?range=&page=&device=&browser=`. */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const browser = optionalString(search.browser)?.trim().slice(0, 40);
  return {
    range: oneOf(search.range, Object.keys(DASHBOARD_RANGES) as DashboardRange[], undefined),
    page: oneOf(search.page, PAGE_PATTERNS, undefined),
    device: oneOf(search.device, DEVICE_CLASSES, undefined),
    browser: browser || undefined,
  };
}
