/** The Seamline word mark, linking home. */
import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <img src="/favicon.svg" alt="" className="size-7" />
      Seamline
    </Link>
  );
}
