/**
 * Area `scan`: body scan photos and the scan pipeline (ARCHITECTURE §9). The vision models
 * load once per execution environment, at init (outside the request's time).
 */
import { createAreaHandler } from '../_core/http-handler';
import { logger } from '../_core/powertools';
import { presignScanPhoto } from './routes/presign-scan-photo';
import { scanToFitRoute } from './routes/scan-to-fit';
import { analyzeFitRoute } from './routes/analyze-fit';
import { vision } from './vision';

vision.warm().catch((error: unknown) => logger.error('Vision models did not load', { error: error as Error }));

export const handler = createAreaHandler('scan', {
  'POST /api/uploads/scan-photo': presignScanPhoto,
  'POST /api/scan-to-fit': scanToFitRoute,
  'POST /api/analyze-fit': analyzeFitRoute,
});
