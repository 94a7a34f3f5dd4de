/**
 * AccountDeletion (issue 22): one round of a person's deletion job. The route writes round 0;
 * each round's INSERT runs the `account-deletion` processor, which works through the steps of
 * `functions/privacy/account-deletion-job.ts` starting at `step`, and — when its budget is used
 * up — creates round n+1 (conditional create) naming the step to resume at, then deletes round n.
 * The last round deletes the User, the uniqueness markers and itself, so nothing of the person
 * is left. No TTL: an unfinished job must stay visible (and resumable) until it is done.
 *
 * Access pattern: pk `$seamline#userid_<id>`, sk `$accountdeletion_1#round_<n>`; create
 * `attribute_not_exists`; Query the partition (at most two rounds exist at once).
 */
import { Entity } from 'electrodb';

/** The job's first step (`DELETION_STEPS[0]`, checked by a unit test): the request writes it into round 0. */
export const FIRST_DELETION_STEP = 'sessions';

export const AccountDeletion = new Entity({
  model: { entity: 'accountDeletion', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    round: { type: 'number', required: true, readOnly: true },
    /** The step this round starts at (a name of `DELETION_STEPS`). */
    step: { type: 'string', required: true, readOnly: true },
    /** The username and email (their uniqueness markers go last). */
    username: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    /** The client address and known-device hash of the request (their sign-in attempts go too). */
    address: { type: 'string' },
    deviceHash: { type: 'string' },
    requestedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byRound: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['round'] },
    },
  },
});
