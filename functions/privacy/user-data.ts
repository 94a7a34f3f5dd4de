/**
 * Everything a person owns, entity by entity, in bounded pages (issue 22, Data rights): the ONE
 * enumeration of a person's data. Account deletion (`account-deletion-job.ts`) deletes what these
 * sources list; the data export (GDPR Art. 20) is meant to write one JSON file per source from the
 * SAME list, so a new entity added here is both deleted and exported.
 *
 * Every source is a Query on a designed key of the person (never a Scan; keys in
 * `shared/db/README.md`): a page is at most `limit` items plus an opaque ElectroDB cursor
 * (`null` = last page). Single items (settings, counters) are GetItems ({@link USER_SINGLE_ITEMS});
 * items whose key is derived from another source's item (moodboard items, section name markers,
 * trend signals, the uniqueness markers) are listed by the step that reads their parent, and S3
 * objects by {@link mediaPrefixesOf}.
 *
 * Not a source: other people's items that only NAME the person (a like on the person's post, a
 * notification row with the person among its actors) — those belong to the other person and are
 * handled by the deletion steps that read the relation.
 */
import { EXPORTS_PREFIX, PERSON_MEDIA_PREFIXES } from '@seamline/shared/contracts/media';
import { db } from '../_core/aws-clients';

/** An ElectroDB item of any entity (keys are rebuilt by ElectroDB from its attributes). */
export type DataItem = Record<string, unknown>;

/** One page of a source: items in key order and the cursor of the next page, `null` when none. */
export interface DataPage {
  items: DataItem[];
  cursor: string | null;
}

/** One kind of item a person owns, listed by a Query on the person's key. */
export interface UserDataSource {
  /** Source name: the deletion step's and the export's JSON file name. */
  name: string;
  /** The ElectroDB entity (`db.entities[entity]`), used to delete or describe its items. */
  entity: keyof typeof db.entities;
  /**
   * One page of the person's items.
   * @param cursor `null` for the first page; @param limit items per page (1–1,000).
   * @throws on DynamoDB failures.
   */
  page(userId: string, cursor: string | null, limit: number): Promise<DataPage>;
}

interface Goable {
  go(options: { cursor: string | null; limit: number }): Promise<{ data: unknown[]; cursor: string | null }>;
}

/** A source from a query builder (ElectroDB's typed builders, read structurally). */
function source(
  name: string,
  entity: keyof typeof db.entities,
  query: (userId: string) => unknown,
): UserDataSource {
  return {
    name,
    entity,
    async page(userId, cursor, limit) {
      const result = await (query(userId) as Goable).go({ cursor, limit });
      return { items: result.data as DataItem[], cursor: result.cursor ?? null };
    },
  };
}

const e = () => db.entities;

