/** Retrying TransactWriteItems cancelled only by write conflicts (transactions.ts). */
import { describe, expect, it } from 'vitest';
import {
  conflictBackoffMs,
  isConflictOnly,
  TRANSACTION_ATTEMPTS,
  writeTransaction,
} from './transactions';

const conflict = { canceled: true, data: [{ code: 'None' }, { code: 'TransactionConflict' }] };
const refused = { canceled: true, data: [{ code: 'ConditionalCheckFailed' }, { code: 'TransactionConflict' }] };
const committed = { canceled: false, data: [] };

describe('isConflictOnly', () => {
  it('is true for a conflict with no refused condition, false once a condition failed', () => {
    expect(isConflictOnly([{ code: 'None' }, { code: 'TransactionConflict' }])).toBe(true);
    expect(isConflictOnly([{ code: 'ConditionalCheckFailed' }, { code: 'TransactionConflict' }])).toBe(false);
    expect(isConflictOnly([{ code: 'ConditionalCheckFailed' }, { code: 'None' }])).toBe(false);
    expect(isConflictOnly([])).toBe(false);
  });
});

describe('conflictBackoffMs', () => {
  it('doubles from 10 ms and is capped at 160 ms, scaled by the jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => conflictBackoffMs(n, () => 1))).toEqual([10, 20, 40, 80, 160, 160, 160]);
    expect(conflictBackoffMs(3, () => 0.5)).toBe(20);
    expect(conflictBackoffMs(3, () => 0)).toBe(0);
  });
});

describe('writeTransaction', () => {
  it('runs the write again after conflicts and answers the committed outcome', async () => {
    const outcomes = [conflict, conflict, committed];
    let calls = 0;
    const result = await writeTransaction(async () => outcomes[calls++]!);
    expect(calls).toBe(3);
    expect(result).toEqual({ canceled: false, reasons: [] });
  });

  it('answers a refused condition at once, with the reasons in operation order', async () => {
    let calls = 0;
    const result = await writeTransaction(async () => {
      calls++;
      return refused;
    });
    expect(calls).toBe(1);
    expect(result).toEqual({ canceled: true, reasons: refused.data });
  });

  it(`gives up with an error after ${TRANSACTION_ATTEMPTS} conflicting attempts`, async () => {
    let calls = 0;
    await expect(
      writeTransaction(async () => {
        calls++;
        return conflict;
      }),
    ).rejects.toThrow(/still conflicting after 8 attempts/);
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
  });
});
