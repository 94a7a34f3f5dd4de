/**
 * Area `catalogue`: products, 'Trending Now', fit scores, AI Picks, recent finds and
 * interactions, and the product like toggle's un-like (issue 6, issue 18, issue 19 batch fit scores; spec 02 §2.11, §2.12, §3, §7).
 */
import { createAreaHandler } from '../_core/http-handler';
import { listProducts } from './routes/list-products';
import { getTrending } from './routes/get-trending';
import { getProduct } from './routes/get-product';
import { getFitScore } from './routes/get-fit-score';
import { getFitScores } from './routes/get-fit-scores';
import { getRecommendations } from './routes/get-recommendations';
import { listRecentFinds } from './routes/list-recent-finds';
import { recordInteraction } from './routes/record-interaction';
import { removeInteraction } from './routes/remove-interaction';

export const handler = createAreaHandler('catalogue', {
  'GET /api/products': listProducts,
  'GET /api/products/trending': getTrending,
  'GET /api/products/{productId}': getProduct,
  'POST /api/products/{productId}/fit-score': getFitScore,
  'POST /api/products/fit-scores': getFitScores,
  'GET /api/users/{userId}/recommendations': getRecommendations,
  'GET /api/recent-finds/{userId}': listRecentFinds,
  'POST /api/interactions': recordInteraction,
  'DELETE /api/interactions': removeInteraction,
});
