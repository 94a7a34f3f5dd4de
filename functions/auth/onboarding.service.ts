/**
 * Onboarding milestones (spec 01 §3 UserOnboarding, §4 Onboarding, §7 calls). Oneself only:
 * the caller's id comes from the session and must equal the target id (else 403).
 */
import type { OnboardingFlag, OnboardingState } from '@seamline/shared/contracts/profile';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';
import { allFlagsSet, toOnboardingState } from './onboarding-state';
import { isConditionalFailure } from '../_core/db-errors';

/**
 * The onboarding state of `userId`; defaults (all false, step 'welcome') when never started.
 * Reads only, never writes.
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function readOnboarding(actorId: string, userId: string): Promise<OnboardingState> {
  assertOwner(actorId, userId);
  const { data } = await db.entities.userOnboarding.get({ userId }).go();
  return toOnboardingState(userId, data);
}

/**
 * Mark one milestone true (idempotent: repeating it changes nothing but `updatedAt`). The item
 * is created by the first call (UpdateItem upserts). When this makes all six true, `completedAt`
 * is written once with `attribute_not_exists(completedAt)`; a concurrent request that loses
 * that race reads the winner's value, so `completedAt` never moves.
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function markOnboarding(
  actorId: string,
  userId: string,
  flag: OnboardingFlag,
  now = new Date(),
): Promise<OnboardingState> {
  assertOwner(actorId, userId);
  const at = now.toISOString();
  const { data } = await db.entities.userOnboarding
    .update({ userId })
    .set({ [flag]: true, updatedAt: at } as { [K in OnboardingFlag]?: boolean } & { updatedAt: string })
    .go({ response: 'all_new' });
  if (!allFlagsSet(data) || data.completedAt) return toOnboardingState(userId, data);
  try {
    const done = await db.entities.userOnboarding
      .patch({ userId })
      .set({ completedAt: at })
      .where((attr, op) => op.notExists(attr.completedAt))
      .go({ response: 'all_new' });
    return toOnboardingState(userId, done.data);
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const again = await db.entities.userOnboarding.get({ userId }).go();
    return toOnboardingState(userId, again.data);
  }
}
