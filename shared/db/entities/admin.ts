/**
 * Admin account (ARCHITECTURE §6): the separate admin auth stage, NOT a User. Keyed by the
 * lower-cased username, so `create` (attribute_not_exists) makes usernames unique.
 * Admin sessions are Session items of kind `admin` whose `userId` is the admin's `id`.
 *
 * Access pattern: get by username (admin login).
 */
import { Entity } from 'electrodb';

export const Admin = new Entity({
  model: { entity: 'admin', version: '1', service: 'seamline' },
  attributes: {
    /** Lower-cased, trimmed username. */
    username: { type: 'string', required: true },
    id: { type: 'string', required: true },
    /** argon2id PHC string. */
    passwordHash: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUsername: {
      pk: { field: 'pk', composite: ['username'] },
      sk: { field: 'sk', composite: [] },
    },
    /** An admin by id (the session's id: the moderation audit log names the admin, issue 33 §4). */
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['id'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});
