import { describe, expect, it } from 'vitest';
import { chartFamilyOf, estimatorSexOf } from './size-system';

describe('size system', () => {
  it("selects the estimator's per-sex model, or none (mixture/pooled) when not said", () => {
    expect(estimatorSexOf('womens')).toBe('female');
    expect(estimatorSexOf('mens')).toBe('male');
    expect(estimatorSexOf('unspecified')).toBeUndefined();
    expect(estimatorSexOf(null)).toBeUndefined();
  });

  it('selects the chart family, or both families when not said', () => {
    expect(chartFamilyOf('womens')).toBe('womens');
    expect(chartFamilyOf('mens')).toBe('mens');
    expect(chartFamilyOf('unspecified')).toBeUndefined();
    expect(chartFamilyOf(undefined)).toBeUndefined();
  });
});
