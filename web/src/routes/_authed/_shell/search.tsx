/** `/search?q=&tab=` (issue 17 §4): products and people matching the header search. */
import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '@/features/search/components/search-screen';
import { validateSearchPage } from '@/features/search/search-params';

export const Route = createFileRoute('/_authed/_shell/search')({
  validateSearch: validateSearchPage,
  component: SearchScreen,
});
