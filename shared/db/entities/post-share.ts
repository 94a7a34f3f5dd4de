/**
 * PostShare (spec 02 §3 Interaction of type share, for posts; issue 18; issue 32 §4): `userId`
 * reposts `postId` to their followers. ONE item per (post, person): sharing writes it with
 * `attribute_not_exists(pk)` in one transaction with the `post.shared` DomainEvent
 * (`post.shared:<postId>:<shareId>`), so sharing again — sequentially or at the same moment —
 * writes nothing; unsharing deletes it (conditional). Each share gets a fresh `shareId` and
 * `sharedAt`, so unshare + share again is a new share (new event, new feed entry `s:<shareId>`).
 * INSERT / REMOVE reach the `post-counters` processor (PostCounts `shareCount` ± 1: the number of
 * people who share the post) and `feed-fanout` (the share's entry into / out of the sharer's
 * followers' feeds).
 *
 * The shared post's product (`productId`, `productSource`) is copied from the immutable Post when
 * the share is made (issue 19), so a feed entry of the share needs no read of the Post; shares made
 * before the copy existed lack it (readers then read the Post).
 *
 * Before issue 32 a share was an event (sk `$postshare_1#sharedat_<iso>#shareid_<id>`, many per
 * person); `functions/admin/share-migration.ts` (`npm run admin:migrate-shares`) folds such items
 * into this shape, one per (post, person).
 *
 * Access patterns:
 * - does U share P (one; BatchGet for many posts' `sharedByMe`), a post's shares (cleanup):
 *   table, pk `$seamline#postid_<P>`, sk `$postshare_1#userid_<U>` (Query begins_with
 *   `$postshare_1#` for all);
 * - a person's shares, newest first (issue 19: a returning reader's feed is rebuilt from their
 *   followees' latest posts AND shares; issue 22: export and deletion): gsi1, gsi1pk
 *   `$seamline#userid_<sharer>`, gsi1sk `$postshare_1#sharedat_<iso>#shareid_<id>` (Query
 *   descending, Limit). The index keys are attributes of the share item itself, so they are
 *   written by the same PUT, in the same transaction as the share; its delete removes them too.
 */
import { Entity } from 'electrodb';

export const PostShare = new Entity({
  model: { entity: 'postShare', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    shareId: { type: 'string', required: true, readOnly: true },
    /** Who shared. */
    userId: { type: 'string', required: true, readOnly: true },
    postAuthorId: { type: 'string', required: true, readOnly: true },
    /** The shared post's product (copied from the Post; absent on shares made before issue 19). */
    productId: { type: 'string', readOnly: true },
    productSource: { type: ['catalogue', 'closet'] as const, readOnly: true },
    sharedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    bySharer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['sharedAt', 'shareId'] },
    },
  },
});
