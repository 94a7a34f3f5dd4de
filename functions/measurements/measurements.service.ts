/**
 * Body measurements (spec 01 §3 Measurements, §7 calls). Every save is a new version; the
 * latest is one Query (descending, limit 1). Oneself only.
 */
import { manualMeasurementsSchema, type Measurements } from '@seamline/shared/contracts/measurements';
import { db } from '../_core/aws-clients';
import { NotFound, assertOwner } from '../_core/http-errors';
import { parseOrThrow } from '../_core/validation';
import { toDto, toItem, type MeasurementsInput, type MeasurementsItem } from './measurements-mapping';
import { withRetentionWork } from './retention-summary';

export const NO_MEASUREMENTS = 'No measurements saved yet';

/**
 * The latest saved measurements of `userId`.
 * @throws Forbidden (403) when `actorId` is not `userId`; NotFound (404) 'No measurements
 *   saved yet' when none were saved.
 */
export async function latestMeasurements(actorId: string, userId: string): Promise<Measurements> {
  assertOwner(actorId, userId);
  const latest = await latestItem(userId);
  if (!latest) throw new NotFound(NO_MEASUREMENTS);
  return toDto(latest);
}

/** The latest saved version of `userId` (one Query, newest first, Limit 1), or undefined. */
async function latestItem(userId: string): Promise<MeasurementsItem | undefined> {
  const { data } = await db.entities.measurements.query.byUser({ userId }).go({ order: 'desc', limit: 1 });
  return data[0] as MeasurementsItem | undefined;
}

/**
 * Save a new version of `userId`'s measurements (manual entry: confidence 'medium').
 * @param input parsed by the contract: values in `unit` / `weightUnit`, height required;
 *   with `source: 'manual'` also bust, waist and hips (spec 01 §5 Manual measurements form);
 *   `sizeSystem` absent → the previous version's answer is carried over (one extra Query).
 * @throws Forbidden (403) when `actorId` is not `userId`; ValidationFailed (400) with the
 *   spec's message ('Bust is required') when a manual save lacks a required field.
 */
export async function saveMeasurements(
  actorId: string,
  userId: string,
  input: MeasurementsInput,
  now = new Date(),
): Promise<Measurements> {
  assertOwner(actorId, userId);
  if (input.source === 'manual') parseOrThrow(manualMeasurementsSchema, input);
  // A save that does not answer the size system keeps the previous answer (issue 23).
  const sizeSystem = input.sizeSystem ?? (await latestItem(userId))?.sizeSystem;
  const item = toItem(userId, { ...input, sizeSystem }, now);
  // The previous version becomes history: the retention summary must see it (issue 35).
  await withRetentionWork(userId, () => db.entities.measurements.create(item).go());
  return toDto(item);
}
