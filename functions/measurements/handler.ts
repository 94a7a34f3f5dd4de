/** Area `measurements`: body measurements (spec 01 §7). */
import { createAreaHandler } from '../_core/http-handler';
import { getMeasurements } from './routes/get-measurements';
import { saveMeasurements } from './routes/save-measurements';

export const handler = createAreaHandler('measurements', {
  'GET /api/users/{userId}/measurements': getMeasurements,
  'POST /api/users/{userId}/measurements': saveMeasurements,
});
