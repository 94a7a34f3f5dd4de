/** How the moderation page names a case and which actions it offers (issue 33 §4). */
import type { ModerationAction, ModerationCase } from '@seamline/shared/contracts/moderation';
import { MODERATION_ADMIN_TEXTS } from '@seamline/shared/contracts/moderation-constants';

/** 'Post by Blair Okafor', 'Person: Blair Okafor'; the kind alone when the author is gone. */
export function caseTitle(c: Pick<ModerationCase, 'targetType' | 'author'>): string {
  const kind = MODERATION_ADMIN_TEXTS.targetLabels[c.targetType];
  if (!c.author) return kind;
  return c.targetType === 'user' ? `${kind}: ${c.author.name}` : `${kind} by ${c.author.name}`;
}

/**
 * The actions a case offers, in button order: Remove (an open post or comment not yet hidden),
 * Dismiss (open), Suspend (open, author not suspended), Restore (content hidden or author suspended).
 */
export function actionsOf(c: ModerationCase): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (c.status === 'open') {
    if (c.targetType !== 'user' && !c.hidden) actions.push('remove');
    actions.push('dismiss');
    if (c.author && !c.author.suspended) actions.push('suspend');
  }
  if (c.hidden || c.author?.suspended) actions.push('restore');
  return actions;
}
