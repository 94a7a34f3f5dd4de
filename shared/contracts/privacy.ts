/**
 * UserPrivacySettings (spec 01 §3; defaults §9): what a person allows the app to do with
 * their photos and measurements. Read by later issues (scan photo retention, fit matching,
 * public display). Oneself only.
 *
 * `dataRetention` values (the spec names only the default '6months'): '30days', '6months',
 * '1year' or 'forever' (kept until the person deletes it) — how long retained scan photos
 * and measurement history are kept.
 */
import * as z from 'zod';
import { DATA_RETENTION } from './privacy-retention';
import { PRIVACY_SWITCHES } from './privacy-effects';

export {
  DATA_RETENTION,
  DATA_RETENTION_EFFECTS,
  DATA_RETENTION_KEEPS,
  DATA_RETENTION_LABELS,
  RETENTION_DAYS,
  isPastRetention,
  retentionCutoff,
  type DataRetention,
} from './privacy-retention';

const flag = z.boolean({ error: 'Must be true or false' });

/** `PUT /api/users/{userId}/privacy`: the whole set of settings (replaced on save). */
export const privacySettingsInputSchema = z.strictObject({
  photoUpload: flag,
  machineLearning: flag,
  publicDisplay: flag,
  anonymizedDisplay: flag,
  showMeasurementsToFriends: flag,
  dataRetention: z.enum(DATA_RETENTION, { error: `Data retention must be one of ${DATA_RETENTION.join(', ')}` }),
  faceBlurring: flag,
  bodyOnlyCrop: flag,
  deletionRights: flag,
  /**
   * Findable by fit in other people's matches (score and reasons only, never the numbers).
   * Not in the spec (issue 5): default on; a client that omits it on PUT gets the default.
   */
  discoverableByFit: flag.default(true),
});
export type PrivacySettingsInput = z.output<typeof privacySettingsInputSchema>;

/** The spec's defaults (spec 01 §3 UserPrivacySettings, §9 Defaults). */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettingsInput = {
  photoUpload: false,
  machineLearning: false,
  publicDisplay: false,
  anonymizedDisplay: false,
  showMeasurementsToFriends: false,
  dataRetention: '6months',
  faceBlurring: true,
  bodyOnlyCrop: true,
  deletionRights: true,
  discoverableByFit: true,
};

/** The settings of a user; `updatedAt` is null while only the defaults apply (never saved). */
export const privacySettingsSchema = privacySettingsInputSchema.extend({
  userId: z.string(),
  updatedAt: z.string().nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The panel's on/off flags: ONE list, `PRIVACY_SWITCHES` (privacy-effects.ts, zod-free), checked here against the input's keys. */
export const PRIVACY_FLAGS = PRIVACY_SWITCHES satisfies readonly (keyof PrivacySettingsInput)[];
