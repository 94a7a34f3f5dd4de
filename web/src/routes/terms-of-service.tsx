/** `/terms-of-service`: Terms of Service (also at /terms). */
import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});
