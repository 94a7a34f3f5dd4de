/**
 * `POST /api/uploads/profile-photo` `{ contentType, size }`: a presigned POST for a profile
 * photo under the caller's prefix (image types incl. HEIC, ≤ 10 MB, 5 min; ARCHITECTURE §9).
 * The declared `size` is checked by the contract; S3 enforces the real size with the policy.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { presignProfilePhotoUpload } from '../uploads.service';

export const presignProfilePhoto: RouteImpl<'POST /api/uploads/profile-photo'> = async ({ body, caller }) =>
  presignProfilePhotoUpload(caller.userId, body.contentType);
