/**
 * Discover tab (spec 02 §2.11): modes Similar Users (default), AI Picks and Products. The
 * catalogue and matches arrive with the discover issue; each mode shows its empty state.
 */
import { Link } from '@tanstack/react-router';
import { Package, Sparkles, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export function DiscoverScreen() {
  return (
    <>
      <PageHeader title="Discover" description="Find people who share your fit, AI picks in your size and new pieces to try." />
      <Tabs defaultValue="users">
        <TabsList aria-label="Discover mode">
          <TabsTrigger value="users">Similar Users</TabsTrigger>
          <TabsTrigger value="recommendations">AI Picks</TabsTrigger>
          <TabsTrigger value="products">Products</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <h2 className="mb-3 text-lg font-semibold">Users with 92%+ Fit Match</h2>
          <EmptyState icon={Users} title="No matches found" hint="Complete your measurements to find users with similar fits">
            <Button asChild variant="outline">
              <Link to="/measurements">Go to My Fit</Link>
            </Button>
          </EmptyState>
        </TabsContent>
        <TabsContent value="recommendations">
          <EmptyState icon={Sparkles} title="No recommendations yet" />
        </TabsContent>
        <TabsContent value="products">
          <EmptyState icon={Package} title="No products to show yet" />
        </TabsContent>
      </Tabs>
    </>
  );
}
