/** `POST /api/analyze-fit`: the onboarding body scan of one photo sent in the request (analyze-fit.service.ts). */
import type { RouteImpl } from '../../_core/http-handler';
import { analyzeFit } from '../analyze-fit.service';

export const analyzeFitRoute: RouteImpl<'POST /api/analyze-fit'> = async ({ body, caller }) => analyzeFit(caller.userId, body);
