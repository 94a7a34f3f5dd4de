/**
 * The caller rules of the social routes (issue 18; ARCHITECTURE §4). Blocks, suspension and
 * removal hide a post from the caller (404, issue 33 §1): `assertCanSeePost` in `post-reads.ts`.
 */
import { Forbidden } from '../_core/http-errors';

/**
 * A `userId` sent in a body is data to check, never a credential: absent, or the caller's own.
 * @throws Forbidden (403) when it names someone else.
 */
export function assertCallerId(callerId: string, sentUserId: string | undefined): void {
  if (sentUserId !== undefined && sentUserId !== callerId) throw new Forbidden();
}

