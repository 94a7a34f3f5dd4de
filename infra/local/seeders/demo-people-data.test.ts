import { describe, expect, it } from 'vitest';
import { emailSchema, usernameSchema } from '@seamline/shared/contracts/auth';
import { measurementsInputSchema } from '@seamline/shared/contracts/measurements';
import { STYLE_CATEGORIES } from '@seamline/shared/contracts/profile';
import { fitBodyOf, fitSimilarity, PERFECT_FIT_SCORE } from '@seamline/shared/domain/people/fit-similarity';
import { toCanonical } from '@seamline/shared/domain/units';
import { DANA_FOLLOWS_IDS, demoPeople, demoSizeSystem } from './demo-people-data';
import { DEMO_USER, DEMO_USER_BODY } from './demo-user';
import { curveBody, Z_QUARTILE } from './fit-curve-people';

const people = demoPeople();
const bodyOf = (m: Parameters<typeof toCanonical>[0] & { unit: 'inches' | 'cm'; weightUnit: 'lbs' | 'kg' }) => fitBodyOf(toCanonical(m, m.unit, m.weightUnit))!;
const dana = bodyOf(DEMO_USER_BODY);

describe('demoPeople', () => {
  it('is the same list on every call', () => {
    expect(demoPeople()).toEqual(people);
  });

  it('has at least 60 people with unique ids, valid usernames and @seamline.local emails', () => {
    expect(people.length).toBeGreaterThanOrEqual(60);
    for (const key of ['id', 'username', 'email'] as const) expect(new Set(people.map((p) => p[key].toLowerCase())).size).toBe(people.length);
    for (const p of people) {
      expect(usernameSchema.safeParse(p.username).success).toBe(true);
      expect(emailSchema.safeParse(p.email).success).toBe(true);
      expect(p.email.endsWith('@seamline.local')).toBe(true);
    }
  });

  it('gives everyone valid measurements in the ordinary human range and 1–3 known style categories', () => {
    for (const p of people) {
      expect(measurementsInputSchema.safeParse(p.measurements).success).toBe(true);
      const b = bodyOf(p.measurements);
      expect(b.heightCm).toBeGreaterThan(140);
      expect(b.heightCm).toBeLessThan(200);
      expect(p.styleCategories.length).toBeGreaterThanOrEqual(1);
      expect(p.styleCategories.length).toBeLessThanOrEqual(3);
      for (const c of p.styleCategories) expect(STYLE_CATEGORIES).toContain(c);
    }
  });

  it('has varied privacy: anonymised, public and not-discoverable people', () => {
    expect(people.filter((p) => p.privacy?.anonymizedDisplay).length).toBeGreaterThanOrEqual(2);
    expect(people.filter((p) => p.privacy?.publicDisplay).length).toBeGreaterThanOrEqual(2);
    expect(people.filter((p) => p.privacy?.discoverableByFit === false).length).toBeGreaterThanOrEqual(1);
    // Issue 22: a few people keep a private profile / no shared signals, to show both sides.
    expect(people.filter((p) => !p.privacy?.publicDisplay).length).toBeGreaterThanOrEqual(1);
    expect(people.filter((p) => !p.privacy?.machineLearning).length).toBeGreaterThanOrEqual(1);
  });

  it("gives Dana at least 3 discoverable perfect fits (≥ 92) and one that is not discoverable", () => {
    const perfect = people.filter((p) => fitSimilarity(dana, bodyOf(p.measurements)) >= PERFECT_FIT_SCORE);
    expect(perfect.filter((p) => p.privacy?.discoverableByFit !== false).length).toBeGreaterThanOrEqual(3);
    expect(perfect.some((p) => p.privacy?.discoverableByFit === false)).toBe(true);
  });

  it('follows only existing people, never oneself nor twice; Dana follows none of her perfect fits', () => {
    const ids = new Set([DEMO_USER.id, ...people.map((p) => p.id)]);
    for (const p of people) {
      expect(new Set(p.follows).size).toBe(p.follows.length);
      expect(p.follows).not.toContain(p.id);
      for (const f of p.follows) expect(ids.has(f)).toBe(true);
    }
    for (const id of DANA_FOLLOWS_IDS) {
      const p = people.find((x) => x.id === id)!;
      expect(fitSimilarity(dana, bodyOf(p.measurements))).toBeLessThan(PERFECT_FIT_SCORE);
    }
    expect(people.filter((p) => p.follows.includes(DEMO_USER.id)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('typical bodies find perfect fits (issue 17 §6)', () => {
  it('every 25th–75th percentile body of either sex (all measurements together) has at least 3 discoverable perfect fits', () => {
    for (const sex of ['female', 'male'] as const) {
      for (let z = -Z_QUARTILE; z <= Z_QUARTILE + 1e-9; z += 0.02) {
        const body = curveBody(sex, z);
        const fits = people.filter((p) => p.privacy?.discoverableByFit !== false && fitSimilarity(body, bodyOf(p.measurements)) >= PERFECT_FIT_SCORE);
        expect(fits.length, `${sex} z=${z.toFixed(2)}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});


describe('demoSizeSystem', () => {
  it("gives most people their sex's charts, some 'Prefer not to say', some no answer", () => {
    const answers = demoPeople().map((p, i) => demoSizeSystem(p.sex, i));
    expect(answers[0]).toBe('womens');
    expect(answers.filter((a) => a === 'unspecified').length).toBeGreaterThan(3);
    expect(answers.filter((a) => a === undefined).length).toBeGreaterThan(3);
    demoPeople().forEach((p, i) => {
      const a = answers[i];
      if (a === 'womens' || a === 'mens') expect(a).toBe(p.sex === 'female' ? 'womens' : 'mens');
    });
  });
});
