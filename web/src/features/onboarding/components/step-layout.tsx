/** The frame of one wizard step: heading, text, content and a footer with Previous and actions. */
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface StepLayoutProps {
  title: string;
  description?: ReactNode;
  /** Previous step (steps 2–6). */
  onPrevious?: () => void;
  /** Buttons on the right of the footer. */
  actions: ReactNode;
  children?: ReactNode;
}

/** A card with the step's title and content; on small screens the footer stacks in DOM (= tab) order. */
export function StepLayout({ title, description, onPrevious, actions, children }: StepLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <Card className="p-5 sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
        {title}
      </h1>
      {description ? <p className="mt-2 text-stone-600">{description}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {onPrevious ? (
          <Button variant="ghost" onClick={onPrevious}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>
      </div>
    </Card>
  );
}
