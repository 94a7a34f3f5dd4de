/**
 * `POST /api/admin/login` {username, password} → {success} (spec 02 §7, §8). Not in the
 * manifest until the admin issue lands, so it uses the untyped request.
 */
import { ApiError, request } from '@/lib/api-client';

/** Resolves on success; rejects with the message the screen shows. */
export async function adminLogin(username: string, password: string): Promise<void> {
  let result: { success?: boolean; error?: string } | null;
  try {
    result = await request<{ success?: boolean; error?: string }>('POST', '/api/admin/login', { body: { username, password } });
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    throw new Error(message || 'Login failed');
  }
  if (!result?.success) throw new Error(result?.error || 'Login failed - invalid response');
}
