/** `/moodboard/{moodboardId}`: moodboard detail (spec 02 §2). Moodboards arrive with their issue. */
import { Link } from '@tanstack/react-router';
import { LayoutGrid } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export function MoodboardScreen() {
  return (
    <>
      <PageHeader title="Moodboard" />
      <EmptyState icon={LayoutGrid} title="This moodboard cannot be shown yet" hint="Moodboards are not available in this version.">
        <Button asChild variant="outline">
          <Link to="/profile">Back to Profile</Link>
        </Button>
      </EmptyState>
    </>
  );
}
