/**
 * The account deletion job's steps (issue 22), in order. A step's `run` does ONE bounded page of
 * work and answers 'more' while anything of its kind is left, 'done' when nothing is. Every step
 * re-finds its work from the data (it always reads the FIRST page of what is left, because it
 * deleted the page before), so running a step twice, or again after a crash, deletes the rest
 * and nothing more: the job needs no cursor to resume.
 *
 * Counters of OTHER people stay right because the deletions go through the same processors as
 * any unlike / uncomment / unfollow: PostLike / PostComment / PostShare REMOVEs → `post-counters`
 * (ADD −1 on the other person's post; records of the deleted person's own posts are ignored, the
 * posts being gone first); Follow REMOVEs → `follow-counters` (`erasedUserId` set just before the
 * delete makes it count out of the other person only); TrendSignal REMOVEs → `product-trends`;
 * BlockCount of a person who blocked the deleted one: ADD −1 here.
 */
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ACCOUNT_DELETION_TEXTS } from '@seamline/shared/contracts/account-deletion';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { sectionNameKey } from '@seamline/shared/db/entities/closet-section-name';
import { NOTIFICATION_TTL_SECONDS } from '@seamline/shared/db/entities/notification';
import { uniqueValue } from '@seamline/shared/db/entities/uniqueness';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { mediaBucket, s3 } from '../media/s3';
import { deleteEventContents, deleteSuggestionContents } from '../outfits/event-cleanup';
import { deleteEvent, membersOf } from '../outfits/events.service';
import { removeCollaborator } from '../outfits/collaborators.service';
import { writeTransaction } from '../collections/transactions';
import { cleanupRound } from '@seamline/events/processors/post-cleanup';
import { eraseActorFromNotifications } from './erase-actor';
import { USER_DATA_SOURCES, USER_SINGLE_ITEMS, ownedPrefixesOf, type DataItem, type UserDataSource } from './user-data';
import { forgetKey } from '../_core/rate-limit';

/** The person being deleted, as the job's round item holds them. */
export interface DeletionSubject {
  userId: string;
  username: string;
  email: string;
  /** Client address and known-device hash of the request (their sign-in attempts go too). */
  address?: string;
  deviceHash?: string;
}

export type StepResult = 'done' | 'more';

export interface DeletionStep {
  name: string;
  /** One bounded page of work (module doc). @throws on any failure (the round is retried). */
  run(subject: DeletionSubject): Promise<StepResult>;
}

/** Items per page of the simple per-person sources (BatchWriteItem takes 25 a request; ElectroDB chunks). */
const PAGE = 100;
/** Items per page of the relation steps (each item may touch another person's data). */
const RELATION_PAGE = 25;
/** Attempts at BatchWriteItem's unprocessed items. */
const UNPROCESSED_ATTEMPTS = 5;
/** Cleanup rounds of one deleted post run inside a step before it answers 'more'. */
const POST_ROUNDS = 5;

type Deletable = { delete(keys: DataItem[]): { go(): Promise<{ unprocessed: unknown[] }> } };

