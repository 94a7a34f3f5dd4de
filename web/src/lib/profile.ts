/**
 * Profile calls shared by onboarding and the profile editor: `PUT /api/auth/profile/{userId}`
 * and the profile-photo upload (presign → POST to S3 → the key goes into the profile update).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import type { RouteBody } from '@seamline/shared/contracts/manifest';
import { api } from './api-client';
import { prepareImageUpload } from './image-file';
import { currentUserKey } from './session';

export type ProfileUpdate = RouteBody<'PUT /api/auth/profile/{userId}'>;

/** Save the profile and put the returned user in the current-user cache. */
export async function updateProfile(queryClient: QueryClient, userId: string, body: ProfileUpdate): Promise<PublicUser> {
  const user = await api('PUT /api/auth/profile/{userId}', { params: { userId }, body });
  queryClient.setQueryData(currentUserKey, user);
  return user;
}

/**
 * Upload a profile photo straight to storage with a presigned POST (fields first, file last).
 * @returns the object key to send as `profileImageKey`
 */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const { blob, contentType } = await prepareImageUpload(file);
  const post = await api('POST /api/uploads/profile-photo', { body: { contentType, size: blob.size } }).then((p) => {
    if (!p) throw new Error('Photo upload failed. Please try again.');
    return p;
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', blob, contentType === 'image/jpeg' ? 'photo.jpg' : file.name);
  const response = await fetch(post.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error('Photo upload failed. Please try again.');
  return post.key;
}
