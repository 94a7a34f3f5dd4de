import { describe, expect, it } from 'vitest';
import { avatarPrefix, avatarUrl, classifyAvatarKey, newAvatarKey } from './avatar-keys';

describe('avatar keys', () => {
  it('makes keys under the user prefix with a uuid', () => {
    const key = newAvatarKey('u1');
    expect(key).toMatch(/^avatars\/u1\/[0-9a-f-]{36}$/);
    expect(classifyAvatarKey('u1', key)).toBe('own');
    expect(avatarPrefix('u1')).toBe('avatars/u1/');
  });

  it("classifies another user's key as foreign and odd keys as malformed", () => {
    expect(classifyAvatarKey('u1', newAvatarKey('u2'))).toBe('foreign');
    expect(classifyAvatarKey('u1', 'avatars/u10/x')).toBe('foreign');
    expect(classifyAvatarKey('u1', 'avatars/u1/../u2/x')).toBe('malformed');
    expect(classifyAvatarKey('u1', 'posts/u1/x')).toBe('malformed');
    expect(classifyAvatarKey('u1', 'avatars/u1/')).toBe('malformed');
  });

  it('builds a cache-busting avatar URL from the key', () => {
    const a = avatarUrl('u1', 'avatars/u1/a');
    expect(a).toMatch(/^\/api\/users\/u1\/avatar\?v=[0-9a-f]{10}$/);
    expect(avatarUrl('u1', 'avatars/u1/b')).not.toBe(a);
    expect(avatarUrl('u1', 'avatars/u1/a')).toBe(a);
  });
});
