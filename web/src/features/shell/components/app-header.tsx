/** Top header: logo, notification bell and avatar menu everywhere; tab links from md, the search box from lg. */
import { Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { RenderAfterPaint } from '@/components/render-after-paint';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { TABS } from '../tabs';
import { TabIcon } from './tab-icon';
import { UserMenu } from './user-menu';
import { useActiveTab } from './use-active-tab';
import { Logo } from './logo';

export function AppHeader() {
  const active = useActiveTab();
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 lg:gap-6">
        <Logo />
        {/* Hidden on phones (the bottom bar has the tabs): rendered just after the first paint. */}
        <RenderAfterPaint>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {TABS.map((tab) => {
                const isActive = active === tab.key;
                return (
                  <li key={tab.key}>
                    <Link
                      to={tab.to}
                      aria-current={isActive ? 'page' : undefined}
                      className={cn(
                        'flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                        // My Fit keeps its brand colour when active; elsewhere it looks like any other
                        // tab (a filled pill on another page read as 'you are here', issue 17 §6).
                        tab.highlighted
                          ? isActive
                            ? 'bg-brand-600 text-white shadow-sm'
                            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
                          : isActive
                            ? 'bg-stone-900 text-white'
                            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                      )}
                    >
                      <TabIcon tab={tab.key} className="size-4" />
                      {tab.desktopLabel}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </RenderAfterPaint>
        {/* Searches the whole catalogue and people on the server: Enter opens /search?q= (issue 17 section 4). */}
        <form
          role="search"
          className="ml-auto hidden max-w-xs flex-1 lg:block"
          onSubmit={(e) => {
            e.preventDefault();
            const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
            if (q) void navigate({ to: '/search', search: { q } });
          }}
        >
          <label className="relative block">
            <span className="sr-only">Search styles</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
            <input
              type="search"
              name="q"
              maxLength={100}
              enterKeyHint="search"
              placeholder="Search styles..."
              className="h-9 w-full rounded-full border border-stone-200 bg-stone-50 pl-9 pr-3 text-sm placeholder:text-stone-500 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
            />
          </label>
        </form>
        <div className="ml-auto flex items-center gap-1.5 lg:ml-0">
          {user ? <NotificationBell userId={user.id} /> : null}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
