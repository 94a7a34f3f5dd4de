/** A submit button that is disabled and shows a spinner while its form is submitting. */
import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

export interface SubmitButtonProps extends ButtonProps {
  pending: boolean;
  /** Label while pending (defaults to the children). */
  pendingLabel?: string;
}

/** Submit button with the busy state of spec §2 forms (disabled + spinner). */
export function SubmitButton({ pending, pendingLabel, children, disabled, type = 'submit', ...props }: SubmitButtonProps) {
  return (
    <Button type={type} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
