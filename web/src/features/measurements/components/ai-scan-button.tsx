/**
 * The AI scan entry points ('AI Rescan Body', 'Start AI Scan'). The scan dialog ships
 * separately in this release; until it is wired in, the button is shown disabled with a
 * tooltip saying so — never fake results. The wrapper span receives hover and focus, because
 * a disabled button emits no pointer events.
 */
import { useId } from 'react';
import { ScanLine } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export const AI_SCAN_PENDING = 'AI scan coming in this release';

export function AiScanButton({ label, variant = 'outline' }: { label: string; variant?: ButtonProps['variant'] }) {
  const noteId = useId();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Tooltip>
        <TooltipTrigger asChild>
          <span tabIndex={0} className="inline-flex rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <Button variant={variant} disabled aria-describedby={noteId}>
              <ScanLine aria-hidden />
              {label}
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{AI_SCAN_PENDING}</TooltipContent>
      </Tooltip>
      {/* Visible too: touch screens show no tooltips. */}
      <span id={noteId} className="text-xs text-stone-500">
        {AI_SCAN_PENDING}
      </span>
    </span>
  );
}
