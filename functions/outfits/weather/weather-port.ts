/**
 * The weather port (issue 20): a forecast source the stylist asks for one place and local day.
 * Adapters: `open-meteo.ts` (the cloud, opt-in), `fixture.ts` (local runs and tests).
 */
import type { Place, WeatherReading } from '@seamline/shared/domain/outfits/types';

/** Forecast days Open-Meteo's forecast endpoint serves: today + 15 (its `forecast_days` maximum is 16). */
export const FORECAST_HORIZON_DAYS = 16;

export interface WeatherPort {
  readonly name: 'open-meteo' | 'fixture';
  /**
   * The forecast for a place on a local day ('YYYY-MM-DD', within the horizon), source
   * 'forecast'; null when the source has nothing for that day. Adapters never throw: a failure
   * is null, and the caller falls back to climate normals.
   */
  forecast(place: Place, localDay: string): Promise<WeatherReading | null>;
}

/** 'Forecast 12 °C, rain 60%' (issue 20 summary format; minus sign for negatives). */
export function forecastSummary(tempC: number, rainPercent: number | null): string {
  const t = `${Math.round(tempC)}`.replace('-', '−');
  return rainPercent === null ? `Forecast ${t} °C` : `Forecast ${t} °C, rain ${Math.round(rainPercent)}%`;
}
