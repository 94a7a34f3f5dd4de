/** Area `health`: `GET /api/health` (public). Touches no dependency, so it measures the path. */
import { createAreaHandler } from '../_core/http-handler';

export const handler = createAreaHandler('health', {
  'GET /api/health': async () => ({ status: 'ok', service: 'seamline', time: new Date().toISOString() }),
});
