/**
 * The ElectroDB Service over the one table: every entity, bound to a client and table name.
 * Server-only (the web app may not import `shared/db`; a lint rule enforces it).
 */
import { Entity, Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Session } from './entities/session';
import { UserSession } from './entities/user-session';
import { Connection } from './entities/connection';
import { User } from './entities/user';
import { Uniqueness } from './entities/uniqueness';
import { UserToken } from './entities/user-token';
import { Admin } from './entities/admin';
import { LimitSlot } from './entities/limit-slot';
import { KnownDevice } from './entities/known-device';
import { IdempotencyRecord } from './entities/idempotency-record';
import { ClosetSectionName } from './entities/closet-section-name';
import { CatalogueChange } from './entities/catalogue-change';
import { UserOnboarding } from './entities/user-onboarding';
import { StylePreferences } from './entities/style-preferences';
import { Measurements } from './entities/measurements';
import { PrivacySettings } from './entities/privacy-settings';
import { BrandSize } from './entities/brand-size';
import { Follow } from './entities/follow';
import { ProfileStats } from './entities/profile-stats';
import { StreamReceipt } from './entities/stream-receipt';
import { FitIndex } from './entities/fit-index';
import { SearchToken } from './entities/search-token';
import { StyleMember } from './entities/style-member';
import { DomainEvent } from './entities/domain-event';
import { Product } from './entities/product';
import { ProductTag } from './entities/product-tag';
import { CollectionItem } from './entities/collection-item';
import { Moodboard } from './entities/moodboard';
import { MoodboardItem } from './entities/moodboard-item';
import { RecentFind } from './entities/recent-find';
import { Interaction } from './entities/interaction';
import { ProductTrend } from './entities/product-trend';
import { TrendSignal } from './entities/trend-signal';
import { Closet } from './entities/closet';
import { ClosetItem } from './entities/closet-item';
import { ClosetSection } from './entities/closet-section';
import { Notification } from './entities/notification';
import { NotificationActor } from './entities/notification-actor';
import { NotificationState } from './entities/notification-state';
import { NotificationPreferences } from './entities/notification-preferences';
import { Post } from './entities/post';
import { PostLike } from './entities/post-like';
import { PostComment } from './entities/post-comment';
import { PostShare } from './entities/post-share';
import { PostByProduct } from './entities/post-by-product';
import { PostCounts } from './entities/post-counts';
import { PostCleanup } from './entities/post-cleanup';
import { FeedEntry } from './entities/feed-entry';
import { FeedState } from './entities/feed-state';
import { FeedPull } from './entities/feed-pull';
import { FeedAuthor } from './entities/feed-author';
import { OutfitEvent } from './entities/outfit-event';
import { EventMember } from './entities/event-member';
import { OutfitSuggestion } from './entities/outfit-suggestion';
import { SuggestionComment } from './entities/suggestion-comment';
import { SuggestionFavorite } from './entities/suggestion-favorite';
import { ItemWear } from './entities/item-wear';
import { Block } from './entities/block';
import { BlockCount } from './entities/block-count';
import { PerfReport } from './entities/perf-report';
import { PerfRollup } from './entities/perf-rollup';
import { PerfErrorGroup } from './entities/perf-error-group';
import { PerfSession } from './entities/perf-session';
import { AccountDeletion } from './entities/account-deletion';
import { RetentionSegment } from './entities/retention-segment';
import { DataExportEntity } from './entities/data-export';
import { DeviceAccount } from './entities/device-account';
import { Report } from './entities/report';
import { ModerationCase } from './entities/moderation-case';
import { ModerationAudit } from './entities/moderation-audit';

