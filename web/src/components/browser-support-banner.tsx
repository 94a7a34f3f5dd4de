/**
 * 'Limited Browser Support Detected' (spec 01 §2): browser, version, platform and how many
 * features are limited; 'View Details' lists them with their fallbacks; dismissal is
 * remembered in localStorage. Loaded lazily: it only matters on old browsers.
 */
import { useState } from 'react';
import { AlertTriangle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { assessSupport, probeFeatures, type SupportReport } from '@/lib/browser-support';

export const BROWSER_BANNER_DISMISSED_KEY = 'seamline:browser-support-dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(BROWSER_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(BROWSER_BANNER_DISMISSED_KEY, '1');
  } catch {
    // no storage: dismissed for this visit only
  }
}

function Details({ report }: { report: SupportReport }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
      {report.unsupported.map((f) => (
        <li key={f.key} className="p-3 text-sm">
          <p className="font-medium text-stone-900">{f.label}</p>
          <p className="text-stone-600">Fallback: {f.fallback}</p>
        </li>
      ))}
    </ul>
  );
}

export default function BrowserSupportBanner() {
  const [report] = useState(() => assessSupport(navigator.userAgent, probeFeatures()));
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!report.limited || dismissed) return null;
  const count = report.unsupported.length;
  const { name, version, platform } = report.browser;
  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };
  return (
    <div role="region" aria-label="Browser support" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <AlertTriangle className="size-4 shrink-0 text-amber-600" aria-hidden />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">Limited Browser Support Detected</span>{' '}
          <span className="text-amber-900">
            {name} {version || ''} on {platform} · {count} limited {count === 1 ? 'feature' : 'features'}
          </span>
        </p>
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="outline" className="border-amber-300 bg-white">
              View Details
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Browser support details</DialogTitle>
              <DialogDescription>
                {name} {version || ''} on {platform}. Seamline supports Chrome 80, Firefox 75, Safari 13 and Edge 80 or newer.
                These features are limited, and this is what happens instead:
              </DialogDescription>
            </DialogHeader>
            <Details report={report} />
          </DialogContent>
        </Dialog>
        <Button size="icon" variant="ghost" className="size-8 text-amber-900 hover:bg-amber-100" onClick={dismiss} aria-label="Dismiss browser support banner">
          <X aria-hidden />
        </Button>
      </div>
    </div>
  );
}
