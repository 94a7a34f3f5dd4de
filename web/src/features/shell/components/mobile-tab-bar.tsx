/** Mobile (below md): fixed bottom bar with the five tabs, icons and labels. */
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { TABS } from '../tabs';
import { TabIcon } from './tab-icon';
import { useActiveTab } from './use-active-tab';

export function MobileTabBar() {
  const active = useActiveTab();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {TABS.map((tab) => {
          const isActive = active === tab.key;
          return (
            <li key={tab.key} className="flex">
              <Link
                to={tab.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
                  isActive ? 'text-stone-900' : 'text-stone-500',
                )}
              >
                {tab.highlighted ? (
                  <span
                    className={cn(
                      'flex size-9 items-center justify-center rounded-full',
                      isActive ? 'bg-brand-600 text-white shadow' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-200',
                    )}
                  >
                    <TabIcon tab={tab.key} className="size-5" />
                  </span>
                ) : (
                  <TabIcon tab={tab.key} className={cn('size-5', isActive && 'text-brand-600')} />
                )}
                <span className={cn(tab.highlighted && 'text-brand-700')}>{tab.mobileLabel}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
