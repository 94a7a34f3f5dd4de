/**
 * Idempotent seed step of the local runtime (ARCHITECTURE §10): an ordered list of seeders,
 * each a conditional write that changes nothing when its data is already there. Later issues
 * append their seeders (catalogue, brand size charts, more demo data) to `seeders`.
 */
import type { DbService } from '@seamline/shared/db/service';
import { demoUser } from './seeders/demo-user';
import { demoPeopleSeeder } from './seeders/demo-people';
import { devAdmin } from './seeders/dev-admin';
import { brandSizes } from './seeders/brand-sizes';
import { catalogueActivitySeeder, catalogueSeeder } from './seeders/catalogue';

export interface SeedContext {
  /** The ElectroDB service bound to the local table. */
  db: DbService;
  now: Date;
}

export interface Seeder {
  name: string;
  /** Write the data with conditions; a ConditionalCheckFailed means "already seeded". */
  run: (ctx: SeedContext) => Promise<void>;
}

/** The seeders, run in this order. */
export const seeders: Seeder[] = [demoUser, demoPeopleSeeder, devAdmin, brandSizes, catalogueSeeder, catalogueActivitySeeder];

/** True for DynamoDB's conditional-write refusal, also when wrapped by ElectroDB. */
export function isConditionalFailure(error: unknown): boolean {
  for (
    let e = error as { name?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.name === 'ConditionalCheckFailedException') return true;
    if (/conditional request failed|ConditionalCheckFailed/i.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * Run every seeder in order.
 * @returns the names of the seeders that wrote something (empty on a second run).
 * @throws the first error that is not a conditional-write refusal.
 */
export async function seed(ctx: SeedContext, list: readonly Seeder[] = seeders): Promise<string[]> {
  const wrote: string[] = [];
  for (const seeder of list) {
    try {
      await seeder.run(ctx);
      wrote.push(seeder.name);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  return wrote;
}
