/** `GET /api/users/{userId}/notification-preferences` (oneself only, else 403). */
import type { RouteImpl } from '../../_core/http-handler';
import { getPreferences as get } from '../preferences.service';

export const getPreferences: RouteImpl<'GET /api/users/{userId}/notification-preferences'> = async ({
  params,
  caller,
}) => get(caller.userId, params.userId);
