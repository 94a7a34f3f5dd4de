/** `PUT /api/users/{userId}/notification-preferences` (oneself only, else 403). */
import type { RouteImpl } from '../../_core/http-handler';
import { putPreferences as put } from '../preferences.service';

export const putPreferences: RouteImpl<'PUT /api/users/{userId}/notification-preferences'> = async ({
  params,
  body,
  caller,
}) => put(caller.userId, params.userId, body);
