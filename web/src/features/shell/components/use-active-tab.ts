/** The active tab, derived from the router location (so back/forward re-sync it). */
import { useRouterState } from '@tanstack/react-router';
import { activeTabFor, type TabKey } from '../tabs';

export function useActiveTab(): TabKey | null {
  return useRouterState({
    select: (s) => activeTabFor(s.location.pathname, (s.location.search as Record<string, unknown>).tab),
  });
}
