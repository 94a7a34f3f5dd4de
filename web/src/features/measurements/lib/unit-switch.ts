/**
 * Switching a measurement form between units converts the numbers on screen (issue 17 §1):
 * lengths × / ÷ 2.54 (in ↔ cm), weight × / ÷ 0.45359237 (lbs ↔ kg), shown with one decimal.
 *
 * To keep repeated switching from drifting (86.1 cm → 33.9 in → 86.1 cm, never 86.06 → …),
 * each field remembers the exact canonical value (cm or kg) behind what it last showed; a
 * switch converts from that exact value while the field still shows it, and from the typed
 * text once the person has edited it.
 */
import { CM_PER_INCH, KG_PER_LB } from '@seamline/shared/contracts/measurements';
import type { LengthUnit, WeightUnit } from '@seamline/shared/domain/units';

export type Units = { unit: LengthUnit; weightUnit: WeightUnit };
export type FieldKind = 'length' | 'weight';
/** Per field: the text last shown by a switch and the exact canonical value (cm / kg) behind it. */
export type SwitchMemo = Map<string, { shown: string; canonical: number }>;

/** Canonical units (cm or kg) per one unit of `units` for a field of `kind`. */
export function canonicalFactor(kind: FieldKind, units: Units): number {
  if (kind === 'weight') return units.weightUnit === 'lbs' ? KG_PER_LB : 1;
  return units.unit === 'inches' ? CM_PER_INCH : 1;
}

/** One decimal, no trailing '.0' ('86.1', '34'). */
export function formatOneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The field texts after switching from `from` to `to`. Blank or non-numeric texts are kept
 * as they are (the form's validation speaks about them). Updates `memo` in place.
 *
 * @param values field name → text shown now (in `from`).
 * @param fields the fields to convert and their kind.
 * @returns field name → text to show in `to` (only the fields whose text changes).
 */
export function switchUnits(
  values: Record<string, string>,
  fields: readonly { name: string; kind: FieldKind }[],
  from: Units,
  to: Units,
  memo: SwitchMemo,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, kind } of fields) {
    const fromFactor = canonicalFactor(kind, from);
    const toFactor = canonicalFactor(kind, to);
    if (fromFactor === toFactor) continue;
    const text = String(values[name] ?? '').trim();
    const typed = Number(text);
    if (text === '' || !Number.isFinite(typed)) continue;
    const remembered = memo.get(name);
    const canonical = remembered && remembered.shown === text ? remembered.canonical : typed * fromFactor;
    const shown = formatOneDecimal(canonical / toFactor);
    memo.set(name, { shown, canonical });
    out[name] = shown;
  }
  return out;
}
