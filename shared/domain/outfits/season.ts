/**
 * Seasons by date and hemisphere.
 */
import type { Season } from './vocabulary';

/**
 * The season of a date at a latitude: spec 02 §7's month mapping (spring Mar–May, summer Jun–Aug,
 * fall Sep–Nov, winter otherwise) is the northern one; south of the equator it is shifted by six
 * months (Sydney in January is summer). Unknown latitude = north.
 */
export function seasonFor(date: string | Date, latitude: number | null | undefined): Season {
  void date;
  void latitude;
  throw new Error('not implemented yet');
}
