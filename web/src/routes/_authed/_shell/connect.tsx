/** `/connect`: The Connect tab. */
import { createFileRoute } from '@tanstack/react-router';
import { ConnectScreen } from '@/features/connect/components/connect-screen';

export const Route = createFileRoute('/_authed/_shell/connect')({
  component: ConnectScreen,
});
