/** `POST /api/auth/onboarding/{userId}`: set one milestone true, oneself only (spec 01 §7). */
import type { RouteImpl } from '../../_core/http-handler';
import { ValidationFailed } from '../../_core/http-errors';
import { markOnboarding } from '../onboarding.service';
import { flagOf } from '../onboarding-state';

export const updateOnboarding: RouteImpl<'POST /api/auth/onboarding/{userId}'> = async ({ params, body, caller }) => {
  const flag = flagOf(body);
  // The contract already requires exactly one flag set true; this only narrows the type.
  if (!flag) throw new ValidationFailed('Set exactly one onboarding step at a time');
  return markOnboarding(caller.userId, params.userId, flag);
};
