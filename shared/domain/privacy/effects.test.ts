import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsInAggregates, fitMatchActor, listAppearance, type PeopleList } from './effects';

const LISTS: PeopleList[] = ['search', 'directory', 'suggestions', 'matches'];
const flags = fc.record({ publicDisplay: fc.boolean(), anonymizedDisplay: fc.boolean(), machineLearning: fc.boolean() });

describe('listAppearance (issue 22: publicDisplay off → not in search, suggestions or similar-user lists)', () => {
  it('hides a person without publicDisplay from every list, whatever the other flags', () => {
    fc.assert(
      fc.property(flags, fc.constantFrom(...LISTS), (p, list) => {
        if (!p.publicDisplay) expect(listAppearance(p, list)).toBe('hidden');
      }),
    );
  });

  it('names a public person who did not ask for anonymity in every list', () => {
    for (const list of LISTS) expect(listAppearance({ publicDisplay: true, anonymizedDisplay: false }, list)).toBe('named');
  });

  it("shows an anonymised public person as 'Anonymous' in directory, suggestions and matches, and leaves them out of name search", () => {
    const p = { publicDisplay: true, anonymizedDisplay: true };
    expect(listAppearance(p, 'search')).toBe('hidden');
    expect(listAppearance(p, 'directory')).toBe('anonymous');
    expect(listAppearance(p, 'suggestions')).toBe('anonymous');
    expect(listAppearance(p, 'matches')).toBe('anonymous');
  });
});

describe('countsInAggregates / fitMatchActor (issue 22: machineLearning off → excluded from cross-user signals)', () => {
  it('counts only people with machineLearning on', () => {
    expect(countsInAggregates({ machineLearning: false })).toBe(false);
    expect(countsInAggregates({ machineLearning: true })).toBe(true);
  });

  it('drops fit_match entries of people without machineLearning and never names a non-public or anonymised actor', () => {
    fc.assert(
      fc.property(flags, (p) => {
        const shown = fitMatchActor(p);
        if (!p.machineLearning) expect(shown).toBe('hidden');
        else expect(shown).toBe(p.publicDisplay && !p.anonymizedDisplay ? 'named' : 'anonymous');
      }),
    );
  });
});