/** BatchWrite-delete ElectroDB items of `entity` (keys rebuilt from their attributes) until none is left unprocessed. */
export async function deleteItems(entity: keyof typeof db.entities, items: DataItem[]): Promise<void> {
  let pending = items;
  const target = db.entities[entity] as unknown as Deletable;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > UNPROCESSED_ATTEMPTS) throw new Error(`${pending.length} ${entity} deletes left unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** (attempt - 2)));
    pending = (await target.delete(pending).go()).unprocessed as DataItem[];
  }
}

const more = (page: { cursor: string | null }): StepResult => (page.cursor ? 'more' : 'done');

/** Read the first page of a source, hand it to `each`, then delete it. */
function pagedStep(
  source: UserDataSource,
  options: { limit?: number; before?: (items: DataItem[], subject: DeletionSubject) => Promise<void> } = {},
): DeletionStep {
  return {
    name: source.name,
    async run(subject) {
      const page = await source.page(subject.userId, null, options.limit ?? PAGE);
      if (options.before) await options.before(page.items, subject);
      await deleteItems(source.entity, page.items);
      return more(page);
    },
  };
}

const str = (value: unknown): string => String(value);

/** Trend signal ids of the person's saves and likes (`events/processors/product-trends.ts` signalIdOf). */
async function deleteSignals(kind: 'save' | 'like', userId: string, productIds: string[]): Promise<void> {
  if (productIds.length) await deleteItems('trendSignal', productIds.map((p) => ({ signalId: `${kind}:${userId}:${p}` })));
}

/** The person's suggestions in any event: contents, photos, the event's count. */
const suggestionsStep: DeletionStep = {
  name: 'outfitSuggestions',
  async run({ userId }) {
    const page = await USER_DATA_SOURCES.outfitSuggestions.page(userId, null, 10);
    for (const item of page.items) {
      const suggestion = item as Parameters<typeof deleteSuggestionContents>[0];
      await deleteSuggestionContents(suggestion);
      await db.entities.outfitEvent
        .patch({ eventId: str(item.eventId) })
        .add({ suggestionCount: -1 })
        .go()
        .catch((error: unknown) => {
          if (!isConditionalFailure(error)) throw error; // the event is gone already
        });
    }
    return more(page);
  },
};

/**
 * Take one of the person's suggestion comments or favourite marks away with its suggestion's count
 * (`commentCount` / `favoriteCount` ADD −1) in ONE transaction, the row `attribute_exists` and the
 * suggestion `attribute_exists` (as `suggestion-social.service.ts` does for a person's own
 * DELETE). A row already gone (the index lags its delete, or a repeated step) changes nothing; a
 * row whose suggestion is gone (its event is being cleaned up) is deleted alone, there is no count
 * left to keep.
 * @throws on DynamoDB failures and on a cancellation for any other reason.
 */
async function removeSuggestionMark(kind: 'comment' | 'favorite', row: DataItem): Promise<void> {
  const suggestionId = str(row.suggestionId);
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ suggestionComment, suggestionFavorite, outfitSuggestion }) => [
        kind === 'comment'
          ? suggestionComment.remove({ suggestionId, createdAt: str(row.createdAt), commentId: str(row.commentId) }).commit()
          : suggestionFavorite.remove({ suggestionId, userId: str(row.userId) }).commit(),
        outfitSuggestion
          .update({ suggestionId })
          .add(kind === 'comment' ? { commentCount: -1 } : { favoriteCount: -1 })
          .where((a, op) => op.exists(a.suggestionId))
          .commit(),
      ])
      .go(),
  );
  if (!canceled || reasons[0]?.code === 'ConditionalCheckFailed') return;
  if (reasons[1]?.code !== 'ConditionalCheckFailed')
    throw new Error(`Suggestion ${kind} removal cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  if (kind === 'comment') await deleteItems('suggestionComment', [row]);
  else await deleteItems('suggestionFavorite', [row]);
}

/**
 * The person's comments and favourite marks on outfit suggestions in EVERY event, also events
 * they left or were removed from (issue 35 §3): the sources `suggestionComments` /
 * `suggestionFavorites` of `user-data.ts` (the entities' `byAuthor` index, gsi2; the export lists
 * the same), one page of {@link RELATION_PAGE} a run, each with its suggestion's count. Rows
 * written before the index get its keys from `npm run admin:backfill-indexes`.
 */
function suggestionMarksStep(kind: 'comment' | 'favorite'): DeletionStep {
  return {
    name: (kind === 'comment' ? USER_DATA_SOURCES.suggestionComments : USER_DATA_SOURCES.suggestionFavorites).name,
    async run({ userId }) {
      const source = kind === 'comment' ? USER_DATA_SOURCES.suggestionComments : USER_DATA_SOURCES.suggestionFavorites;
      const page = await source.page(userId, null, RELATION_PAGE);
      for (const row of page.items) await removeSuggestionMark(kind, row);
      return more(page);
    },
  };
}

