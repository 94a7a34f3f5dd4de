/**
 * Body measurements (spec 01 §3 Measurements, §7 calls). Every save is a new version; the
 * latest is one Query (descending, limit 1). Oneself only.
 */
import type { Measurements } from '@seamline/shared/contracts/measurements';
import { db } from '../_core/aws-clients';
import { NotFound, assertOwner } from '../_core/http-errors';
import { toDto, toItem, type MeasurementsInput, type MeasurementsItem } from './measurements-mapping';

export const NO_MEASUREMENTS = 'No measurements saved yet';

/**
 * The latest saved measurements of `userId`.
 * @throws Forbidden (403) when `actorId` is not `userId`; NotFound (404) 'No measurements
 *   saved yet' when none were saved.
 */
export async function latestMeasurements(actorId: string, userId: string): Promise<Measurements> {
  assertOwner(actorId, userId);
  const { data } = await db.entities.measurements.query.byUser({ userId }).go({ order: 'desc', limit: 1 });
  const latest = data[0];
  if (!latest) throw new NotFound(NO_MEASUREMENTS);
  return toDto(latest as MeasurementsItem);
}

/**
 * Save a new version of `userId`'s measurements (manual entry: confidence 'medium').
 * @param input parsed by the contract: values in `unit` / `weightUnit`, height required.
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function saveMeasurements(
  actorId: string,
  userId: string,
  input: MeasurementsInput,
  now = new Date(),
): Promise<Measurements> {
  assertOwner(actorId, userId);
  const item = toItem(userId, input, now);
  await db.entities.measurements.create(item).go();
  return toDto(item);
}
