/**
 * Main-shell tabs (spec 01 §2): the active tab comes from the path (/profile, /measurements,
 * /discover, /connect) or a `tab` query parameter; home is the default on /. Deriving it from
 * the router location keeps back/forward in sync without local state.
 */

export const TAB_KEYS = ['home', 'discover', 'measurements', 'connect', 'profile'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export interface TabDef {
  key: TabKey;
  to: '/' | '/discover' | '/measurements' | '/connect' | '/profile';
  desktopLabel: string;
  mobileLabel: string;
  /** My Fit is visually highlighted. */
  highlighted?: boolean;
}

export const TABS: readonly TabDef[] = [
  { key: 'home', to: '/', desktopLabel: 'For You', mobileLabel: 'Home' },
  { key: 'discover', to: '/discover', desktopLabel: 'Discover', mobileLabel: 'Discover' },
  { key: 'measurements', to: '/measurements', desktopLabel: 'My Fit', mobileLabel: 'My Fit', highlighted: true },
  { key: 'connect', to: '/connect', desktopLabel: 'Connect', mobileLabel: 'Connect' },
  { key: 'profile', to: '/profile', desktopLabel: 'Profile', mobileLabel: 'Profile' },
];

/** Whether a value is a tab key (for `?tab=`). */
export function isTabKey(value: unknown): value is TabKey {
  return typeof value === 'string' && (TAB_KEYS as readonly string[]).includes(value);
}

/** Paths that belong to a tab without being its root. */
const TAB_OF_PATH: Record<string, TabKey> = { '/profile-edit': 'profile', '/profile/edit': 'profile', '/settings': 'profile' };

/**
 * The active tab for a location, or null on screens outside the tabs (closet, 404…).
 * @param pathname e.g. `/discover`; @param tabParam the `tab` query value, if any.
 */
export function activeTabFor(pathname: string, tabParam?: unknown): TabKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fromPath = TAB_OF_PATH[path] ?? TABS.find((t) => t.to !== '/' && t.to === path)?.key;
  if (fromPath) return fromPath;
  if (path === '/') return isTabKey(tabParam) ? tabParam : 'home';
  return null;
}
