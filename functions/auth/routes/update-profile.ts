/**
 * `PUT /api/auth/profile/{userId}` `{ firstName, lastName, bio, … }`: update one's own
 * profile (spec 01 §7; onboarding step 2 and the profile editor). Another user's id → 403.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { updateProfile as update } from '../profile.service';

export const updateProfile: RouteImpl<'PUT /api/auth/profile/{userId}'> = async ({ params, body, caller }) =>
  update(caller.userId, params.userId, body);
