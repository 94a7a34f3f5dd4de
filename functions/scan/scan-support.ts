/**
 * Helpers of the scan pipeline: the user's privacy flags for retained photos and the body box
 * from keypoints.
 */
import { findKeypoint, type Keypoint } from '@seamline/shared/domain/scan/keypoints';
import { db } from '../_core/aws-clients';
import type { Box } from './vision/vision-port';

/** Head top above the eyes and feet below the ankles, as fractions of the eye–ankle span. */
export const HEAD_ALLOWANCE = 0.1;
export const FEET_ALLOWANCE = 0.05;

/**
 * faceBlurring / bodyOnlyCrop of `userId` (spec 01 §3 UserPrivacySettings; both default true
 * when no settings were saved).
 */
export async function privacyFlags(userId: string): Promise<{ faceBlurring: boolean; bodyOnlyCrop: boolean }> {
  const { data } = await db.entities.privacySettings.get({ userId }).go();
  return { faceBlurring: data?.faceBlurring ?? true, bodyOnlyCrop: data?.bodyOnlyCrop ?? true };
}

/**
 * The body's box in px of the full-size photo: keypoints' extent, grown up for the head top
 * and down for the feet, sideways by the same head allowance.
 * @param scale full-size px per analysis px.
 */
export function bodyBox(points: readonly Keypoint[], scale: number): Box | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((k) => k.x);
  const ys = points.map((k) => k.y);
  const top = findKeypoint(points, 'leftEye')?.y ?? Math.min(...ys);
  const span = Math.max(...ys) - top;
  const x0 = Math.min(...xs) - span * HEAD_ALLOWANCE;
  const y0 = Math.min(...ys) - span * HEAD_ALLOWANCE;
  const x1 = Math.max(...xs) + span * HEAD_ALLOWANCE;
  const y1 = Math.max(...ys) + span * FEET_ALLOWANCE;
  return { x: x0 * scale, y: y0 * scale, width: (x1 - x0) * scale, height: (y1 - y0) * scale };
}
