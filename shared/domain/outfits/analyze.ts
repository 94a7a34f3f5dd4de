/**
 * `analyzeCompatibility`: occasion, season, weather and colour scores of a chosen outfit.
 */
import type { Analysis, AnalyzeInput } from './types';

/** Scores of an outfit for `POST /api/analyze-occasion-season-compatibility` (spec 02 §7). */
export function analyzeCompatibility(input: AnalyzeInput): Analysis {
  void input;
  throw new Error('not implemented yet');
}
