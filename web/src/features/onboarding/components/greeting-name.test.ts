import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('onboarding greeting', () => {
  it('uses the first name, else the username, else "there"', () => {
    expect(greetingName({ firstName: 'Grace', username: 'gk' })).toBe('Grace');
    expect(greetingName({ firstName: '  ', username: 'gk' })).toBe('gk');
    expect(greetingName({ firstName: null, username: null })).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});
