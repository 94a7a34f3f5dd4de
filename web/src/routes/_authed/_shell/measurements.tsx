/** `/measurements`: The My Fit tab. */
import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsScreen } from '@/features/measurements/components/measurements-screen';

export const Route = createFileRoute('/_authed/_shell/measurements')({
  component: MeasurementsScreen,
});
