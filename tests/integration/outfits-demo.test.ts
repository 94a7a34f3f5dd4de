/**
 * The demo outfit planning seed (issue 20 "demo data"): signed in as demo / demo-password, Dana
 * sees her upcoming brunch with a finalized outfit (thumbnails of her closet pieces), her holiday
 * party in planning with a friend's suggestion and comments, her finalized gallery opening, and
 * the public wedding of a friend she collaborates on (and was notified of); her Outfits count is
 * her 2 finalized events; a second run writes nothing.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isUpcomingEvent, outfitEventDetailsSchema, outfitEventPageSchema } from '@seamline/shared/contracts/outfits';
import { notificationPageSchema } from '@seamline/shared/contracts/notifications';
import { publicProfileSchema } from '@seamline/shared/contracts/people';
import { DEMO_USER, DEMO_USER_PASSWORD } from '@seamline/infra/local/seeders/demo-user';
import { demoOutfits, DEMO_FRIEND } from '@seamline/infra/local/seeders/demo-outfits-data';
import { demoOutfitsSeeder } from '@seamline/infra/local/seeders/demo-outfits';
import { signIn } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { STREAM_WAIT } from './outfits-helpers';

const plan = demoOutfits();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(inject('baseUrl'), DEMO_USER.username, DEMO_USER_PASSWORD);
});
const get = (path: string) => api('GET', path, { cookie });

describe('demo outfits seed', () => {
  it("lists Dana's events: an upcoming finalized one with thumbnails, one in planning, a past one, and a friend's public event she collaborates on", async () => {
    const { items } = outfitEventPageSchema.parse((await get(`/api/outfit-events/${DEMO_USER.id}`)).body);
    const ids = plan.events.filter((e) => e.creatorId === DEMO_USER.id || e.collaborators.includes(DEMO_USER.id)).map((e) => e.eventId);
    expect(items.map((e) => e.id).sort()).toEqual([...ids].sort());
    const upcomingFinal = items.find((e) => e.eventName === 'Sunday brunch with Maya')!;
    expect(upcomingFinal).toMatchObject({ status: 'finalized', viewerRole: 'creator', itemCount: 4 });
    expect(isUpcomingEvent(upcomingFinal)).toBe(true);
    expect(upcomingFinal.thumbnails).toHaveLength(4);
    expect(items.find((e) => e.eventName === 'Office holiday party')).toMatchObject({ status: 'planning', isPublic: true, collaboratorCount: 1 });
    expect(isUpcomingEvent(items.find((e) => e.eventName === 'Gallery opening')!)).toBe(false);
    expect(items.find((e) => e.eventName === 'Wedding weekend in Boston')).toMatchObject({ viewerRole: 'collaborator', creatorId: DEMO_FRIEND, isPublic: true });
    // Issue 34 §3: demo events carry their place's zone and a local time (or none: all-day).
    expect(upcomingFinal).toMatchObject({ localTime: '11:00', timeZone: 'America/New_York' });
    expect(items.find((e) => e.eventName === 'Wedding weekend in Boston')).toMatchObject({ localTime: null, timeZone: 'America/New_York' });
  });

  it("shows the friend's suggestion with comments on Dana's party, and Dana's own suggestion on the friend's wedding", async () => {
    const party = plan.events.find((e) => e.eventName === 'Office holiday party')!;
    const details = outfitEventDetailsSchema.parse((await get(`/api/outfit-events/details/${party.eventId}`)).body);
    expect(details.suggestions).toHaveLength(2);
    const theirs = details.suggestions.find((s) => s.suggestedBy.id !== DEMO_USER.id)!;
    expect(theirs).toMatchObject({ title: 'Sparkle option', commentCount: 2, isFavorited: true, favoriteCount: 1 });
    expect(theirs.items.every((i) => !i.missing && i.imageUrl)).toBe(true);
    const wedding = plan.events.find((e) => e.eventName === 'Wedding weekend in Boston')!;
    const w = outfitEventDetailsSchema.parse((await get(`/api/outfit-events/details/${wedding.eventId}`)).body);
    expect(w.viewerRole).toBe('collaborator');
    expect(w.suggestions.some((s) => s.suggestedBy.id === DEMO_USER.id)).toBe(true);
    expect(w.conditions?.weather.summary).toEqual(expect.any(String));
  });

  it('counts her 2 finalized events on her profile and notifies her of the invitation', async () => {
    await waitFor(
      'Dana’s Outfits = 2',
      async () => publicProfileSchema.parse((await get(`/api/users/${DEMO_USER.id}/profile`)).body).counts.outfits === 2,
      STREAM_WAIT,
    );
    await waitFor(
      'the event_invite notification',
      async () => notificationPageSchema.parse((await get('/api/notifications')).body).items.some((n) => n.type === 'event_invite'),
      STREAM_WAIT,
    );
  }, 150_000);

  it('writes nothing on a second run', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await expect(demoOutfitsSeeder.run({ db, now: new Date() })).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
