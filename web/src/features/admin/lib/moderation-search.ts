/**
 * `/admin/moderation?tab=` (issue 33 §4): which tab shows — the open cases (default), the
 * resolved ones, or the audit log. A bad value becomes the default.
 */
import { oneOf } from '../../../lib/search-params';

export const MODERATION_TABS = ['open', 'resolved', 'audit'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export interface ModerationSearch {
  tab?: ModerationTab;
}

/** Parse `/admin/moderation?tab=`. */
export function validateModerationSearch(search: Record<string, unknown>): ModerationSearch {
  return { tab: oneOf(search.tab, MODERATION_TABS, undefined) };
}
