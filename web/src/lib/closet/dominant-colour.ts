/**
 * Browser side of the colour suggestion (issue 7, spec 02 §2.3): draw the photo into a ~32 px
 * canvas, read its pixels and name the dominant colour with the shared domain function.
 */
import { dominantColour, type ColourName } from '@seamline/shared/domain/closet/dominant-colour';

/** Longest side (px) the photo is downscaled to before counting colours. */
export const SAMPLE_SIDE = 32;

/**
 * The palette name of a photo's dominant colour, or `null` when the image cannot be decoded or
 * shows only background. Never throws.
 */
export async function suggestColourFromFile(file: Blob): Promise<ColourName | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const el = new Image();
      el.onload = () => resolve(el);
      el.onerror = () => reject(new Error('undecodable'));
      el.src = url;
    });
    const scale = SAMPLE_SIDE / Math.max(img.naturalWidth, img.naturalHeight, 1);
    const width = Math.max(1, Math.round(img.naturalWidth * scale));
    const height = Math.max(1, Math.round(img.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, width, height);
    return dominantColour(ctx.getImageData(0, 0, width, height).data, width)?.name ?? null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
