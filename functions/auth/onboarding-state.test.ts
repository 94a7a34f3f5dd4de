import { describe, expect, it } from 'vitest';
import { onboardingStateSchema, onboardingUpdateSchema } from '@seamline/shared/contracts/profile';
import { allFlagsSet, flagOf, toOnboardingState } from './onboarding-state';

const all = {
  welcomeCompleted: true,
  profileSetupCompleted: true,
  measurementsCompleted: true,
  preferencesCompleted: true,
  firstItemAdded: true,
  tutorialViewed: true,
};

describe('toOnboardingState', () => {
  it('gives defaults for a user who never started: all false, step welcome, 0 %', () => {
    const s = toOnboardingState('u1', null);
    expect(onboardingStateSchema.parse(s)).toEqual(s);
    expect(s).toMatchObject({ welcomeCompleted: false, tutorialViewed: false, onboardingStep: 'welcome' });
    expect(s).toMatchObject({ onboardingCompleted: false, completionPercent: 0, completedAt: null });
  });

  it('names the first open step, even when later flags are set, and counts percent', () => {
    const s = toOnboardingState('u1', { welcomeCompleted: true, preferencesCompleted: true });
    expect(s.onboardingStep).toBe('profile');
    expect(s.completionPercent).toBe(33);
    expect(toOnboardingState('u1', { ...all, tutorialViewed: false }).onboardingStep).toBe('tutorial');
    expect(toOnboardingState('u1', { ...all, firstItemAdded: false }).completionPercent).toBe(83);
  });

  it('is completed with all six true and carries completedAt', () => {
    const s = toOnboardingState('u1', { ...all, completedAt: '2026-01-01T00:00:00.000Z' });
    expect(s).toMatchObject({ onboardingStep: 'completed', onboardingCompleted: true, completionPercent: 100 });
    expect(s.completedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(allFlagsSet(s)).toBe(true);
    expect(allFlagsSet({ ...all, welcomeCompleted: false })).toBe(false);
  });
});

describe('flagOf and the update contract', () => {
  it('finds the one flag set true', () => {
    expect(flagOf(onboardingUpdateSchema.parse({ measurementsCompleted: true }))).toBe('measurementsCompleted');
  });

  it('rejects none, two, false and unknown flags', () => {
    for (const body of [{}, { welcomeCompleted: true, tutorialViewed: true }, { welcomeCompleted: false }, { foo: true }]) {
      expect(onboardingUpdateSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
