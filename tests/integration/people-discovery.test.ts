/**
 * Finding people over HTTP (spec 01 §2 Connect with Others, §5 Search; spec 02 §7 /api/users;
 * issue 5): prefix search on username and names (case- and accent-insensitive, paginated),
 * the directory newest first, and 'People You Might Know' (friends of friends, shared styles,
 * never oneself or people already followed). Search tokens and style members are written by
 * the people-index stream processor, so tests poll for them.
 */
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  personCardListSchema,
  personCardPageSchema,
  type PersonCard,
} from '@seamline/shared/contracts/people';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import {
  STREAM_WAIT,
  distinctBody,
  follow,
  get,
  saveBody,
  setPrivacy,
  setStyles,
  shifted,
  waitForFitIndex,
} from './people-helpers';

/** Issue 22: only people with a public profile are in search, the directory, suggestions and matches. */
const LISTED = { publicDisplay: true };

/** A unique run of letters, so searches only meet this test's people. */
const tag = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

let me: UserWithSession;
beforeEach(async () => {
  me = await createUserWithSession({ privacy: LISTED });
});

type Page = ReturnType<typeof personCardPageSchema.parse>;
const search = async (s: UserWithSession, q: string, extra = ''): Promise<Page> => {
  const res = await get(s, `/api/users/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return personCardPageSchema.parse(res.body);
};
const ids = (items: PersonCard[]) => items.map((c) => c.id).sort();

describe('GET /api/users/search', () => {
  it('finds people by the start of their username, first name, last name or full name, ignoring case and accents', async () => {
    const t = tag();
    const [zoe, bob] = await Promise.all([
      createUserWithSession({
        privacy: LISTED,
        user: { firstName: 'Zoë', lastName: `Ávila${t}`, username: `zz_${t}` },
      }),
      createUserWithSession({
        privacy: LISTED,
        user: { firstName: `Bôb${t}`, lastName: 'Smith', username: `bb_${t}` },
      }),
    ]);
    await waitFor(
      'search tokens',
      async () => (await search(me, `AVILA${t}`)).items.length === 1,
      STREAM_WAIT,
    );
    expect(ids((await search(me, `avila${t}`)).items)).toEqual([zoe.userId]);
    expect(ids((await search(me, `Ávila${t.toUpperCase()}`)).items)).toEqual([zoe.userId]);
    expect(ids((await search(me, `zoe avila${t.slice(0, 3)}`)).items)).toEqual([zoe.userId]);
    expect(ids((await search(me, `ZZ_${t}`)).items)).toEqual([zoe.userId]);
    expect(ids((await search(me, `bob${t.toUpperCase()}`)).items)).toEqual([bob.userId]);
    const card = (await search(me, `zz_${t}`)).items[0]!;
    expect(card).toMatchObject({
      username: `zz_${t}`,
      name: `Zoë Ávila${t}`,
      isFollowing: false,
      compatibilityScore: null,
      mutualConnections: 0,
    });
    expect(JSON.stringify(card)).not.toMatch(/"email"|@example/);
    expect((await search(me, `nobody${tag()}`)).items).toEqual([]);
  });

  it('finds a name that starts with an emoji (the token lead is a whole character)', async () => {
    const t = tag();
    const smiley = await createUserWithSession({ privacy: LISTED, user: { firstName: `😀${t}`, lastName: 'Face' } });
    const found = await waitFor(
      'emoji token',
      async () => (await search(me, `😀${t.slice(0, 4)}`)).items[0],
      STREAM_WAIT,
    );
    expect(found).toMatchObject({ id: smiley.userId, name: `😀${t} Face` });
  });

  it('pages with a cursor and shows each person once per page; never lists the searcher', async () => {
    const t = tag();
    const people = await Promise.all(
      [1, 2, 3].map((n) =>
        createUserWithSession({
          privacy: LISTED,
          user: { firstName: `Pag${t}`, lastName: `N${n}`, username: `pg${n}_${t}` },
        }),
      ),
    );
    const self = await createUserWithSession({
      privacy: LISTED,
      user: { firstName: `Pag${t}`, lastName: 'Me', username: `pgme_${t}` },
    });
    await waitFor(
      'search tokens of four',
      async () => (await search(me, `pag${t}`)).items.length === 4,
      STREAM_WAIT,
    );
    // "pag<t> n" matches only the three full-name tokens: 3 tokens, 3 people.
    const first = await search(self, `pag${t} n`, '&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await search(
      self,
      `pag${t} n`,
      `&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(ids([...first.items, ...second.items])).toEqual(
      ids(people.map((p) => ({ id: p.userId }) as PersonCard)),
    );
    // first name + "first last" tokens both match "pag<t>": people appear once per page.
    const all = await search(self, `pag${t}`, '&limit=100');
    expect(ids(all.items)).toEqual(ids(people.map((p) => ({ id: p.userId }) as PersonCard)));
  });

  it('gives a score with reasons for a person whose body is indexed', async () => {
    const t = tag();
    const body = distinctBody();
    const twin = await createUserWithSession({ privacy: LISTED, user: { firstName: `Fit${t}` } });
    await Promise.all([saveBody(me, body), saveBody(twin, shifted(body, { hipsCm: 1 }))]);
    await waitForFitIndex(twin.userId);
    const card = await waitFor(
      'twin found',
      async () => (await search(me, `fit${t}`)).items[0],
      STREAM_WAIT,
    );
    expect(card.compatibilityScore).toBeGreaterThan(90);
    expect(card.reasons).toContain('Same height range');
  });

  it('refuses an empty or blank term and bad cursors with 400; 401 without a session', async () => {
    for (const q of ['', '   ', 'x'.repeat(61)])
      expect((await get(me, `/api/users/search?q=${encodeURIComponent(q)}`)).status).toBe(400);
    expect((await get(me, '/api/users/search')).status).toBe(400);
    for (const cursor of [
      'abc',
      Buffer.from('{"gsi1pk":"$seamline#lead_q","gsi1sk":"x"}').toString('base64url'),
    ]) {
      expect((await get(me, `/api/users/search?q=ab&cursor=${cursor}`)).status).toBe(400);
    }
    // Same partition, but outside the prefix: DynamoDB refuses the start key → 400, not 500.
    const outside = {
      gsi1pk: '$seamline#lead_a',
      gsi1sk: '$searchtoken_1#token_zzz',
      pk: 'x',
      sk: 'y',
    };
    const res = await get(
      me,
      `/api/users/search?q=ab&cursor=${Buffer.from(JSON.stringify(outside)).toString('base64url')}`,
    );
    expect(res.status).toBe(400);
    expect((await get(undefined, '/api/users/search?q=ab')).status).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('lists people newest first with a cursor, without the viewer', async () => {
    const first = await createUserWithSession({ privacy: LISTED });
    const second = await createUserWithSession({ privacy: LISTED });
    const res = await get(second, '/api/users?limit=2');
    expect(res.status).toBe(200);
    const page = personCardPageSchema.parse(res.body);
    expect(page.items[0]?.id).toBe(first.userId);
    expect(page.items.some((c) => c.id === second.userId)).toBe(false);
    const next = personCardPageSchema.parse(
      (await get(second, `/api/users?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`)).body,
    );
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.some((c) => page.items.some((p) => p.id === c.id))).toBe(false);
  });

  it('is 400 for a bad cursor or limit and 401 without a session', async () => {
    expect((await get(me, '/api/users?cursor=e30')).status).toBe(400);
    expect((await get(me, '/api/users?limit=1000')).status).toBe(400);
    expect((await get(undefined, '/api/users')).status).toBe(401);
  });
});

