/**
 * `/onboarding` (spec 01 §2 "Onboarding wizard", §4): six steps with progress and markers.
 * Steps 2–5 save, then mark their flag and advance; step 1 'Get Started' marks welcome;
 * step 6 marks the tutorial viewed and goes to /. The wizard opens at the first step whose
 * flag is still false.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { ONBOARDING_FLAGS, ONBOARDING_STEPS, type OnboardingFlag } from '@seamline/shared/contracts/profile';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { serverMessage } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { onboardingQueryOptions, useMarkOnboarding } from '../api/onboarding-state';
import { greetingName } from './greeting-name';
import { OnboardingProgress } from './onboarding-progress';
import { StepMeasurements } from './step-measurements';
import { StepPhoto } from './step-photo';
import { StepProfile } from './step-profile';
import { StepStyle } from './step-style';
import { StepTutorial } from './step-tutorial';
import { StepWelcome } from './step-welcome';

/** The wizard. */
export function OnboardingScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Wizard user={user} />;
}

function Wizard({ user }: { user: NonNullable<ReturnType<typeof useCurrentUser>> }) {
  const navigate = useNavigate();
  const state = useQuery(onboardingQueryOptions(user.id)).data;
  const resumeAt = state ? ONBOARDING_STEPS.indexOf(state.onboardingStep as (typeof ONBOARDING_STEPS)[number]) + 1 : 1;
  const [step, setStep] = useState(() => Math.max(1, resumeAt));
  const mark = useMarkOnboarding(user.id);
  const next = () => setStep((s) => Math.min(6, s + 1));
  const previous = () => setStep((s) => Math.max(1, s - 1));

  /** Mark the current step's flag, then advance (or, after the last, go to /). */
  const complete = async () => {
    const flag: OnboardingFlag = ONBOARDING_FLAGS[step - 1] ?? 'tutorialViewed';
    try {
      await mark.mutateAsync(flag);
    } catch (error) {
      toast.error('Could not save your progress', { description: serverMessage(error, 'Please try again.') });
      return;
    }
    if (step === 6) await navigate({ to: '/' });
    else next();
  };

  const common = { onPrevious: previous, onComplete: complete };
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto min-h-dvh max-w-2xl px-4 py-6 sm:py-12">
      <p className="mb-6 flex items-center gap-2 text-lg font-semibold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-7" /> Seamline
      </p>
      <OnboardingProgress step={step} />
      {step === 1 ? <StepWelcome name={greetingName(user)} pending={mark.isPending} onNext={() => void complete()} /> : null}
      {step === 2 ? <StepProfile user={user} {...common} /> : null}
      {step === 3 ? <StepMeasurements userId={user.id} onSkip={next} {...common} /> : null}
      {step === 4 ? <StepStyle userId={user.id} {...common} /> : null}
      {step === 5 ? <StepPhoto user={user} onSkip={next} {...common} /> : null}
      {step === 6 ? <StepTutorial pending={mark.isPending} onPrevious={previous} onFinish={() => void complete()} /> : null}
    </main>
  );
}
