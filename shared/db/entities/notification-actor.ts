/**
 * NotificationActor: "this actor is already in this aggregated row" (issue 18: liking,
 * unliking and liking again does not notify twice). Created with `attribute_not_exists(pk)` in
 * the SAME transaction as the merge that adds the actor, so a second action of the same
 * person on the same open row cancels the merge whatever the order or concurrency. The row keeps
 * only 3 actors, so this marker — not the row — is the set of everyone in it.
 *
 * `ttl` (epoch seconds): one day after the row's 24 h window closes; after that the row takes
 * no more actors and a new window starts a new row (and new markers).
 *
 * Access pattern: create-if-absent by (recipient, row, actor) (table, pk
 * `$seamline#recipientid_<id>`, sk `$notificationactor_1#notificationid_<row id>#actorid_<id>`).
 */
import { Entity } from 'electrodb';

export const NotificationActor = new Entity({
  model: { entity: 'notificationActor', version: '1', service: 'seamline' },
  attributes: {
    recipientId: { type: 'string', required: true },
    notificationId: { type: 'string', required: true },
    actorId: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byRow: {
      pk: { field: 'pk', composite: ['recipientId'] },
      sk: { field: 'sk', composite: ['notificationId', 'actorId'] },
    },
  },
});
