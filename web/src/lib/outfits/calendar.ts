/**
 * 'Add to calendar' (issue 20; issue 34 §3): the download of an event's .ics. The file itself is
 * built by `@seamline/shared/domain/outfits/calendar` (times in the EVENT's zone, all-day as
 * dates, the final outfit's pieces in the description), loaded only when a person asks for it.
 */
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { icsFileName, icsText, type CalendarOutfit } from '@seamline/shared/domain/outfits/calendar';

/** Build the .ics of an event (with its final outfit's pieces) and hand it to the browser as a download. */
export async function downloadIcs(event: OutfitEvent, finalOutfit: CalendarOutfit | null): Promise<void> {
  const text = await icsText(event, finalOutfit, window.location.origin);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
