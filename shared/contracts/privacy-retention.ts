/**
 * Data retention (spec 01 §3 UserPrivacySettings `dataRetention`; issue 22 "Retention"): the
 * values, how long each keeps retained scan photos and measurement history, the texts the
 * privacy page shows for them, and the age rule the retention pass applies. Browser-safe (no
 * zod): the settings panel imports it; shared/contracts/privacy.ts re-exports it.
 */

export const DATA_RETENTION = ['30days', '6months', '1year', 'forever'] as const;
export type DataRetention = (typeof DATA_RETENTION)[number];

/**
 * How long each `dataRetention` value keeps retained scan photos and measurement history, in
 * days (issue 22 "Retention"; null = forever). Months and years count as fixed day counts so the
 * rule is the same every day of the year: 6 months = 182 days, 1 year = 365 days.
 */
export const RETENTION_DAYS: Record<DataRetention, number | null> = {
  '30days': 30,
  '6months': 182,
  '1year': 365,
  forever: null,
};

/** Labels of the Data retention choice (settings panel). */
export const DATA_RETENTION_LABELS: Record<DataRetention, string> = {
  '30days': '30 days',
  '6months': '6 months',
  '1year': '1 year',
  forever: 'Until I delete it',
};

/**
 * What each value removes and when (issue 22: the privacy page states it). The one place these
 * texts live; the settings panel shows them under the choice. Your current measurements are
 * never removed by retention.
 */
export const DATA_RETENTION_EFFECTS: Record<DataRetention, string> = {
  '30days':
    'Saved scan photos and older versions of your measurements are deleted 30 days after they were saved, by a daily clean-up (and right away when you choose this).',
  '6months':
    'Saved scan photos and older versions of your measurements are deleted 6 months (182 days) after they were saved, by a daily clean-up (and right away when you choose this).',
  '1year':
    'Saved scan photos and older versions of your measurements are deleted 1 year (365 days) after they were saved, by a daily clean-up (and right away when you choose this).',
  forever: 'Nothing is deleted automatically: saved scan photos and older versions of your measurements are kept until you delete them.',
};

/** Said under every value: what retention never touches. */
export const DATA_RETENTION_KEEPS = 'Your current measurements are always kept.';

/**
 * The instant before which retained items are past retention: `now` minus the value's days, or
 * null for 'forever' (nothing is). An item saved exactly at the cutoff is still kept.
 * @param now the moment of the pass (ms precision)
 */
export function retentionCutoff(value: DataRetention, now: Date): Date | null {
  const days = RETENTION_DAYS[value];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/**
 * True when an item saved at `savedAt` is past the retention `value` at `now`: strictly older
 * than the value's days ('forever': never).
 */
export function isPastRetention(value: DataRetention, savedAt: Date, now: Date): boolean {
  const cutoff = retentionCutoff(value, now);
  return cutoff !== null && savedAt.getTime() < cutoff.getTime();
}
