/**
 * `POST /api/uploads/scan-photo` `{ contentType, size }`: a presigned POST for a body scan
 * photo at `scans/tmp/<callerId>/<uuid>` (images incl. HEIC, ≤ 10 MB, 5 minutes).
 */
import type { RouteImpl } from '../../_core/http-handler';
import { presignScanPhotoUpload } from '../scan-photos';

export const presignScanPhoto: RouteImpl<'POST /api/uploads/scan-photo'> = async ({ body, caller }) =>
  presignScanPhotoUpload(caller.userId, body.contentType);