/** Tell the other members of a deleted event (a system row, idempotent by its id). */
async function tellEventDeleted(recipientId: string, eventId: string, eventName: string, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await db.transaction
      .write(({ notification, notificationState }) => [
        notification
          .create({
            recipientId,
            notificationId: `other-event-deleted-${eventId}`,
            type: 'other',
            actorIds: [],
            actorCount: 0,
            message: ACCOUNT_DELETION_TEXTS.eventDeletedNotice(eventName),
            targetUrl: '/outfits',
            windowStartedAt: at,
            createdAt: at,
            updatedAt: at,
            isRead: false,
            version: 1,
            ttl: Math.floor(now.getTime() / 1000) + NOTIFICATION_TTL_SECONDS,
          })
          .commit(),
        notificationState.update({ userId: recipientId }).add({ unseen: 1, total: 1 }).commit(),
      ])
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Events the person created (deleted with their contents, members told) or collaborates on (they leave). */
const eventsStep: DeletionStep = {
  name: 'outfitEventMemberships',
  async run({ userId }) {
    const page = await USER_DATA_SOURCES.outfitEventMemberships.page(userId, null, 10);
    for (const membership of page.items) {
      const eventId = str(membership.eventId);
      if (membership.role === 'creator') {
        const members = await membersOf(eventId);
        const { data: event } = await db.entities.outfitEvent.get({ eventId }).go({ consistent: true });
        if (event) {
          // outfit-stats ignores the records of an erased event (the creator's counts go with them).
          await db.entities.outfitEvent.patch({ eventId }).set({ erasing: true }).go();
          await deleteEvent(userId, eventId).catch((error: unknown) => {
            if ((error as { statusCode?: number }).statusCode !== 404) throw error;
          });
          for (const member of members)
            if (member.userId !== userId) await tellEventDeleted(member.userId, eventId, event.eventName, new Date());
        }
        // The event's other suggestions, comments, marks and photos: the event-cleanup processor
        // does this on the REMOVE record too; here it is done before the round ends (idempotent,
        // a failure throws and the round is retried).
        await deleteEventContents(eventId);
        await db.entities.eventMember.delete({ eventId, userId }).go();
        continue;
      }
      // A collaborator leaves (their comments and favourite marks went in the steps before, by
      // the byAuthor index, in this event and every one they had left).
      await removeCollaborator(userId, eventId, userId).catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      });
      await db.entities.eventMember.delete({ eventId, userId }).go();
    }
    return more(page);
  },
};

/** Follows either way: the other person's notifications lose the actor; the follow is marked, then deleted. */
function followStep(source: UserDataSource, otherSide: 'followingId' | 'followerId'): DeletionStep {
  return {
    name: source.name,
    async run({ userId }) {
      const page = await source.page(userId, null, RELATION_PAGE);
      for (const follow of page.items) {
        const key = { followerId: str(follow.followerId), followingId: str(follow.followingId) };
        if (otherSide === 'followingId') await eraseActorFromNotifications(key.followingId, userId);
        await db.entities.follow
          .patch(key)
          .set({ erasedUserId: userId })
          .go()
          .catch((error: unknown) => {
            if (!isConditionalFailure(error)) throw error;
          });
        await db.entities.follow.delete(key).go();
      }
      return more(page);
    },
  };
}

/**
 * The person's fit-match entries in OTHER people's feeds (sparse gsi2 of FeedEntry): fit-similar
 * readers need not follow the person, so no follow REMOVE takes these out. Not a source of
 * `user-data.ts` (they are other people's feeds, so not exported either).
 */
const FIT_MATCHES_IN_OTHER_FEEDS: UserDataSource = {
  name: 'fitMatchesInOtherFeeds',
  entity: 'feedEntry',
  async page(actorId, cursor, limit) {
    const result = await db.entities.feedEntry.query.fitMatchesOfActor({ fitMatchActorId: actorId }).go({ cursor, limit });
    return { items: result.data as DataItem[], cursor: result.cursor ?? null };
  },
};

/**
 * Blocks either way: the reverse rows in the other partition, the leaving person's id out of the
 * other's hidden set (`functions/people/hidden-set.ts`) and their `blocking` / `blockedBy` −1.
 */
