/** Step 6 Tutorial (spec 01 §2): cards Home Feed, Discover, My Fit, Connect; 'Enter Seamline' marks tutorialViewed → /. */
import { Compass, Home, Ruler, Users } from 'lucide-react';
import { SubmitButton } from '@/components/form/submit-button';
import { StepLayout } from './step-layout';

const CARDS = [
  { icon: Home, title: 'Home Feed', text: 'Outfits and closet updates from people you follow.' },
  { icon: Compass, title: 'Discover', text: 'Find new styles and pieces, and save what you like.' },
  { icon: Ruler, title: 'My Fit', text: 'Your measurements and size suggestions across brands.' },
  { icon: Users, title: 'Connect', text: 'Meet people with a similar fit and follow their style.' },
];

/** The tutorial step. */
export function StepTutorial({ pending, onPrevious, onFinish }: { pending: boolean; onPrevious: () => void; onFinish: () => void }) {
  return (
    <StepLayout
      title="You're all set!"
      description="Here is a quick tour of what you'll find in Seamline."
      onPrevious={onPrevious}
      actions={
        <SubmitButton type="button" variant="accent" pending={pending} onClick={onFinish}>
          Enter Seamline
        </SubmitButton>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {CARDS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-stone-200 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-medium">{title}</h2>
              <p className="text-sm text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </StepLayout>
  );
}
