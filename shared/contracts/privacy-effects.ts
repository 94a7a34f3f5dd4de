/**
 * What each privacy switch does (issue 22 "Every setting has an effect, documented on the privacy
 * page"): the label and the effect text the privacy settings panel shows for every flag of
 * `UserPrivacySettings` (spec 01 §3; the spec fixes no texts for this panel). The ONE place these
 * texts live; the rules they describe are `shared/domain/privacy/effects.ts` (lists and shared
 * signals), `canViewMeasurements` (functions/people/person-summary.ts), the scan's retained photo
 * (functions/scan/scan.service.ts) and the privacy save (functions/measurements/privacy.service.ts).
 * Browser-safe (no zod).
 */
import { TRENDING_WINDOW_DAYS } from './catalogue-constants';

/** The on/off settings of the panel (every flag of PrivacySettingsInput, `dataRetention` aside). */
export const PRIVACY_SWITCHES = [
  'photoUpload',
  'machineLearning',
  'publicDisplay',
  'anonymizedDisplay',
  'showMeasurementsToFriends',
  'faceBlurring',
  'bodyOnlyCrop',
  'deletionRights',
  'discoverableByFit',
] as const;
export type PrivacySwitch = (typeof PRIVACY_SWITCHES)[number];


/** Label and effect of each switch, in panel order. */
export const PRIVACY_SWITCH_TEXTS: Record<PrivacySwitch, { label: string; effect: string }> = {
  photoUpload: {
    label: 'Photo uploads',
    effect:
      'On: you may keep a copy of a body-scan photo. Off: scan photos are analyzed for the scan only and never stored, and turning this off deletes every scan photo you kept.',
  },
  machineLearning: {
    label: 'Improve fit models',
    effect: `On: your saves and likes count towards Trending Now, and people with a similar fit may see what you saved in their feed. Off: nothing of yours is counted in what others see; counts already made leave Trending Now within ${TRENDING_WINDOW_DAYS} days.`,
  },
  publicDisplay: {
    label: 'Public profile',
    effect:
      'On: others can find you in people search, the people list, suggestions and fit matches, open your closet and see your measurements. Off: you are left out of all of these.',
  },
  anonymizedDisplay: {
    label: 'Anonymised comparisons',
    effect:
      "On: in the people list, suggestions, fit matches and fit-match feed posts others see 'Anonymous', without your name or photo, and people search leaves you out. Your own posts and comments still show your name.",
  },
  showMeasurementsToFriends: {
    label: 'Share with friends',
    effect: 'On: people you follow who follow you back can see your measurements. Nobody else can, unless your profile is public.',
  },
  faceBlurring: { label: 'Blur faces', effect: 'Blur faces in any photo I choose to keep.' },
  bodyOnlyCrop: { label: 'Body-only crop', effect: 'Crop kept photos to the body.' },
  deletionRights: { label: 'Deletion on request', effect: 'Delete my data whenever I ask.' },
  discoverableByFit: {
    label: 'Findable by fit',
    effect: 'People with a similar body can find me in their matches (score only, never my numbers).',
  },
};

/**
 * Why the body scan's 'Keep my photo' box is disabled while Photo uploads is off (scan dialog);
 * the API's refusal of `retainPhoto` says the same (`PHOTO_UPLOADS_OFF`, 409).
 */
export const RETAIN_PHOTO_DISABLED_REASON = 'Turn on Photo uploads in Privacy to keep scan photos';
