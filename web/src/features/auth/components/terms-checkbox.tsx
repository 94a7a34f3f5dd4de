/** The registration terms checkbox, with links to the terms and privacy pages and its error. */
import type { ComponentProps } from 'react';
import { Link } from '@tanstack/react-router';

/** Checkbox `acceptTerms`; spread react-hook-form's `register('acceptTerms')` into it. */
export function TermsCheckbox({ error, ...props }: ComponentProps<'input'> & { error?: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2">
        <input
          id="acceptTerms"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'acceptTerms-error' : undefined}
          {...props}
        />
        <label htmlFor="acceptTerms" className="text-sm text-stone-700">
          I agree to the{' '}
          <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
        </label>
      </div>
      {error ? (
        <p id="acceptTerms-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
