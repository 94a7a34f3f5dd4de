/** Presigned outfit photo uploads, and the occasion & season analysis. */
import type { RouteImpl } from '../../_core/http-handler';
import { analyzeOutfit } from '../analysis.service';
import { presignOutfitImages } from '../outfit-photos';

export const presignOutfitImagesRoute: RouteImpl<'POST /api/upload/outfit-images'> = async ({ body, caller }) =>
  presignOutfitImages(caller.userId, body.files);

export const analyzeRoute: RouteImpl<'POST /api/analyze-occasion-season-compatibility'> = async ({ body, caller }) =>
  analyzeOutfit(caller.userId, body);
