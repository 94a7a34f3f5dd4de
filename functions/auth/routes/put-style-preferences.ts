/**
 * `PUT /api/users/{userId}/style-preferences`: save style preferences, oneself only; at least
 * one category ('Select at least one style category', spec 01 §5 Style).
 */
import type { RouteImpl } from '../../_core/http-handler';
import { saveStylePreferences } from '../style-preferences.service';

export const putStylePreferences: RouteImpl<'PUT /api/users/{userId}/style-preferences'> = async ({
  params,
  body,
  caller,
}) =>
  saveStylePreferences(caller.userId, params.userId, body);
