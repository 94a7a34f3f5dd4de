/**
 * Sharing a post's link (spec 02 §7 Share: the browser's share sheet, else the clipboard). The
 * text may still be on its way (a product's post is got or created first): where the browser
 * takes a pending clipboard item the copy keeps the click's user activation (Safari needs it).
 */

/** Copy `text` (or the text a promise brings) to the clipboard. @throws when the browser refuses. */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/** The browser has a share sheet (phones, some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The person closed the share sheet without sharing (not an error to report). */
export function isShareAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
