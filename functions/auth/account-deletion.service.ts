/**
 * Account deletion request (issue 22, Data rights): re-authenticate, mark the person deleting,
 * end every session at once and start the deletion job. Everything else the person owns is
 * removed by the resumable job (`functions/privacy/account-deletion-job.ts`, run by the
 * `account-deletion` stream processor on the AccountDeletion round-0 item written here).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ACCOUNT_DELETION_ERRORS } from '@seamline/shared/contracts/account-deletion';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound, Unauthorized } from '../_core/http-errors';
import { verifyPassword } from '../_core/passwords';
import { releaseSignInReservations, reserveSignInAttempt, signInClient, throttleKeys } from '../_core/sign-in-throttle';
import { FIRST_DELETION_STEP } from '@seamline/shared/db/entities/account-deletion';
import { endSessions } from './password-reset.service';
import { writeTransaction } from '../collections/transactions';

/**
 * Delete the caller's own account.
 *
 * Order: password check (a wrong one counts against the sign-in throttle, as on change-password;
 * nothing is written but the attempt) → ONE TransactWriteItems that sets `User.deletingAt`
 * (sign-in refused from now on) and creates the job's round 0 (`attribute_not_exists`; a retried
 * request finds it and starts nothing twice) → every Session of the person deleted (the authorizer
 * reads sessions on every request without a cache, so the next request of any device is refused).
 *
 * @param callerId the session's user; @param userId the path id (data to check).
 * @returns how many sessions ended.
 * @throws Forbidden 403 when `userId` is not the caller; NotFound 404 when the account is gone;
 *   TooManyRequests 429 once the sign-in throttle is used up; Unauthorized 401
 *   `ACCOUNT_DELETION_ERRORS.wrongPassword` (nothing deleted).
 */
export async function requestAccountDeletion(
  callerId: string,
  userId: string,
  password: string,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<number> {
  if (callerId !== userId) throw new Forbidden(ACCOUNT_DELETION_ERRORS.notYourAccount);
  const { data: user } = await db.entities.user.get({ id: userId }).go({ consistent: true });
  if (!user) throw new NotFound('User not found');
  const client = signInClient(event);
  const keys = await throttleKeys(user.id, client);
  // A failure slot is reserved before the check and given back when the password is right (issue 32).
  const reserved = await reserveSignInAttempt(keys);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new Unauthorized(ACCOUNT_DELETION_ERRORS.wrongPassword);
  }
  await releaseSignInReservations(reserved);
  const at = now.toISOString();
  // A repeated request finds the person deleting: the job runs already; only the sessions end again.
  if (!user.deletingAt) await startJob(user, client, at);
  return endSessions(userId);
}

async function startJob(
  user: { id: string; username: string; email: string },
  client: { address: string; deviceHash?: string },
  at: string,
): Promise<void> {
  const userId = user.id;
  // Run again while only cancelled by a conflict: follows, likes, comments, shares and invitations
  // check this User item in their own transactions (issue 35 §3, `people/live-people.ts`), so a
  // burst of them at this moment can make DynamoDB cancel this one with `TransactionConflict`.
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ user: users, accountDeletion }) => [
        users.patch({ id: userId }).set({ deletingAt: at }).commit(),
        accountDeletion
          .create({
            userId,
            round: 0,
            step: FIRST_DELETION_STEP,
            username: user.username,
            email: user.email,
            address: client.address,
            ...(client.deviceHash ? { deviceHash: client.deviceHash } : {}),
            requestedAt: at,
          })
          .commit(),
      ])
      .go(),
  );
  // Two requests at once: the other one started the job (its round 0 exists).
  if (canceled && reasons[1]?.code !== 'ConditionalCheckFailed')
    throw new Error(`Account deletion transaction cancelled: ${reasons.map((d) => d.code ?? '?').join(', ')}`);
}
