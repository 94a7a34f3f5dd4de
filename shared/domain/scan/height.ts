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

/**
 * The range message in the unit the person entered (issue 17 §1: one unit per form, errors in
 * that unit). cm keeps the spec's exact text; inches and feet get the same range converted
 * (inside it: 47.3–98.4 in, 4 ft 0 in – 8 ft 2 in shown as decimals of inches).
 */
export function heightRangeMessage(unit: HeightUnit): string {
  if (unit === 'cm') return HEIGHT_RANGE_MESSAGE;
  const min = Math.ceil((SCAN_MIN_HEIGHT_CM / CM_PER_INCH) * 10) / 10;
  const max = Math.floor((SCAN_MAX_HEIGHT_CM / CM_PER_INCH) * 10) / 10;
  if (unit === 'in') return `Please enter a valid height between ${min}in and ${max}in.`;
  const ft = (inches: number) => `${Math.floor(inches / 12)} ft ${Math.round(inches % 12)} in`;
  return `Please enter a valid height between ${ft(Math.ceil(min))} and ${ft(Math.floor(max))}.`;
}

/** True when `cm` is within the scan's 120–250 cm. */
export const isScanHeight = (cm: number): boolean => cm >= SCAN_MIN_HEIGHT_CM && cm <= SCAN_MAX_HEIGHT_CM;
