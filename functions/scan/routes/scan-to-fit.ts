/** `POST /api/scan-to-fit`: the body scan pipeline on the photos sent in the request (scan.service.ts). */
import type { RouteImpl } from '../../_core/http-handler';
import { scanToFit } from '../scan.service';

export const scanToFitRoute: RouteImpl<'POST /api/scan-to-fit'> = async ({ body, caller }) => scanToFit(caller.userId, body);
