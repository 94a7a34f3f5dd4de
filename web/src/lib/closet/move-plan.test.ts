import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { generateKeyBetween } from 'fractional-indexing';
import { UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { compareOrder } from './mutations';
import { groupDropId, keyboardTargets, planMove, stepKeyboardTarget } from './move-plan';
import { readWholeGroup, type ClosetItemPage } from './queries';
import { closetKeys } from './query-keys';

const keys = [generateKeyBetween(null, null)];
for (let i = 1; i < 4; i++) keys.push(generateKeyBetween(keys[i - 1]!, null));

const item = (id: string, order: string, sectionId: string | null = null) => ({ id, order, sectionId, closetId: 'me', name: id }) as ClosetItem;
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id, i) => item(id, keys[i]!));
const mine = [a!, b!, c!, d!];
const w1 = item('w1', keys[0]!, 'work');
const w2 = item('w2', keys[1]!, 'work');

/** The ids in closet order after applying a planned move to `list`. */
function after(list: ClosetItem[], moved: ClosetItem, order: string) {
  return [...list.filter((i) => i.id !== moved.id), { ...moved, order }].sort((x, y) => compareOrder(x.order, y.order)).map((i) => i.id);
}

describe('planMove (the one key computation of drag, keyboard and Move to…)', () => {
  it('in its own group: onto a later item goes after it, onto an earlier item before it', () => {
    const down = planMove(a!, UNSECTIONED, mine, 'c')!;
    expect(after(mine, a!, down.order)).toEqual(['b', 'c', 'a', 'd']);
    expect(down.sectionId).toBeNull();
    const up = planMove(d!, UNSECTIONED, mine, 'b')!;
    expect(after(mine, d!, up.order)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('no write when it would stay: onto itself, or to the end when it is already last', () => {
    expect(planMove(b!, UNSECTIONED, mine, 'b')).toBeNull();
    expect(planMove(d!, UNSECTIONED, mine, null)).toBeNull();
  });

  it('into another group: before the item it is dropped on, or at the end (null / unknown id)', () => {
    const before = planMove(a!, 'work', [w1, w2], 'w1')!;
    expect(before.sectionId).toBe('work');
    expect(after([w1, w2], a!, before.order)).toEqual(['a', 'w1', 'w2']);
    const end = planMove(a!, 'work', [w1, w2], null)!;
    expect(after([w1, w2], a!, end.order)).toEqual(['w1', 'w2', 'a']);
    expect(planMove(a!, 'work', [w1, w2], 'gone')!.order).toBe(end.order);
    expect(planMove(a!, 'empty', [], null)).toMatchObject({ sectionId: 'empty', item: a });
  });
});

describe('keyboard targets in reading order', () => {
  const groups = [
    { group: 'work', itemIds: ['w1', 'w2'] },
    { group: 'empty', itemIds: [] },
    { group: UNSECTIONED, itemIds: ['a', 'b'] },
  ];

  it('lists every item, the end of every other group and an empty group’s area', () => {
    expect(keyboardTargets(groups, UNSECTIONED)).toEqual(['w1', 'w2', groupDropId('work'), groupDropId('empty'), 'a', 'b']);
    expect(keyboardTargets(groups, 'work')).toEqual(['w1', 'w2', groupDropId('empty'), 'a', 'b', groupDropId(UNSECTIONED)]);
  });

  it('steps forward and back, staying at the ends; unknown current → null', () => {
    const targets = keyboardTargets(groups, UNSECTIONED);
    expect(stepKeyboardTarget(targets, 'a', -1)).toBe(groupDropId('empty'));
    expect(stepKeyboardTarget(targets, groupDropId('empty'), -1)).toBe(groupDropId('work'));
    expect(stepKeyboardTarget(targets, groupDropId('work'), 1)).toBe(groupDropId('empty'));
    expect(stepKeyboardTarget(targets, 'b', 1)).toBe('b');
    expect(stepKeyboardTarget(targets, 'w1', -1)).toBe('w1');
    expect(stepKeyboardTarget(targets, 'nope', 1)).toBeNull();
  });
});

describe("readWholeGroup ('Move to…' needs the group's real end)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the cached pages and reads only the pages not loaded yet, from the last cursor', async () => {
    const client = new QueryClient();
    const page1: ClosetItemPage = { items: [w1], nextCursor: 'c1', total: 3 };
    client.setQueryData<InfiniteData<ClosetItemPage, string | undefined>>(closetKeys.items('me', 'work'), { pages: [page1], pageParams: [undefined] });
    const urls: string[] = [];
    const w3 = item('w3', keys[2]!, 'work');
    const answers: ClosetItemPage[] = [
      { items: [w2], nextCursor: 'c2', total: 3 },
      { items: [w3], nextCursor: null, total: 3 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (urls.push(url), Promise.resolve(new Response(JSON.stringify(answers.shift()), { status: 200 })))),
    );
    const all = await readWholeGroup(client, 'me', 'work');
    expect(all.map((i) => i.id)).toEqual(['w1', 'w2', 'w3']);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('cursor=c1');
    expect(urls[1]).toContain('cursor=c2');
    expect(planMove(a!, 'work', all, null)!.order > keys[2]!).toBe(true);
  });

  it('reads nothing when every page is cached', async () => {
    const client = new QueryClient();
    client.setQueryData(closetKeys.items('me', 'work'), { pages: [{ items: [w1, w2], nextCursor: null, total: 2 }], pageParams: [undefined] });
    vi.stubGlobal('fetch', vi.fn());
    expect((await readWholeGroup(client, 'me', 'work')).map((i) => i.id)).toEqual(['w1', 'w2']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
