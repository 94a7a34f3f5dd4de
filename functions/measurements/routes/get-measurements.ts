/** `GET /api/users/{userId}/measurements`: the latest measurements, oneself only (404 when none). */
import type { RouteImpl } from '../../_core/http-handler';
import { latestMeasurements } from '../measurements.service';

export const getMeasurements: RouteImpl<'GET /api/users/{userId}/measurements'> = async ({ params, caller }) =>
  latestMeasurements(caller.userId, params.userId);