export const entities = {
  session: Session,
  userSession: UserSession,
  connection: Connection,
  user: User,
  uniqueness: Uniqueness,
  userToken: UserToken,
  admin: Admin,
  limitSlot: LimitSlot,
  knownDevice: KnownDevice,
  idempotencyRecord: IdempotencyRecord,
  userOnboarding: UserOnboarding,
  stylePreferences: StylePreferences,
  measurements: Measurements,
  privacySettings: PrivacySettings,
  brandSize: BrandSize,
  follow: Follow,
  profileStats: ProfileStats,
  streamReceipt: StreamReceipt,
  fitIndex: FitIndex,
  searchToken: SearchToken,
  styleMember: StyleMember,
  domainEvent: DomainEvent,
  product: Product,
  productTag: ProductTag,
  collectionItem: CollectionItem,
  moodboard: Moodboard,
  moodboardItem: MoodboardItem,
  recentFind: RecentFind,
  interaction: Interaction,
  productTrend: ProductTrend,
  trendSignal: TrendSignal,
  closet: Closet,
  closetItem: ClosetItem,
  closetSection: ClosetSection,
  closetSectionName: ClosetSectionName,
  catalogueChange: CatalogueChange,
  notification: Notification,
  notificationActor: NotificationActor,
  notificationState: NotificationState,
  notificationPreferences: NotificationPreferences,
  // Social layer (issue 18): posts, likes, comments, shares, counts.
  post: Post,
  postLike: PostLike,
  postComment: PostComment,
  postShare: PostShare,
  postByProduct: PostByProduct,
  postCounts: PostCounts,
  postCleanup: PostCleanup,
  // Personal Style Feed (issue 19): entries, read state, hybrid fan-out.
  feedEntry: FeedEntry,
  feedState: FeedState,
  feedPull: FeedPull,
  feedAuthor: FeedAuthor,
  // Outfit planning (issue 20): events, members, suggestions, comments, favourites, wears.
  outfitEvent: OutfitEvent,
  eventMember: EventMember,
  outfitSuggestion: OutfitSuggestion,
  suggestionComment: SuggestionComment,
  suggestionFavorite: SuggestionFavorite,
  itemWear: ItemWear,
  // Blocking (issue 19): two rows per block (both partitions) and the blocker's count.
  block: Block,
  blockCount: BlockCount,
  // Real-user monitoring (issue 21): raw reports (7 days), hourly/daily aggregates, error groups.
  perfReport: PerfReport,
  perfRollup: PerfRollup,
  perfErrorGroup: PerfErrorGroup,
  // Issue 35: per monitoring session, what the aggregates hold of it (latest-report corrections).
  perfSession: PerfSession,
  // Data rights (issue 22): account deletion job rounds, the latest data export of each person.
  accountDeletion: AccountDeletion,
  retentionSegment: RetentionSegment,
  dataExport: DataExportEntity,
  deviceAccount: DeviceAccount,
  // Reports and moderation (issue 33 §3–§4): reports, one queue row per target, the audit log.
  report: Report,
  moderationCase: ModerationCase,
  moderationAudit: ModerationAudit,
};

/**
 * Bind the entities to a DocumentClient and table name.
 *
 * ElectroDB's `Service` binds the Entity OBJECTS it is given (`entity.setClient`), and the
 * entities above are module singletons: a second service in the same process (the local
 * runtime's seed client, a bench's writer) used to re-bind every entity of the functions' `db`
 * to its own client, so locally every handler's ElectroDB read went through the seed's client —
 * without the functions' fail-fast handler, outage gate and lock-timeout middlewares, and past
 * any counter on the functions' client (issue 36). `isolated: true` builds fresh Entity objects
 * from the same schemas, so the service binds only its own; the functions' `db`
 * (`functions/_core/aws-clients.ts`) is the one non-isolated service.
 */
export function createDbService(client: DynamoDBDocumentClient, table: string, { isolated = false }: { isolated?: boolean } = {}) {
  if (!isolated) return new Service(entities, { client, table });
  const own = Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, new Entity((entity as unknown as { schema: ConstructorParameters<typeof Entity>[0] }).schema)]),
  ) as unknown as typeof entities;
  return new Service(own, { client, table });
}

export type DbService = ReturnType<typeof createDbService>;
