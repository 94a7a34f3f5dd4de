/** `GET /api/users/{userId}/style-preferences`: saved style preferences, oneself only. */
import type { RouteImpl } from '../../_core/http-handler';
import { readStylePreferences } from '../style-preferences.service';

export const getStylePreferences: RouteImpl<'GET /api/users/{userId}/style-preferences'> = async ({
  params,
  caller,
}) => readStylePreferences(caller.userId, params.userId);
