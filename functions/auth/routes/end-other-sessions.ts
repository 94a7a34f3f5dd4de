/** `POST /api/auth/sessions/end-others` (Settings → 'Sign out of all other devices', issue 17 §4). */
import type { RouteImpl } from '../../_core/http-handler';
import { endOtherSessions as endOthers } from '../change-password.service';

export const endOtherSessions: RouteImpl<'POST /api/auth/sessions/end-others'> = async ({ caller, event }) => ({
  success: true,
  endedSessions: await endOthers(caller.userId, event),
});
