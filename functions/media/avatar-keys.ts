/**
 * Profile photo keys and URLs (ARCHITECTURE §9): every upload goes under the uploader's own
 * prefix `avatars/<userId>/<uuid>`, so a key proves whose photo it is; the photo kept on the user
 * is a server-only copy at `avatars/<userId>/photo-<uuid>` (issue 33 §5). The public URL is the
 * app's own avatar route with a short hash of the key, so a new photo busts caches.
 */
import { createHash, randomUUID } from 'node:crypto';

/** `avatars/<userId>/`: the only prefix a user may upload a profile photo to. */
export const avatarPrefix = (userId: string): string => `avatars/${userId}/`;

/** A fresh key under the user's prefix: `avatars/<userId>/<uuid>`. */
export const newAvatarKey = (userId: string): string => `${avatarPrefix(userId)}${randomUUID()}`;

/**
 * A fresh server-only key for a checked profile photo: `avatars/<userId>/photo-<uuid>` (issue 33
 * §5). Presigned POSTs are only ever signed for {@link newAvatarKey}'s `<uuid>` keys, so no browser
 * can write here, and {@link classifyAvatarKey} calls it 'malformed' (it is never accepted as an
 * upload). Under the same prefix, so reads, the export and account deletion (`avatars/*`) find it.
 */
export const storedAvatarKey = (userId: string): string => `${avatarPrefix(userId)}photo-${randomUUID()}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who may use `key`: 'own' (a well-formed key under `userId`'s prefix), 'foreign' or 'malformed'. */
export function classifyAvatarKey(userId: string, key: string): 'own' | 'foreign' | 'malformed' {
  if (!key.startsWith('avatars/')) return 'malformed';
  if (!key.startsWith(avatarPrefix(userId))) return 'foreign';
  return UUID.test(key.slice(avatarPrefix(userId).length)) ? 'own' : 'malformed';
}

/** `/api/users/<id>/avatar?v=<10 hex chars of SHA-256(key)>`: the profileImageUrl to store. */
export function avatarUrl(userId: string, key: string): string {
  const v = createHash('sha256').update(key).digest('hex').slice(0, 10);
  return `/api/users/${encodeURIComponent(userId)}/avatar?v=${v}`;
}
