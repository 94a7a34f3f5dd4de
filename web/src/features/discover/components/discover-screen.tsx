/**
 * Discover tab (spec 02 §2.11): modes Similar Users (default; people with a 92 %+ fit match),
 * AI Picks and Products. The catalogue and AI picks arrive with the discover issue; those
 * modes show their empty state until then.
 */
import { Package, Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/session';
import { SimilarUsers } from './similar-users';

export function DiscoverScreen() {
  const user = useCurrentUser();
  if (!user) return null;
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
          <SimilarUsers viewerId={user.id} />
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
