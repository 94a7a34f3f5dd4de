/**
 * Pure edits of cached infinite lists (TanStack `InfiniteData` of `{ items, nextCursor }` pages):
 * a new comment at the end of an oldest-first list, a removed comment or post, a changed post.
 */
import type { InfiniteData } from '@tanstack/react-query';

export interface ItemPage<T> {
  items: T[];
  nextCursor: string | null;
}
export type PagedList<T> = InfiniteData<ItemPage<T>, unknown>;

/**
 * `item` appended to the last loaded page of an oldest-first list, once (same id = replaced).
 * While older pages are still to load (`nextCursor` on the last page) the item belongs to a page
 * not loaded yet: the list is left as it is (the caller refetches).
 */
export function appendItem<T extends { id: string }>(data: PagedList<T> | undefined, item: T): PagedList<T> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((i) => i.id === item.id))) return replaceItem(data, item.id, () => item);
  const last = data.pages[data.pages.length - 1]!;
  if (last.nextCursor) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, item] }] };
}

/** The list without the item `id`. */
export function removeItem<T extends { id: string }>(data: PagedList<T> | undefined, id: string): PagedList<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) };
}

/** The list with the item `id` changed by `change`. */
export function replaceItem<T extends { id: string }>(data: PagedList<T> | undefined, id: string, change: (item: T) => T): PagedList<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) })) };
}

/** Every item of the loaded pages, in order. */
export function allItems<T>(data: PagedList<T> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
