/**
 * Home tab ('For You'): the personal style feed (spec 02 §2.10). Feed items come from the
 * feed area in a later issue; until then the feed's empty state is what a user has.
 */
import { Link } from '@tanstack/react-router';
import { Ruler, Shirt, Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';

export function HomeScreen() {
  const user = useCurrentUser();
  const name = user?.firstName || user?.username;
  return (
    <>
      <PageHeader
        title="Your Personal Style Feed"
        description={name ? `Welcome back, ${name}. Picks, fit matches and friends' looks gather here.` : undefined}
      />
      <EmptyState
        icon={Sparkles}
        title="Your feed is getting ready!"
        hint="Add items to your closet and create moodboards, and your feed will fill with AI picks, fit matches and posts from friends."
      >
        <Button asChild variant="accent">
          <Link to="/profile">
            <Shirt aria-hidden /> Add Items
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/measurements">
            <Ruler aria-hidden /> Set Measurements
          </Link>
        </Button>
      </EmptyState>
    </>
  );
}
