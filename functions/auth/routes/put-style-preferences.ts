/**
 * `PUT /api/users/{userId}/style-preferences`: save style preferences, oneself only; at least
 * one category ('Select at least one style category', spec 01 §5 Style).
 */
import type * as z from 'zod';
import type { stylePreferencesSchema } from '@seamline/shared/contracts/profile';
import type { RouteImpl } from '../../_core/http-handler';
import { saveStylePreferences } from '../style-preferences.service';

export const putStylePreferences: RouteImpl<'PUT /api/users/{userId}/style-preferences'> = async ({
  params,
  body,
  caller,
}) =>
  // The handler hands routes the parsed (output) body; the route type names the input shape.
  saveStylePreferences(caller.userId, params.userId, body as z.output<typeof stylePreferencesSchema>);
