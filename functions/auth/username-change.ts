/**
 * Username change with uniqueness markers (ARCHITECTURE §5): in ONE TransactWriteItems, put
 * the new `uniqueness` marker with `attribute_not_exists`, delete the old marker (only if it
 * is ours or missing) and update the user (only if the username is still the one we read).
 * A case-only change (`Alice` → `alice`) keeps the same marker.
 */
import { uniqueValue } from '@seamline/shared/db/entities/uniqueness';
import { db } from '../_core/aws-clients';
import { Conflict } from '../_core/http-errors';

export const USERNAME_TAKEN = 'Username is already taken';

type UserItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.user.get>['go']>>['data']>;

/**
 * Apply `set` / `remove` to `current` and rename it to `username`.
 * @returns the user as written.
 * @throws Conflict (409) 'Username is already taken' when another account holds the name, or
 *   the profile changed meanwhile (a retry reads it again).
 */
export async function changeUsername(
  current: UserItem,
  username: string,
  set: Record<string, string>,
  remove: ('bio' | 'location' | 'preferredSize')[],
): Promise<UserItem> {
  const oldValue = uniqueValue(current.username);
  const newValue = uniqueValue(username);
  const now = set.updatedAt ?? new Date().toISOString();
  const { canceled, data } = await db.transaction
    .write(({ user, uniqueness }) => {
      // ElectroDB chains set → remove → where; `where` must come last.
      const patched = user.patch({ id: current.id }).set({ ...set, username });
      const userPatch = (remove.length ? patched.remove(remove) : patched).where((a, op) =>
        op.eq(a.username, current.username),
      );
      const ops = [userPatch.commit()];
      if (newValue !== oldValue) {
        ops.push(
          uniqueness.create({ kind: 'username', value: newValue, userId: current.id, createdAt: now }).commit(),
          uniqueness
            .delete({ kind: 'username', value: oldValue })
            .where((a, op) => `${op.eq(a.userId, current.id)} OR ${op.notExists(a.userId)}`)
            .commit(),
        );
      }
      return ops;
    })
    .go();
  if (canceled) {
    const markerTaken = (data as { code?: string }[])[1]?.code === 'ConditionalCheckFailed';
    throw new Conflict(USERNAME_TAKEN, markerTaken ? { username: [USERNAME_TAKEN] } : undefined);
  }
  const { data: updated } = await db.entities.user.get({ id: current.id }).go();
  if (!updated) throw new Conflict(USERNAME_TAKEN);
  return updated;
}
