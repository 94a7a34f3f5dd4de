/**
 * Measurements (spec 01 §3): one item per saved version, so history is kept and the latest is
 * one Query (descending, limit 1). `versionId` is an ISO-8601 timestamp plus a random suffix,
 * so versions sort by time and two saves in the same millisecond do not collide.
 *
 * Values are stored twice: canonical (lengths in cm, weight in kg; what fit and matching use)
 * and as entered with their `unit` / `weightUnit` (what the person sees again).
 *
 * Access pattern: latest / history of a user (table, pk `$seamline#userid_<id>`,
 * sk `$measurements_1#versionid_<iso>-<hex>` (lower-cased), descending).
 */
import { Entity } from 'electrodb';

const num = { type: 'number' } as const;

export const Measurements = new Entity({
  model: { entity: 'measurements', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    unit: { type: ['inches', 'cm'] as const, required: true },
    weightUnit: { type: ['lbs', 'kg'] as const, required: true },
    // As entered, in `unit` (lengths) and `weightUnit` (weight).
    height: num,
    bust: num,
    waist: num,
    hips: num,
    weight: num,
    inseam: num,
    shoulderWidth: num,
    armLength: num,
    // Canonical values.
    heightCm: num,
    bustCm: num,
    waistCm: num,
    hipsCm: num,
    weightKg: num,
    inseamCm: num,
    shoulderWidthCm: num,
    armLengthCm: num,
    confidence: { type: ['low', 'medium', 'high'] as const, default: 'medium' },
    extractionMethod: { type: ['manual', 'photo_ai'] as const, default: 'manual' },
    // Issue 23: the owner's size system (absent = never answered). Private: never copied to
    // anything another person reads (profile, matches, feed pick their fields explicitly).
    sizeSystem: { type: ['womens', 'mens', 'unspecified'] as const },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['versionId'] },
    },
  },
});
