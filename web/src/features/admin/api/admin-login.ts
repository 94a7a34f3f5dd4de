/** `POST /api/admin/login` {username, password} → {success} + the admin cookie (spec 02 §7, §8). */
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';

/**
 * Sign in as admin. Resolves on success.
 * @throws Error with the server's message or 'Login failed'; 'Login failed - invalid response'
 *   when the answer has no `success`
 */
export async function adminLogin(username: string, password: string): Promise<void> {
  let result: { success?: boolean } | null;
  try {
    result = await api('POST /api/admin/login', { body: { username, password } });
  } catch (error) {
    throw new Error(serverMessage(error, 'Login failed'));
  }
  if (!result?.success) throw new Error('Login failed - invalid response');
}
