/**
 * My Fit tab (spec 01 §2 "Measurements page"). No saved measurements: two cards (AI scan,
 * manual entry). With measurements: 'Update Measurements' and 'AI Rescan Body', the Current
 * Measurements card, size recommendations and insights. Privacy settings below. Loading and
 * error states; the manual form opens in a dialog (prefilled when editing).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { measurementsQueryOptions } from '../api/measurements';
import { AiScanButton } from './ai-scan-button';
import { CurrentMeasurementsCard } from './current-measurements-card';
import { EmptyMeasurements } from './empty-measurements';
import { FitInsightsCard } from './fit-insights-card';
import { ManualMeasurementsDialog } from './manual-measurements-dialog';
import { PrivacySettingsPanel } from '@/components/privacy/privacy-settings-panel';
import { SizeRecommendationsCard } from './size-recommendations-card';

export function MeasurementsScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <MyFit userId={user.id} />;
}

function MyFit({ userId }: { userId: string }) {
  const query = useQuery(measurementsQueryOptions(userId));
  const [formOpen, setFormOpen] = useState(false);
  const openForm = () => setFormOpen(true);
  const measurements = query.data ?? null;

  return (
    <>
      <PageHeader
        title="My Fit"
        description="Your body measurements power size recommendations across brands and help you find people with a similar fit."
      />
      <div className="grid gap-6">
        {query.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading your measurements" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
            <p className="font-medium">Your measurements could not be loaded.</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !measurements ? (
          <EmptyMeasurements onEnterManually={openForm} />
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="accent" onClick={openForm}>
                <RefreshCw aria-hidden />
                Update Measurements
              </Button>
              <AiScanButton label="AI Rescan Body" />
            </div>
            <CurrentMeasurementsCard key={measurements.updatedAt} measurements={measurements} onEdit={openForm} />
            <div className="grid gap-6 lg:grid-cols-2">
              <SizeRecommendationsCard userId={userId} savedAt={measurements.updatedAt} />
              <FitInsightsCard />
            </div>
          </>
        )}
        <PrivacySettingsPanel userId={userId} />
      </div>
      <ManualMeasurementsDialog userId={userId} current={measurements} open={formOpen} onOpenChange={setFormOpen} />
    </>
  );
}