const blocksStep = pagedStep(USER_DATA_SOURCES.blocks, {
  before: async (rows, { userId }) => {
    for (const row of rows) {
      const other = str(row.otherUserId);
      const reverse = row.direction === 'blocks' ? 'blocked_by' : 'blocks';
      const key = { userId: other, otherUserId: userId, direction: reverse } as const;
      const counter = reverse === 'blocks' ? 'blocking' : 'blockedBy';
      // The other's row, their count and their hidden set, together, only while the row is there
      // (a repeated step after a crash finds it gone and writes nothing).
      const { data: theirs } = await db.entities.block.get(key).go();
      if (theirs)
        await db.transaction
          .write(({ block, blockCount }) => [
            block.remove(key).commit(),
            blockCount
              .update({ userId: other })
              .add({ [counter]: -1, hiddenVersion: 1 })
              .delete({ hidden: [userId] })
              .commit(),
          ])
          .go();
    }
  },
});

/** Likes / comments / shares on anyone's posts: the author's notifications lose the actor; post-counters corrects the counts. */
function relationStep(source: UserDataSource): DeletionStep {
  return pagedStep(source, {
    limit: RELATION_PAGE,
    before: async (items, { userId }) => {
      const authors = new Set(items.map((i) => str(i.postAuthorId)));
      for (const author of authors) await eraseActorFromNotifications(author, userId);
    },
  });
}

/** The person's posts: the post (and its by-product marker) first, then its likes, comments, shares and counts. */
const postsStep: DeletionStep = {
  name: 'posts',
  async run({ userId }) {
    const page = await USER_DATA_SOURCES.posts.page(userId, null, 5);
    for (const post of page.items) {
      const postId = str(post.postId);
      await db.entities.post.delete({ postId }).go();
      if (post.productId) await db.entities.postByProduct.delete({ userId, productId: str(post.productId) }).go();
      for (let round = 0; round < POST_ROUNDS; round++) if (!(await cleanupRound(postId, round)).more) break;
    }
    // A post whose cleanup was cut is finished by its PostCleanup rounds (post-cleanup processor).
    return more(page);
  },
};

/** Domain events the person caused (the subject's notifications lose the actor) or is named in. */
const eventsByPersonStep = pagedStep(USER_DATA_SOURCES.domainEventsByPerson, {
  before: async (events, { userId }) => {
    const subjects = new Set(events.map((e) => str(e.subjectId)).filter((id) => id !== userId));
    for (const subject of subjects) await eraseActorFromNotifications(subject, userId);
  },
});

/** Closet sections with their name markers. */
const sectionsStep = pagedStep(USER_DATA_SOURCES.closetSections, {
  before: async (sections, { userId }) => {
    const markers = sections.map((s) => ({ closetId: userId, nameKey: sectionNameKey(str(s.name)) }));
    if (markers.length) await deleteItems('closetSectionName', markers);
  },
});

/** Moodboards with their items and the trend signals of those saves. */
const moodboardsStep: DeletionStep = {
  name: 'moodboards',
  async run({ userId }) {
    const page = await USER_DATA_SOURCES.moodboards.page(userId, null, 10);
    for (const board of page.items) {
      const moodboardId = str(board.moodboardId);
      const { data: items } = await db.entities.moodboardItem.query.byBoardProduct({ moodboardId }).go({ pages: 'all' });
      await deleteSignals('save', userId, items.map((i) => i.productId));
      await deleteItems('moodboardItem', items as DataItem[]);
    }
    await deleteItems('moodboard', page.items);
    return more(page);
  },
};

/** The person's own single items (settings, counters, closet). */
const singlesStep: DeletionStep = {
  name: 'singleItems',
  async run({ userId }) {
    for (const { entity, key } of USER_SINGLE_ITEMS(userId)) await deleteItems(entity, [key]);
    return 'done';
  },
};

/** Rate-limit slots counted under the person's id, email or the request's address + device. */
const attemptsStep: DeletionStep = {
  name: 'attempts',
  async run({ userId, email, address, deviceHash }) {
    const keys = Object.values(RATE_LIMITS)
      .filter((rule) => rule.per === 'user')
      .map((rule) => `${rule.key}#${userId}`);
    keys.push(`${RATE_LIMITS.passwordResetEmail.key}#${uniqueValue(email)}`);
    if (address) keys.push(`${RATE_LIMITS.signInFailures.key}#${userId}#${address}`);
    if (deviceHash) keys.push(`login-device#${deviceHash}#${userId}`);
    for (const key of keys) await forgetKey(key);
    if (deviceHash) await forgetDevice(deviceHash, userId);
    return 'done';
  },
};

