/** A submit button that is disabled and shows a spinner while its form is submitting (`Button`'s `pending`). */
import { Button, type ButtonProps } from '@/components/ui/button';

export interface SubmitButtonProps extends ButtonProps {
  pending: boolean;
}

/** Submit button with the busy state of spec §2 forms (disabled + spinner + `pendingLabel`). */
export function SubmitButton({ type = 'submit', ...props }: SubmitButtonProps) {
  return <Button type={type} {...props} />;
}
