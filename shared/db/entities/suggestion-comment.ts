/**
 * SuggestionComment (spec 02 §3 SuggestionComment; issue 20): a comment on an outfit suggestion
 * by the event's creator or a collaborator, plain text (trimmed, 1–500 characters). Created in one
 * transaction with the suggestion's `commentCount` ADD 1.
 *
 * Access pattern: a suggestion's comments, oldest first: table, pk `$seamline#suggestionid_<S>`,
 * sk `$suggestioncomment_1#createdat_<iso>#commentid_<id>` (Query ascending, Limit + cursor; the
 * same Query in pages of 100 deletes them with the event); one comment by id (a report of it,
 * issue 33 §3): gsi1, gsi1pk `$seamline#commentid_<id>` (items stored before this index get its
 * keys from `npm run admin:backfill-indexes`); a person's comments in any event, newest first,
 * whether or not they still belong to it (account deletion and data export, issue 35 §3): `byAuthor`
 * on gsi2, gsi2pk `$seamline#userid_<P>`, gsi2sk `$suggestioncomment_1#createdat_<iso>#commentid_<id>`
 * (Query descending, `begins_with` the entity prefix; items stored before it get its keys from
 * `npm run admin:backfill-indexes`).
 */
import { Entity } from 'electrodb';

export const SuggestionComment = new Entity({
  model: { entity: 'suggestionComment', version: '1', service: 'seamline' },
  attributes: {
    suggestionId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    comment: { type: 'string', required: true, readOnly: true },
    /** Set when an admin removed the comment (issue 33 §4): hidden from every thread; `restore` clears it. */
    removedAt: { type: 'string' },
    removedReason: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySuggestion: {
      pk: { field: 'pk', composite: ['suggestionId'] },
      sk: { field: 'sk', composite: ['createdAt', 'commentId'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['commentId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    /** A person's suggestion comments in every event, newest first (account deletion / export, issue 35 §3). */
    byAuthor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'commentId'] },
    },
  },
});
