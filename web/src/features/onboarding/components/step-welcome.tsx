/** Step 1 (spec 01 §2): greeting, three blurbs; 'Get Started' marks welcome, 'Skip for Now' exits to /. */
import { Link } from '@tanstack/react-router';
import { Brain, Shirt, Users } from 'lucide-react';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { StepLayout } from './step-layout';

const BLURBS = [
  { icon: Shirt, title: 'Smart Wardrobe', text: 'Keep your closet in one place and plan outfits for every event.' },
  { icon: Brain, title: 'AI Recommendations', text: 'Get sizes and picks that fit your measurements.' },
  { icon: Users, title: 'Connect', text: 'Follow people with a similar fit and share your style.' },
];

/** The welcome step. */
export function StepWelcome({ name, pending, onNext }: { name: string; pending: boolean; onNext: () => void }) {
  return (
    <StepLayout
      title={`Welcome to Seamline, ${name}!`}
      description="Let's set up Seamline around your style and your fit. It takes about two minutes."
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/">Skip for Now</Link>
          </Button>
          <SubmitButton type="button" variant="accent" pending={pending} onClick={onNext}>
            Get Started
          </SubmitButton>
        </>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-stone-50 p-4">
            <Icon className="size-6 text-brand-600" aria-hidden />
            <p className="mt-2 font-medium">{title}</p>
            <p className="text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </StepLayout>
  );
}
