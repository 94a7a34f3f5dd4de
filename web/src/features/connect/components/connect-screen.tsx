/**
 * Connect tab (spec 01 §2 "Connect with Others"): people search, Perfect Fit Matches (92%+
 * compatibility) and People You Might Know. Matching arrives with the connect issue.
 */
import { Search, UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';

export function ConnectScreen() {
  return (
    <>
      <PageHeader title="Connect with Others" description="Find people with similar measurements and follow their style." />
      <div className="relative mb-8 max-w-xl">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
        <Input type="search" aria-label="Search people" placeholder="Search people by name or username" className="pl-9" disabled />
      </div>
      <section aria-labelledby="perfect-fit" className="mb-8">
        <h2 id="perfect-fit" className="text-lg font-semibold">
          Perfect Fit Matches
        </h2>
        <p className="mb-3 text-sm text-stone-600">People with 92% or more body-measurement compatibility.</p>
        <EmptyState icon={Users} title="No perfect fit matches found yet." />
      </section>
      <section aria-labelledby="people-you-might-know">
        <h2 id="people-you-might-know" className="mb-3 text-lg font-semibold">
          People You Might Know
        </h2>
        <EmptyState icon={UserPlus} title="No suggested connections right now." />
      </section>
    </>
  );
}
