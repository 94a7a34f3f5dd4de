/**
 * `/onboarding` (spec 01 §2 "Onboarding wizard"): six steps with a progress percentage.
 * This version shows step 1 (Welcome); the remaining steps and saving the milestones
 * arrive with the onboarding issue. 'Skip for Now' goes to / without marking anything.
 */
import { Link } from '@tanstack/react-router';
import { Brain, Shirt, Users } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { greetingName } from './greeting-name';

const STEPS = 6;
const BLURBS = [
  { icon: Shirt, title: 'Smart Wardrobe', text: 'Keep your closet in one place and plan outfits for every event.' },
  { icon: Brain, title: 'AI Recommendations', text: 'Get sizes and picks that fit your measurements.' },
  { icon: Users, title: 'Connect', text: 'Follow people with a similar fit and share your style.' },
];

export function OnboardingScreen() {
  const user = useCurrentUser();
  const step = 1;
  const percent = Math.round((step / STEPS) * 100);
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center px-4 py-10">
      <div className="mb-6">
        <div className="mb-2 flex justify-between text-sm text-stone-600">
          <span>
            Step {step} of {STEPS}
          </span>
          <span>{percent}%</span>
        </div>
        <div className="h-2 rounded-full bg-stone-200" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Card className="p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {greetingName(user)}!</h1>
        <p className="mt-2 text-stone-600">Let's set up Seamline around your style and your fit.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {BLURBS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-stone-50 p-4">
              <Icon className="size-6 text-brand-600" aria-hidden />
              <p className="mt-2 font-medium">{title}</p>
              <p className="text-sm text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex justify-end">
          <Button asChild variant="ghost">
            <Link to="/">Skip for Now</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
