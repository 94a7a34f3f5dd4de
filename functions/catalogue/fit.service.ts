/**
 * `POST /api/products/{productId}/fit-score` (spec 02 §3 Fit score result, §7): the caller's
 * fit for a product from their latest measurements (canonical cm) and the product's size chart
 * and fit type, by `productFit` (shared/domain/catalogue/product-fit.ts, formula documented and
 * unit-tested there). Without measurements: the spec's default (70, medium, 'Standard fit expected').
 */
import { CATALOGUE_ERRORS, type FitScoreResult, type FitScoresResult } from '@seamline/shared/contracts/catalogue';
import { productFit } from '@seamline/shared/domain/catalogue/product-fit';
import { Forbidden, NotFound } from '../_core/http-errors';
import { latestMeasurementsOf } from '../people/people-reads';
import { fitBodyOf, productById, productsById } from './catalogue-reads';

/**
 * The fit score of `productId` for `userId`, who must be the caller. The product and the
 * measurements are read in parallel (one GetItem, one Query Limit 1).
 * @throws Forbidden (403) 'You can only see fit scores for yourself' when userId is not the caller.
 * @throws NotFound (404) 'Product not found'.
 */
export async function fitScore(
  callerId: string,
  productId: string,
  userId: string,
): Promise<FitScoreResult> {
  if (userId !== callerId) throw new Forbidden(CATALOGUE_ERRORS.notYourFitScore);
  const [product, measurements] = await Promise.all([
    productById(productId),
    latestMeasurementsOf(userId),
  ]);
  if (!product) throw new NotFound(CATALOGUE_ERRORS.productNotFound);
  return productFit(fitBodyOf(measurements), product);
}

/**
 * Issue 19 `POST /api/products/fit-scores`: the caller's fit scores of up to 50 products in one
 * request — each equal to {@link fitScore}'s answer for the same product (same `productFit`, same
 * latest measurements). Reads: the products (ONE BatchGetItem of ≤ 50 keys) and the measurements
 * (one Query Limit 1), in parallel; so a grid page costs 2 reads instead of 2 per card.
 * Ids of products that do not exist are left out of `scores` (the single route answers 404).
 * @throws Forbidden (403) 'You can only see fit scores for yourself' when `userId` is sent and is
 *   not the caller.
 */
export async function fitScores(
  callerId: string,
  productIds: readonly string[],
  userId: string | undefined,
): Promise<FitScoresResult> {
  if (userId !== undefined && userId !== callerId) throw new Forbidden(CATALOGUE_ERRORS.notYourFitScore);
  const [products, measurements] = await Promise.all([
    productsById(productIds),
    latestMeasurementsOf(callerId),
  ]);
  const body = fitBodyOf(measurements);
  const scores: Record<string, FitScoreResult> = {};
  for (const id of new Set(productIds)) {
    const product = products.get(id);
    if (product) scores[id] = productFit(body, product);
  }
  return { scores };
}
