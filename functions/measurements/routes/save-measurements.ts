/**
 * `POST /api/users/{userId}/measurements`: save a new measurements version, oneself only
 * (201). Used by onboarding step 3 (inches, lbs) and the measurements page's manual form.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { saveMeasurements as save } from '../measurements.service';

export const saveMeasurements: RouteImpl<'POST /api/users/{userId}/measurements'> = async ({
  params,
  body,
  caller,
}) =>
  reply({ status: 201, body: await save(caller.userId, params.userId, body) });
