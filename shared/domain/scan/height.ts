/**
 * Scan height (spec 01 §5 Body scan, §9): entered in cm, inches or feet, valid when 120–250 cm
 * after conversion. Feet input is read as whole feet plus tenths as inches (5.8 → 5 ft 8 in);
 * 1 in = 2.54 cm.
 */
export const HEIGHT_UNITS = ['cm', 'ft', 'in'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export const SCAN_MIN_HEIGHT_CM = 120;
export const SCAN_MAX_HEIGHT_CM = 250;
export const HEIGHT_RANGE_MESSAGE = 'Please enter a valid height between 120cm and 250cm.';
const CM_PER_INCH = 2.54;

/**
 * Height in cm.
 * @param value as entered (cm, inches, or feet with tenths as inches).
 * @example heightToCm(5.8, 'ft') // (5 × 12 + 8) × 2.54 = 172.72
 */
export function heightToCm(value: number, unit: HeightUnit): number {
  if (unit === 'cm') return value;
  if (unit === 'in') return value * CM_PER_INCH;
  const feet = Math.floor(value);
  const inches = Math.round((value - feet) * 10 * 1000) / 1000;
  return (feet * 12 + inches) * CM_PER_INCH;
}

/** True when `cm` is within the scan's 120–250 cm. */
export const isScanHeight = (cm: number): boolean => cm >= SCAN_MIN_HEIGHT_CM && cm <= SCAN_MAX_HEIGHT_CM;
