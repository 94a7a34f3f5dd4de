/** Layout of the signed-out screens: brand panel (large screens) beside the form. */
import { Outlet } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-stone-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-8" />
          Seamline
        </div>
        <div>
          <p className="text-4xl font-semibold leading-tight tracking-tight">
            Your wardrobe, your measurements,
            <br />
            <span className="text-brand-400">people who share your fit.</span>
          </p>
          <p className="mt-4 max-w-md text-stone-300">
            Keep your closet in one place, get size guidance across brands and follow people with a similar body shape.
          </p>
        </div>
        <p className="text-sm text-stone-400">For ages 13 and up.</p>
        <div aria-hidden className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-600/20 blur-3xl" />
      </aside>
      <main id={MAIN_CONTENT_ID} className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex items-center gap-2 text-xl font-semibold tracking-tight lg:hidden">
            <img src="/favicon.svg" alt="" className="size-8" />
            Seamline
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
