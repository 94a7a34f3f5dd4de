/** `PUT /api/users/{userId}/privacy`: replace the privacy settings, oneself only (every field, validated). */
import type { RouteImpl } from '../../_core/http-handler';
import { savePrivacySettings } from '../privacy.service';

export const putPrivacy: RouteImpl<'PUT /api/users/{userId}/privacy'> = async ({ params, body, caller }) =>
  savePrivacySettings(caller.userId, params.userId, body);
