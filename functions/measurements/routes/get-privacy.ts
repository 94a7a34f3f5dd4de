/** `GET /api/users/{userId}/privacy`: privacy settings, oneself only (defaults when never saved). */
import type { RouteImpl } from '../../_core/http-handler';
import { readPrivacySettings } from '../privacy.service';

export const getPrivacy: RouteImpl<'GET /api/users/{userId}/privacy'> = async ({ params, caller }) =>
  readPrivacySettings(caller.userId, params.userId);
