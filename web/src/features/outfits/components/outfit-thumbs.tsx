/** A saved outfit's pieces as a row of thumbnails (up to 8, then '+N'), named for screen readers. */
import { ImageOff } from 'lucide-react';
import type { OutfitItem } from '@seamline/shared/contracts/outfits';
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';

export function OutfitThumbs({ items }: { items: readonly OutfitItem[] }) {
  const shown = items.slice(0, OUTFIT_LIMITS.cardThumbnails);
  const more = items.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Items in this outfit" data-testid="outfit-thumbs">
      {shown.map((item) => (
        <li key={item.key} className="relative size-11 overflow-hidden rounded-md border border-stone-200 bg-stone-50" title={item.name}>
          {item.thumbUrl || item.imageUrl ? (
            <img src={item.thumbUrl ?? item.imageUrl ?? ''} alt={item.name} loading="lazy" className="size-full object-cover" />
          ) : (
            <>
              <ImageOff className="absolute inset-0 m-auto size-4 text-stone-400" aria-hidden />
              <span className="sr-only">{item.name}</span>
            </>
          )}
        </li>
      ))}
      {more > 0 ? (
        <li className="flex size-11 items-center justify-center rounded-md bg-stone-100 text-xs font-medium text-stone-800">
          +{more}
          <span className="sr-only"> more</span>
        </li>
      ) : null}
    </ul>
  );
}