describe('GET /api/users/{userId}/suggested-connections', () => {
  const suggestions = async (s: UserWithSession) => {
    const res = await get(s, `/api/users/${s.userId}/suggested-connections`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return personCardListSchema.parse(res.body).items;
  };

  it('suggests friends of friends with their mutual connections, and people sharing a style, never oneself or people followed', async () => {
    const [friend1, friend2, fof, styleMate, followed] = (await Promise.all(
      [1, 2, 3, 4, 5].map(() => createUserWithSession({ privacy: LISTED })),
    )) as [UserWithSession, UserWithSession, UserWithSession, UserWithSession, UserWithSession];
    await follow(me, friend1);
    await follow(me, friend2);
    await follow(me, followed);
    await follow(friend1, fof);
    await follow(friend2, fof);
    await follow(friend1, followed);
    await follow(friend1, me);
    await Promise.all([setStyles(me, ['Gothic']), setStyles(styleMate, ['Gothic', 'Edgy'])]);
    const items = await waitFor(
      'style mate suggested',
      async () => {
        const list = await suggestions(me);
        return list.some((c) => c.id === styleMate.userId) ? list : undefined;
      },
      STREAM_WAIT,
    );
    const byId = new Map(items.map((c) => [c.id, c]));
    expect(byId.get(fof.userId)).toMatchObject({
      mutualConnections: 2,
      isFollowing: false,
      reasons: ['2 mutual connections'],
    });
    expect(byId.get(styleMate.userId)).toMatchObject({
      mutualConnections: 0,
      reasons: ['Also into Gothic'],
    });
    expect(items.findIndex((c) => c.id === fof.userId)).toBeLessThan(
      items.findIndex((c) => c.id === styleMate.userId),
    );
    for (const excluded of [me, friend1, friend2, followed])
      expect(byId.has(excluded.userId)).toBe(false);
  });

  it("shows a person who chose anonymizedDisplay as 'Anonymous' (no name, username or avatar), and a person without a public profile not at all", async () => {
    const mate = await createUserWithSession({ privacy: LISTED });
    const body = distinctBody();
    await Promise.all([
      setStyles(me, ['Preppy']),
      setStyles(mate, ['Preppy']),
      saveBody(me, body),
      saveBody(mate, body),
    ]);
    await waitForFitIndex(mate.userId);
    const shown = await waitFor(
      'mate suggested',
      async () => (await suggestions(me)).find((c) => c.id === mate.userId),
      STREAM_WAIT,
    );
    expect(shown).toMatchObject({ compatibilityScore: 100, username: mate.user.username });
    await setPrivacy(mate, { anonymizedDisplay: true });
    const anonymous = (await suggestions(me)).find((c) => c.id === mate.userId);
    expect(anonymous).toMatchObject({ name: 'Anonymous', username: null, handle: null, avatar: null });
    expect(JSON.stringify(anonymous)).not.toContain(mate.user.username);
    await setPrivacy(mate, { anonymizedDisplay: false, publicDisplay: false });
    expect((await suggestions(me)).some((c) => c.id === mate.userId)).toBe(false);
  });

  it('is empty for a newcomer, 403 for another person, 401 without a session', async () => {
    expect(await suggestions(me)).toEqual([]);
    const other = await createUserWithSession({ privacy: LISTED });
    expect((await get(me, `/api/users/${other.userId}/suggested-connections`)).status).toBe(403);
    expect((await get(undefined, `/api/users/${me.userId}/suggested-connections`)).status).toBe(
      401,
    );
  });
});
