/** How the moderation page names a case ('Post by Blair Okafor', 'Person: Blair Okafor'). */
import type { ModerationCase } from '@seamline/shared/contracts/moderation';
import { MODERATION_ADMIN_TEXTS } from '@seamline/shared/contracts/moderation-constants';

export function caseTitle(c: Pick<ModerationCase, 'targetType' | 'author'>): string {
  const kind = MODERATION_ADMIN_TEXTS.targetLabels[c.targetType];
  if (!c.author) return kind;
  return c.targetType === 'user' ? `${kind}: ${c.author.name}` : `${kind} by ${c.author.name}`;
}
