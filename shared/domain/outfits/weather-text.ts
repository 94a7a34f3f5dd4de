/**
 * Weather the person typed ('rainy, 12 °C', 'hot', '54F'): a reading with source 'user'.
 */
import type { WeatherReading } from './types';

/** The reading a text describes, or null when it says nothing usable ('Not specified', ''). */
export function parseExpectedWeather(text: string | null | undefined): WeatherReading | null {
  void text;
  throw new Error('not implemented yet');
}
