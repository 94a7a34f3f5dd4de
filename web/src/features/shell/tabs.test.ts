import { describe, expect, it } from 'vitest';
import { activeTabFor, TABS } from './tabs';

describe('main-shell active tab', () => {
  it.each([
    ['/', undefined, 'home'],
    ['/discover', undefined, 'discover'],
    ['/measurements', undefined, 'measurements'],
    ['/connect/', undefined, 'connect'],
    ['/profile', undefined, 'profile'],
    ['/profile/edit', undefined, 'profile'],
    ['/profile-edit', undefined, 'profile'],
    ['/', 'connect', 'connect'],
    ['/', 'nonsense', 'home'],
    ['/discover', 'profile', 'discover'],
    ['/closet/u1', undefined, null],
    ['/some/unknown/path', undefined, null],
  ])('%s with ?tab=%s is %s', (path, tab, expected) => {
    expect(activeTabFor(path, tab)).toBe(expected);
  });

  it('labels home For You on desktop and Home on mobile, and highlights only My Fit', () => {
    expect(TABS.map((t) => t.desktopLabel)).toEqual(['For You', 'Discover', 'My Fit', 'Connect', 'Profile']);
    expect(TABS.map((t) => t.mobileLabel)).toEqual(['Home', 'Discover', 'My Fit', 'Connect', 'Profile']);
    expect(TABS.filter((t) => t.highlighted).map((t) => t.to)).toEqual(['/measurements']);
  });
});
