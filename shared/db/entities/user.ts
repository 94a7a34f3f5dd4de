/**
 * User (spec 01 §3). The accounts issue adds credentials and the uniqueness marker items;
 * this model holds the profile fields every area reads.
 *
 * Access pattern: get by id.
 */
import { Entity } from 'electrodb';

export const User = new Entity({
  model: { entity: 'user', version: '1', service: 'seamline' },
  attributes: {
    id: { type: 'string', required: true },
    username: { type: 'string', required: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    bio: { type: 'string' },
    profileImageUrl: { type: 'string' },
    authProvider: { type: ['local', 'google', 'apple', 'microsoft'] as const, default: 'local' },
    isEmailVerified: { type: 'boolean', default: false },
    termsAcceptedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
