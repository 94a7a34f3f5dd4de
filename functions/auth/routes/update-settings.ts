/** `PATCH /api/users/{userId}/settings` (Settings → Units, Privacy; issue 17 §4): own id only. */
import type { RouteImpl } from '../../_core/http-handler';
import { updateSettings } from '../settings.service';

export const updateSettingsRoute: RouteImpl<'PATCH /api/users/{userId}/settings'> = async ({ params, body, caller }) =>
  updateSettings(caller.userId, params.userId, body);
