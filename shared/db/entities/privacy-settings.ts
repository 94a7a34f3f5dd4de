/**
 * PrivacySettings (spec 01 §3 UserPrivacySettings): one item per user, replaced whole on save.
 * No item means the spec's defaults (shared/contracts/privacy.ts DEFAULT_PRIVACY_SETTINGS).
 *
 * Access pattern: get by userId (table, pk `$seamline#userid_<id>`, sk `$privacysettings_1`).
 */
import { Entity } from 'electrodb';

const flag = { type: 'boolean', required: true } as const;

export const PrivacySettings = new Entity({
  model: { entity: 'privacySettings', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    photoUpload: flag,
    machineLearning: flag,
    publicDisplay: flag,
    anonymizedDisplay: flag,
    showMeasurementsToFriends: flag,
    dataRetention: { type: ['30days', '6months', '1year', 'forever'] as const, required: true },
    faceBlurring: flag,
    bodyOnlyCrop: flag,
    deletionRights: flag,
    /** Findable by fit in matches (issue 5); items saved before it existed read as true. */
    discoverableByFit: { type: 'boolean', default: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
