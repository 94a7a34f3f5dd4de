/**
 * What each API area's function may touch (least privilege, per area). An area that is not
 * listed gets {@link defaultAreaAccess}: read/write items of the table, nothing else. Give an
 * area media access (`media`) or more memory here when its routes need it, with the reason.
 */
import type { TableAccess } from './api-function';
import type { BucketAccess } from './media-bucket';

export interface AreaAccess {
  /** Item access to the table (`undefined`: none). */
  readonly table?: TableAccess;
  /** Object access to the media bucket under `mediaKeys` (`undefined`: none). */
  readonly media?: BucketAccess;
  /** Key pattern for `media` (default `*`). */
  readonly mediaKeys?: string;
  readonly memorySize?: number;
}

export const defaultAreaAccess: AreaAccess = { table: 'write' };

export const areaAccess: Record<string, AreaAccess> = {
  /** Liveness check: touches no dependency. */
  health: {},
  /** Accounts and sessions; password hashing (argon2id) wants the CPU of 1 GB. */
  auth: { table: 'write', memorySize: 1024 },
};

export function accessOf(area: string): AreaAccess {
  return areaAccess[area] ?? defaultAreaAccess;
}
