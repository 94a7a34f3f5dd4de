/**
 * Browser side of the colour suggestion (issue 7, spec 02 §2.3; issue 34 §6): draw the photo into
 * a canvas of {@link COLOUR_SAMPLE_SIDE} px (64) on its longest side, read its pixels and name the
 * garment's dominant colour with the shared domain function (background ignored by a border
 * model, or the alpha channel of a cut-out PNG).
 */
import { COLOUR_SAMPLE_SIDE, dominantColour, type DominantColour } from '@seamline/shared/domain/closet/dominant-colour';

/** A colour suggestion: the palette name and whether the garment was told from its background. */
export type ColourSuggestion = Pick<DominantColour, 'name' | 'confidence'>;

/**
 * The palette name of a photo's dominant colour and its confidence ('low' when the garment could
 * not be told from the background: it fills the frame, or is the backdrop's colour), or `null`
 * when the image cannot be decoded or is fully transparent. Never throws.
 */
export async function suggestColourFromFile(file: Blob): Promise<ColourSuggestion | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const el = new Image();
      el.onload = () => resolve(el);
      el.onerror = () => reject(new Error('undecodable'));
      el.src = url;
    });
    const scale = Math.min(1, COLOUR_SAMPLE_SIDE / Math.max(img.naturalWidth, img.naturalHeight, 1));
    const width = Math.max(1, Math.round(img.naturalWidth * scale));
    const height = Math.max(1, Math.round(img.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, width, height);
    const colour = dominantColour(ctx.getImageData(0, 0, width, height).data, width);
    return colour && { name: colour.name, confidence: colour.confidence };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
