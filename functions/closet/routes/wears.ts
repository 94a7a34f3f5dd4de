/**
 * Wear log routes (issue 34 §4): `POST /api/closet-items/{itemId}/wears` (201, Idempotency-Key),
 * `DELETE /api/closet-items/{itemId}/wears/{wearId}` (undo) and `POST /api/closet-items/{itemId}/washed`.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { logWear, markWashed, undoWear } from '../wears.service';

export const logWearRoute: RouteImpl<'POST /api/closet-items/{itemId}/wears'> = async ({ params, body, caller }) =>
  logWear(caller.userId, params.itemId, body);

export const undoWearRoute: RouteImpl<'DELETE /api/closet-items/{itemId}/wears/{wearId}'> = async ({ params, caller }) =>
  undoWear(caller.userId, params.itemId, params.wearId);

export const markWashedRoute: RouteImpl<'POST /api/closet-items/{itemId}/washed'> = async ({ params, caller }) =>
  markWashed(caller.userId, params.itemId);
