/** `GET /api/auth/onboarding?userId=`: onboarding milestones, oneself only (spec 01 §7). */
import type { RouteImpl } from '../../_core/http-handler';
import { readOnboarding } from '../onboarding.service';

export const getOnboarding: RouteImpl<'GET /api/auth/onboarding'> = async ({ query, caller }) =>
  readOnboarding(caller.userId, query.userId);
