/**
 * The owner's wear log in item details (issue 34 §4): wears, last worn, cost per wear (price ÷
 * wears, in the item's currency) and wears since the last wash, with 'Log a wear' (a toast offers
 * Undo, and an Undo button stays for the wear logged here) and 'Mark washed'. Buttons are
 * disabled while their request runs. Figures come from the server's summary (finalized events
 * whose time has passed + manual wears; `shared/domain/closet/wear-log.ts`) and are replaced by
 * each answer, so the dialog shows the stored state without waiting for the list to refetch.
 */
import { useState } from 'react';
import { Droplets, Plus, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { WEAR_TEXTS, type WearSummaryDto } from '@seamline/shared/contracts/closet-wears';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/catalogue/format-price';
import { serverMessage } from '@/lib/form-errors';
import { useLogWear, useMarkWashed, useUndoWear } from '@/lib/closet/wear-mutations';

const dayFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** A wear date (ISO instant, or YYYY-MM-DD for a day logged by hand) in the viewer's locale. */
export function formatWornAt(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

const summaryOf = (item: ClosetItem): WearSummaryDto | null =>
  item.wearCount == null
    ? null
    : { wearCount: item.wearCount, lastWornAt: item.lastWornAt, costPerWear: item.costPerWear, wearsSinceWash: item.wearsSinceWash ?? 0, washedAt: item.washedAt };

export function ItemWearLog({ item }: { item: ClosetItem }) {
  const [summary, setSummary] = useState<WearSummaryDto | null>(() => summaryOf(item));
  const [lastWearId, setLastWearId] = useState<string | null>(null);
  const log = useLogWear();
  const undo = useUndoWear();
  const washed = useMarkWashed();
  const target = { closetId: item.closetId, itemId: item.id };
  if (!summary) return null;

  const undoWear = (wearId: string) =>
    undo.mutate(
      { ...target, wearId },
      {
        onSuccess: (r) => {
          setSummary(r.summary);
          setLastWearId((id) => (id === wearId ? null : id));
          toast.success(WEAR_TEXTS.undone);
        },
        onError: (error) => toast.error('Could not remove the wear', { description: serverMessage(error, 'Please try again.') }),
      },
    );
  const logWear = () =>
    log.mutate(target, {
      onSuccess: (r) => {
        setSummary(r.summary);
        setLastWearId(r.wear.id);
        toast.success(WEAR_TEXTS.logged, { action: { label: WEAR_TEXTS.undo, onClick: () => undoWear(r.wear.id) } });
      },
      onError: (error) => toast.error('Could not log the wear', { description: serverMessage(error, 'Please try again.') }),
    });
  const markWashed = () =>
    washed.mutate(target, {
      onSuccess: (r) => {
        setSummary(r.summary);
        toast.success(WEAR_TEXTS.washed);
      },
      onError: (error) => toast.error('Could not mark it washed', { description: serverMessage(error, 'Please try again.') }),
    });

  const rows: [string, string][] = [
    ['Wears', String(summary.wearCount)],
    ['Last worn', summary.lastWornAt ? formatWornAt(summary.lastWornAt) : WEAR_TEXTS.neverWorn],
    ['Cost per wear', summary.costPerWear != null ? formatPrice(summary.costPerWear, item.currency ?? 'USD') : WEAR_TEXTS.noCostPerWear],
    ['Since last wash', `${summary.wearsSinceWash} wear${summary.wearsSinceWash === 1 ? '' : 's'}`],
  ];
  return (
    <section aria-labelledby={`wear-log-${item.id}`} className="rounded-xl border border-stone-200 px-4 py-3">
      <h3 id={`wear-log-${item.id}`} className="text-sm font-semibold">
        Wear log
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-live="polite">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={logWear} disabled={log.isPending}>
          <Plus aria-hidden /> {WEAR_TEXTS.logWear}
        </Button>
        {lastWearId ? (
          <Button size="sm" variant="outline" onClick={() => undoWear(lastWearId)} disabled={undo.isPending} aria-label="Undo the wear just logged">
            <Undo2 aria-hidden /> {WEAR_TEXTS.undo}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={markWashed} disabled={washed.isPending}>
          <Droplets aria-hidden /> {WEAR_TEXTS.markWashed}
        </Button>
      </div>
    </section>
  );
}
