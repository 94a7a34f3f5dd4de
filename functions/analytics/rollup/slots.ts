/**
 * Where a report is counted (issue 21): the PerfRollup slots of one UTC day partition
 * (`shared/db/entities/perf-rollup.ts`) and their lifetimes. A report received at hour H of day D
 * on page P, device class C, browser B is folded into SIX rows of D: the hour cell
 * `H#<HH>#P#C#B`, the day `D#a`, the day per browser / device / page and the day cell `D#x#P#C#B`.
 */
import type { PagePattern } from '@seamline/shared/contracts/performance';

export interface Cell {
  page: PagePattern;
  device: string;
  browser: string;
}

export const DAY_ALL = 'D#a';
export const dayBrowserSlot = (browser: string) => `D#b#${browser}`;
export const dayDeviceSlot = (device: string) => `D#d#${device}`;
export const dayPageSlot = (page: string) => `D#p#${page}`;
export const dayCellSlot = (c: Cell) => `D#x#${c.page}#${c.device}#${c.browser}`;
export const hourCellSlot = (hour: string, c: Cell) => `H#${hour}#${c.page}#${c.device}#${c.browser}`;

/** Sort-key bounds of the day's dimension rows (`D#a`, `D#b#…`, `D#d#…`, `D#p#…`; cells `D#x#…` sort after). */
export const DAY_DIMENSIONS_RANGE = ['D#a', 'D#p#~'] as const;

/** The slot's shape: hour and day cells and the whole day keep every sketch and the session HLL. */
export function slotShape(slot: string): 'full' | 'slice' {
  return slot.startsWith('H#') || slot === DAY_ALL || slot.startsWith('D#x#') ? 'full' : 'slice';
}

/** Parse a cell slot (`H#<HH>#…` or `D#x#…`) back into its hour and cell. */
export function cellOfSlot(slot: string): { hour: string | null; cell: Cell } | null {
  const parts = slot.split('#');
  if (parts[0] === 'H' && parts.length === 5) return { hour: parts[1]!, cell: { page: parts[2] as PagePattern, device: parts[3]!, browser: parts[4]! } };
  if (parts[0] === 'D' && parts[1] === 'x' && parts.length === 5) return { hour: null, cell: { page: parts[2] as PagePattern, device: parts[3]!, browser: parts[4]! } };
  return null;
}

/** The six slots a report of `hour` (`HH`) and `cell` is folded into. */
export function slotsOf(hour: string, c: Cell): string[] {
  return [hourCellSlot(hour, c), DAY_ALL, dayBrowserSlot(c.browser), dayDeviceSlot(c.device), dayPageSlot(c.page), dayCellSlot(c)];
}

/** Hour cells live 35 days (past the 30-day range), day rows 400 days; epoch seconds from the day. */
export function rollupTtl(day: string, slot: string): number {
  const days = slot.startsWith('H#') ? 35 : 400;
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + days * 86_400;
}

/** UTC day (`yyyy-mm-dd`) and hour (`HH`) of an ISO time. */
export function dayHourOf(iso: string): { day: string; hour: string } {
  return { day: iso.slice(0, 10), hour: iso.slice(11, 13) };
}
