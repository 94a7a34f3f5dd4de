/**
 * NotificationPreferences (issue 18): per type on/off, replaced whole on save. No item means
 * everything on (shared/contracts/notifications.ts DEFAULT_NOTIFICATION_PREFERENCES). The
 * notifications processor reads it before storing: a type turned off is neither stored nor
 * pushed (`other` system messages have no switch).
 *
 * Access pattern: get / put by userId (table, pk `$seamline#userid_<id>`, sk `$notificationpreferences_1`).
 */
import { Entity } from 'electrodb';

const flag = { type: 'boolean', required: true } as const;

export const NotificationPreferences = new Entity({
  model: { entity: 'notificationPreferences', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    likes: flag,
    comments: flag,
    follows: flag,
    shares: flag,
    eventInvites: flag,
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