/** The person's items listed by a Query, in the order the deletion job removes them. */
export const USER_DATA_SOURCES = {
  sessions: source('sessions', 'session', (userId) => e().session.query.byUser({ userId })),
  /** The base-table index of the sessions (issue 33 §4, `user-session.ts`); its refs outlive a Session deleted alone. */
  userSessions: source('userSessions', 'userSession', (userId) => e().userSession.query.byUser({ userId })),
  connections: source('connections', 'connection', (userId) => e().connection.query.byUser({ userId })),
  outfitSuggestions: source('outfitSuggestions', 'outfitSuggestion', (suggestedBy) => e().outfitSuggestion.query.byAuthor({ suggestedBy })),
  outfitEventMemberships: source('outfitEventMemberships', 'eventMember', (userId) => e().eventMember.query.byUser({ userId })),
  /**
   * Issue 35 §3–§4: the person's comments and favourite marks on outfit suggestions in EVERY event,
   * also those they have left (the author index `byAuthor`, gsi2): exported, and deleted with the
   * account (the deletion step of the same name keeps the suggestions' counts).
   */
  suggestionComments: source('suggestionComments', 'suggestionComment', (userId) => e().suggestionComment.query.byAuthor({ userId })),
  suggestionFavorites: source('suggestionFavorites', 'suggestionFavorite', (userId) => e().suggestionFavorite.query.byAuthor({ userId })),
  following: source('following', 'follow', (followerId) => e().follow.query.byPair({ followerId })),
  followers: source('followers', 'follow', (followingId) => e().follow.query.followersOf({ followingId })),
  blocks: source('blocks', 'block', (userId) => e().block.query.byPerson({ userId })),
  postLikes: source('postLikes', 'postLike', (userId) => e().postLike.query.byUser({ userId })),
  postComments: source('postComments', 'postComment', (userId) => e().postComment.query.byAuthor({ userId })),
  postShares: source('postShares', 'postShare', (userId) => e().postShare.query.bySharer({ userId })),
  posts: source('posts', 'post', (userId) => e().post.query.byAuthor({ userId })),
  postsByProduct: source('postsByProduct', 'postByProduct', (userId) => e().postByProduct.query.byUserProduct({ userId })),
  domainEventsByPerson: source('domainEventsByPerson', 'domainEvent', (actorId) => e().domainEvent.query.byActor({ actorId })),
  domainEventsAboutPerson: source('domainEventsAboutPerson', 'domainEvent', (subjectId) => e().domainEvent.query.bySubject({ subjectId })),
  measurements: source('measurements', 'measurements', (userId) => e().measurements.query.byUser({ userId })),
  searchTokens: source('searchTokens', 'searchToken', (userId) => e().searchToken.query.byUser({ userId })),
  styleMembers: source('styleMembers', 'styleMember', (userId) => e().styleMember.query.byUser({ userId })),
  recentFinds: source('recentFinds', 'recentFind', (userId) => e().recentFind.query.byUserProduct({ userId })),
  interactions: source('interactions', 'interaction', (userId) => e().interaction.query.byUserProduct({ userId })),
  savedItems: source('savedItems', 'collectionItem', (userId) => e().collectionItem.query.byUserProduct({ userId })),
  itemWears: source('itemWears', 'itemWear', (userId) => e().itemWear.query.byUser({ userId })),
  closetItems: source('closetItems', 'closetItem', (closetId) => e().closetItem.query.byId({ closetId })),
  closetSections: source('closetSections', 'closetSection', (closetId) => e().closetSection.query.byId({ closetId })),
  moodboards: source('moodboards', 'moodboard', (userId) => e().moodboard.query.byOwner({ userId })),
  feedEntries: source('feedEntries', 'feedEntry', (ownerId) => e().feedEntry.query.byFeed({ ownerId })),
  feedPulls: source('feedPulls', 'feedPull', (ownerId) => e().feedPull.query.byFeed({ ownerId })),
  notifications: source('notifications', 'notification', (recipientId) => e().notification.query.byRecipient({ recipientId })),
  notificationActors: source('notificationActors', 'notificationActor', (recipientId) => e().notificationActor.query.byRow({ recipientId })),
  userTokens: source('userTokens', 'userToken', (userId) => e().userToken.query.byUser({ userId })),
  deviceAccounts: source('deviceAccounts', 'deviceAccount', (userId) => e().deviceAccount.query.byUser({ userId })),
  idempotencyRecords: source('idempotencyRecords', 'idempotencyRecord', (userId) => e().idempotencyRecord.query.byUser({ userId })),
  // Issue 33 §3: the reports the person made (exported; deleted with the account — the target's
  // queue row keeps its anonymous counts and details).
  reports: source('reports', 'report', (reporterId) => e().report.query.byReporter({ reporterId })),
} as const satisfies Record<string, UserDataSource>;

export type UserDataSourceName = keyof typeof USER_DATA_SOURCES;

/** The person's single items (GetItem by the person's id), by entity and key. */
export const USER_SINGLE_ITEMS = (userId: string) =>
  [
    { entity: 'privacySettings', key: { userId } },
    { entity: 'notificationPreferences', key: { userId } },
    { entity: 'notificationState', key: { userId } },
    { entity: 'stylePreferences', key: { userId } },
    { entity: 'userOnboarding', key: { userId } },
    { entity: 'profileStats', key: { userId } },
    { entity: 'feedState', key: { userId } },
    { entity: 'feedAuthor', key: { authorId: userId } },
    { entity: 'fitIndex', key: { userId } },
    { entity: 'blockCount', key: { userId } },
    { entity: 'closet', key: { closetId: userId } },
    { entity: 'dataExport', key: { userId } },
  ] as const satisfies readonly { entity: keyof typeof db.entities; key: Record<string, string> }[];

/**
 * The S3 prefixes that hold only this person's media (`PERSON_MEDIA_PREFIXES` + the id; the data
 * export copies these). Each ends with `/`, so `u1/` never matches `u10/`.
 */
export function mediaPrefixesOf(userId: string): string[] {
  return PERSON_MEDIA_PREFIXES.map((prefix) => `${prefix}${userId}/`);
}

/** Every S3 prefix of the person: their media and their data export archives (account deletion removes all). */
export function ownedPrefixesOf(userId: string): string[] {
  return [...mediaPrefixesOf(userId), `${EXPORTS_PREFIX}${userId}/`];
}
