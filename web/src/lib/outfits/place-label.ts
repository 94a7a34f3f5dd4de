/** How an event's place is shown (issue 34 §2). */
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { NOT_SPECIFIED } from '@seamline/shared/contracts/outfits-constants';

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/**
 * The Event Details 'Location' value (issue 34 §2): what was typed and the gazetteer place it
 * resolved to ('Ushuaia, Argentina (Ushuaia, Argentina)'; the country name from the browser's CLDR
 * data), or that it was not found; 'Not specified' without a location.
 */
export function locationLabel(event: Pick<OutfitEvent, 'location' | 'place'>): string {
  if (!event.location) return NOT_SPECIFIED;
  if (!event.place) return `${event.location} (not found)`;
  let country = event.place.country ?? '';
  try {
    country = (country && regionNames?.of(country)) || country;
  } catch {
    // an unknown code stays as it is
  }
  return `${event.location} (${[event.place.name, country].filter(Boolean).join(', ')})`;
}
