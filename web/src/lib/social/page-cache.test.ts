import { describe, expect, it } from 'vitest';
import { allItems, appendItem, removeItem, replaceItem, type PagedList } from './page-cache';

type Row = { id: string; text: string };
const list = (...pages: [string[], string | null][]): PagedList<Row> => ({
  pages: pages.map(([ids, nextCursor]) => ({ items: ids.map((id) => ({ id, text: id })), nextCursor })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `c${i}`)),
});

describe('appendItem', () => {
  it('adds a new item at the end of the last page when every page is loaded', () => {
    expect(allItems(appendItem(list([['a', 'b'], 'c1'], [['c'], null]), { id: 'd', text: 'd' })).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('leaves the list alone while later pages are not loaded (the item belongs there)', () => {
    const data = list([['a'], 'c1']);
    expect(appendItem(data, { id: 'z', text: 'z' })).toBe(data);
  });
  it('replaces an item already listed instead of adding it twice', () => {
    const next = appendItem(list([['a', 'b'], null]), { id: 'a', text: 'new' });
    expect(allItems(next)).toEqual([{ id: 'a', text: 'new' }, { id: 'b', text: 'b' }]);
  });
  it('does nothing without cached data', () => {
    expect(appendItem(undefined, { id: 'a', text: 'a' })).toBeUndefined();
  });
});

describe('removeItem / replaceItem', () => {
  it('removes the item from whichever page holds it', () => {
    expect(allItems(removeItem(list([['a', 'b'], 'c1'], [['c'], null]), 'b')).map((r) => r.id)).toEqual(['a', 'c']);
  });
  it('changes only the matching item', () => {
    expect(allItems(replaceItem(list([['a', 'b'], null]), 'b', (r) => ({ ...r, text: 'B' })))).toEqual([{ id: 'a', text: 'a' }, { id: 'b', text: 'B' }]);
  });
});
