/** Area `measurements`: body measurements, privacy settings and size recommendations (spec 01 §3, §7). */
import { createAreaHandler } from '../_core/http-handler';
import { getMeasurements } from './routes/get-measurements';
import { saveMeasurements } from './routes/save-measurements';
import { getPrivacy } from './routes/get-privacy';
import { putPrivacy } from './routes/put-privacy';
import { getSizeRecommendations } from './routes/get-size-recommendations';

export const handler = createAreaHandler('measurements', {
  'GET /api/users/{userId}/measurements': getMeasurements,
  'POST /api/users/{userId}/measurements': saveMeasurements,
  'GET /api/users/{userId}/privacy': getPrivacy,
  'PUT /api/users/{userId}/privacy': putPrivacy,
  'GET /api/users/{userId}/size-recommendations': getSizeRecommendations,
});
