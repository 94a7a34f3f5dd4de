/**
 * The AI scan entry points ('AI Rescan Body', 'Start AI Scan'): each opens the body scan
 * dialog (measurements variant, web/src/features/scan).
 */
import { ScanLine } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { BodyScanDialog } from '@/features/scan/components/body-scan-dialog';

export function AiScanButton({ label, variant = 'outline' }: { label: string; variant?: ButtonProps['variant'] }) {
  return (
    <BodyScanDialog>
      <Button variant={variant}>
        <ScanLine aria-hidden />
        {label}
      </Button>
    </BodyScanDialog>
  );
}