/** Take the person out of a remembered browser's accounts (the KnownDevice goes when none is left). */
async function forgetDevice(tokenHash: string, userId: string): Promise<void> {
  const { data: device } = await db.entities.knownDevice.get({ tokenHash }).go({ consistent: true });
  if (!device?.userIds.includes(userId)) return;
  const rest = device.userIds.filter((id) => id !== userId);
  if (rest.length) await db.entities.knownDevice.patch({ tokenHash }).set({ userIds: rest }).go();
  else await db.entities.knownDevice.delete({ tokenHash }).go();
}

/** Every S3 object under the person's prefixes: one ListObjectsV2 page (≤ 1,000) per prefix, DeleteObjects. */
const mediaStep: DeletionStep = {
  name: 'media',
  async run({ userId }) {
    let left = false;
    for (const prefix of ownedPrefixesOf(userId)) {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: prefix, MaxKeys: 1000 }));
      const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: keys, Quiet: true } }));
      left ||= Boolean(listed.IsTruncated);
    }
    return left ? 'more' : 'done';
  },
};

/**
 * Last: the uniqueness markers (only while they still name this person: a new account may have
 * taken the name after a crash here), the User and every round item of the job.
 */
const accountStep: DeletionStep = {
  name: 'account',
  async run({ userId, username, email }) {
    for (const [kind, value] of [['username', username], ['email', email]] as const) {
      await db.entities.uniqueness
        .delete({ kind, value: uniqueValue(value) })
        .where((a, op) => op.eq(a.userId, userId))
        .go()
        .catch((error: unknown) => {
          if (!isConditionalFailure(error)) throw error;
        });
    }
    await db.entities.user.delete({ id: userId }).go();
    const { data: rounds } = await db.entities.accountDeletion.query.byRound({ userId }).go({ pages: 'all', attributes: ['userId', 'round'] });
    if (rounds.length) await deleteItems('accountDeletion', rounds as DataItem[]);
    return 'done';
  },
};

const S = USER_DATA_SOURCES;

/** The job's steps in order (module doc). Relations first, while they still say whom they touch. */
export const DELETION_STEPS: readonly DeletionStep[] = [
  pagedStep(S.sessions),
  pagedStep(S.userSessions),
  pagedStep(S.connections),
  suggestionMarksStep('comment'),
  suggestionMarksStep('favorite'),
  suggestionsStep,
  eventsStep,
  followStep(S.following, 'followingId'),
  followStep(S.followers, 'followerId'),
  blocksStep,
  relationStep(S.postLikes),
  relationStep(S.postComments),
  relationStep(S.postShares),
  postsStep,
  pagedStep(S.postsByProduct),
  eventsByPersonStep,
  pagedStep(S.domainEventsAboutPerson),
  pagedStep(S.measurements),
  pagedStep(S.searchTokens),
  pagedStep(S.styleMembers),
  pagedStep(S.recentFinds),
  pagedStep(S.interactions, {
    before: (items, { userId }) => deleteSignals('like', userId, items.filter((i) => i.type === 'like').map((i) => str(i.productId))),
  }),
  pagedStep(S.savedItems, { before: (items, { userId }) => deleteSignals('save', userId, items.map((i) => str(i.productId))) }),
  pagedStep(S.itemWears),
  pagedStep(S.closetItems),
  sectionsStep,
  moodboardsStep,
  pagedStep(FIT_MATCHES_IN_OTHER_FEEDS),
  pagedStep(S.feedEntries),
  pagedStep(S.feedPulls),
  pagedStep(S.notifications),
  pagedStep(S.notificationActors),
  pagedStep(S.userTokens),
  pagedStep(S.deviceAccounts, {
    before: (rows, { userId }) => Promise.all(rows.map((r) => forgetDevice(str(r.tokenHash), userId))).then(() => undefined),
  }),
  pagedStep(S.idempotencyRecords),
  pagedStep(S.reports),
  singlesStep,
  attemptsStep,
  mediaStep,
  accountStep,
];
