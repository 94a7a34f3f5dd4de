/** Area `media`: presigned uploads and photo reads (ARCHITECTURE §9). */
import { createAreaHandler } from '../_core/http-handler';
import { presignProfilePhoto } from './routes/presign-profile-photo';
import { getAvatar } from './routes/get-avatar';

export const handler = createAreaHandler('media', {
  'POST /api/uploads/profile-photo': presignProfilePhoto,
  'GET /api/users/{userId}/avatar': getAvatar,
});
