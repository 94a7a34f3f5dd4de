import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { switchUnits, type SwitchMemo, type Units } from './unit-switch';

const FIELDS = [
  { name: 'inseam', kind: 'length' },
  { name: 'weight', kind: 'weight' },
] as const;
const IN: Units = { unit: 'inches', weightUnit: 'lbs' };
const CM: Units = { unit: 'cm', weightUnit: 'kg' };

describe('switchUnits (issue 17 §1)', () => {
  it('converts instead of re-labelling: inseam 86.1 cm → 33.9 in → 86.1 cm', () => {
    const memo: SwitchMemo = new Map();
    const inches = switchUnits({ inseam: '86.1', weight: '70' }, FIELDS, CM, IN, memo);
    expect(inches).toEqual({ inseam: '33.9', weight: '154.3' });
    expect(switchUnits(inches, FIELDS, IN, CM, memo)).toEqual({ inseam: '86.1', weight: '70' });
  });

  it('converts from the typed text once the person edited the field', () => {
    const memo: SwitchMemo = new Map();
    switchUnits({ inseam: '86.1' }, FIELDS, CM, IN, memo);
    expect(switchUnits({ inseam: '30' }, FIELDS, IN, CM, memo)).toEqual({ inseam: '76.2' });
  });

  it('keeps blank and non-numeric texts; converts only the kind whose unit changed', () => {
    const memo: SwitchMemo = new Map();
    expect(switchUnits({ inseam: '', weight: 'abc' }, FIELDS, CM, IN, memo)).toEqual({});
    expect(switchUnits({ inseam: '80', weight: '70' }, FIELDS, CM, { unit: 'cm', weightUnit: 'lbs' }, memo)).toEqual({ weight: '154.3' });
  });

  it('any number of round trips returns the entered value within 0.1', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 300, noNaN: true }), fc.integer({ min: 1, max: 6 }), (v, trips) => {
        const memo: SwitchMemo = new Map();
        let shown: Record<string, string> = { inseam: String(Math.round(v * 10) / 10) };
        const entered = Number(shown.inseam);
        for (let i = 0; i < trips; i++) {
          shown = switchUnits(shown, FIELDS, CM, IN, memo);
          shown = switchUnits(shown, FIELDS, IN, CM, memo);
        }
        expect(Math.abs(Number(shown.inseam) - entered)).toBeLessThanOrEqual(0.1);
      }),
    );
  });
});
