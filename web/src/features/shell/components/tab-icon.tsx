/** Icon of each main-shell tab. */
import { Compass, House, Ruler, User, Users } from 'lucide-react';
import type { TabKey } from '../tabs';

const ICONS = { home: House, discover: Compass, measurements: Ruler, connect: Users, profile: User } as const;

export function TabIcon({ tab, className }: { tab: TabKey; className?: string }) {
  const Icon = ICONS[tab];
  return <Icon className={className} aria-hidden />;
}
