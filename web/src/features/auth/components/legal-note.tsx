/** "By continuing you agree to…" with the terms and privacy links. */
import { Link } from '@tanstack/react-router';

/** The legal footnote under the sign-in and registration forms. */
export function LegalNote() {
  return (
    <p className="mt-6 text-center text-xs text-stone-500">
      By continuing you agree to our{' '}
      <Link to="/terms" className="underline underline-offset-2 hover:text-stone-900">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="underline underline-offset-2 hover:text-stone-900">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
