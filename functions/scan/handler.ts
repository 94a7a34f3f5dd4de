/**
 * Area `scan`: the body scan pipeline on photos sent in the request (docs/architecture.md). The vision models
 * load once per execution environment, at init (outside the request's time).
 */
import { createAreaHandler } from '../_core/http-handler';
import { logger } from '../_core/powertools';
import { scanToFitRoute } from './routes/scan-to-fit';
import { analyzeFitRoute } from './routes/analyze-fit';
import { vision } from './vision';

vision.warm().catch((error: unknown) => logger.error('Vision models did not load', { error: error as Error }));

export const handler = createAreaHandler('scan', {
  'POST /api/scan-to-fit': scanToFitRoute,
  'POST /api/analyze-fit': analyzeFitRoute,
});
