import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { personNameSchema, registerSchema, usernameSchema } from './auth';
import { profileUpdateSchema } from './profile';

const first = personNameSchema('First name');
const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('one rule per field (issue 17 §2)', () => {
  it('accepts real names of any script (W3C Personal names around the world)', () => {
    for (const name of ['Jo', 'J', 'Jr.', 'O’Brien', "D'Angelo", 'Jean-Luc', 'Nguyễn Văn', '李', 'Zoë', 'Ñandú', 'Ａｎｎａ', 'Mary Ann', 'St. John']) {
      expect(first.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses digits, symbols, names without a letter, and blanks, with clear messages', () => {
    expect(msg(first.safeParse('R2D2'))).toEqual(['First name can only contain letters, spaces, apostrophes, hyphens and periods']);
    expect(msg(first.safeParse('<b>'))).toEqual(['First name can only contain letters, spaces, apostrophes, hyphens and periods']);
    expect(msg(first.safeParse('.-'))).toEqual(['First name must contain a letter']);
    expect(msg(first.safeParse('   '))).toContain('First name is required');
    expect(msg(first.safeParse('a'.repeat(51)))).toEqual(['First name must be at most 50 characters']);
  });

  it('usernames: letters, digits, underscore, 3–30, reserved names refused (any case)', () => {
    expect(usernameSchema.safeParse('maya_96').success).toBe(true);
    expect(msg(usernameSchema.safeParse('maya-96'))).toEqual(['Username can only contain letters, numbers, and underscores']);
    expect(msg(usernameSchema.safeParse('Admin'))).toEqual(['This username is reserved']);
    expect(msg(usernameSchema.safeParse('ab'))).toEqual(['Username must be at least 3 characters']);
  });

  it('whatever registration accepts, the profile editor saves unchanged (property)', () => {
    const nameChar = fc.constantFrom(...'aZéßЖ李ñ’\'-. '.split(''));
    const name = fc.array(nameChar, { minLength: 1, maxLength: 50 }).map((c) => c.join(''));
    const username = fc.stringMatching(/^[A-Za-z0-9_]{3,30}$/);
    fc.assert(
      fc.property(name, name, username, (firstName, lastName, user) => {
        const reg = registerSchema.safeParse({
          username: user,
          email: 'a@example.test',
          password: 'password-1',
          confirmPassword: 'password-1',
          firstName,
          lastName,
          acceptTerms: true,
        });
        if (!reg.success) return;
        const saved = profileUpdateSchema.safeParse({ firstName: reg.data.firstName, lastName: reg.data.lastName, username: reg.data.username });
        expect(saved.success).toBe(true);
        expect(saved.data).toMatchObject({ firstName: reg.data.firstName, lastName: reg.data.lastName, username: reg.data.username });
      }),
      { numRuns: 500 },
    );
  });
});
