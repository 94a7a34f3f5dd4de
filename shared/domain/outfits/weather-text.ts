/**
 * Weather the person typed (spec 02 §7 `eventDetails.weatherConditions`, or the plan's own
 * expectation): 'rainy, 12 °C', '54F and sunny', 'cold', '10-18C' → a reading with source 'user'.
 *
 * Rules (Seamline's own reading of everyday words):
 * - numbers with °C / C / °F / F / 'degrees' are temperatures (°C unless F / Fahrenheit; a bare
 *   number above 45 is °F, one followed by 'pm', 'km', 'mm'… is not a temperature); two
 *   numbers joined by '-', '–' or 'to' are a min–max range; values outside −60…60 °C are ignored;
 * - without a number, words set the temperature: freezing −3, cold 3, chilly 8, cool 11, mild 16,
 *   warm 23, hot 30, scorching / heatwave 36 °C (roughly the middle of how the words are used in
 *   weather reports);
 * - a percentage is the chance of rain; otherwise rain / showers / storm / snow… words mean 80 %,
 *   'chance of rain' 50 %, cloudy / overcast 20 %, sunny / clear / dry 5 %.
 */
import type { WeatherReading } from './types';
import { NOT_SPECIFIED } from './vocabulary';

const WORD_TEMPS: readonly [RegExp, number][] = [
  [/\b(scorching|heat ?wave|sweltering|boiling)\b/, 36],
  [/\b(hot|humid)\b/, 30],
  [/\b(warm|balmy)\b/, 23],
  [/\b(mild|pleasant|temperate)\b/, 16],
  [/\b(cool|crisp|breezy)\b/, 11],
  [/\b(chilly|nippy)\b/, 8],
  [/\b(freezing|frosty|icy|subzero|sub-zero)\b/, -3],
  [/\b(snow|snowy|sleet|blizzard)\b/, 0],
  [/\b(cold)\b/, 3],
];
const RAIN = /\b(rain|rainy|raining|showers?|drizzle|storms?|stormy|thunder\w*|downpour|wet|snow|snowy|sleet|blizzard|monsoon)\b/;
const MAYBE_RAIN = /\b(chance of (rain|showers)|might rain|possible (rain|showers)|scattered)\b/;
const CLOUDY = /\b(cloudy|overcast|grey|gray)\b/;
const DRY = /\b(sunny|clear|dry|sunshine)\b/;
const SNOW = /\b(snow|snowy|sleet|blizzard)\b/;

const NUMBER = String.raw`([-−]?\d{1,3}(?:[.,]\d+)?)`;
const UNIT = String.raw`\s*(?:°\s*|º\s*|degrees?\s*|deg\s*)?(c|f|celsius|fahrenheit)?\b`;
const RANGE_RE = /* @__PURE__ */ new RegExp(`${NUMBER}\\s*(?:°|º)?\\s*(?:c|f)?\\s*(?:-|–|to)\\s*${NUMBER}${UNIT}`, 'i');
const TEMP_RE = /* @__PURE__ */ new RegExp(`${NUMBER}${UNIT}`, 'gi');
/** A bare number followed by these is not a temperature ('2 pm', '10 km/h', '5 mm'). */
const NOT_TEMP_AFTER = /^\s*(am|pm|h\b|hrs?|hours?|:|mm|cm|km|mph|kph|m\/s|knots?|days?)/;
/** A bare number (no unit) above this is read as °F: nobody types 54 meaning 54 °C. */
const BARE_F_ABOVE = 45;
const PERCENT_RE = /(\d{1,3})\s*%/;

const toNumber = (s: string) => Number(s.replace('−', '-').replace(',', '.'));
const toC = (v: number, unit: string | undefined) => (unit && unit.toLowerCase().startsWith('f') ? ((v - 32) * 5) / 9 : v);
const plausible = (c: number) => c >= -60 && c <= 60;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The reading a text describes, or null when it says nothing usable ('Not specified', '',
 * 'whatever'). Deterministic; never throws.
 */
export function parseExpectedWeather(text: string | null | undefined): WeatherReading | null {
  if (!text) return null;
  const raw = text.slice(0, 200).trim();
  if (!raw || raw.toLowerCase() === NOT_SPECIFIED.toLowerCase()) return null;
  const lower = raw.toLowerCase();
  // Percentages are rain chances, not temperatures: take them out before reading degrees.
  const percent = PERCENT_RE.exec(lower);
  const withoutPercent = percent ? lower.replace(PERCENT_RE, ' ') : lower;

  let tempC: number | null = null;
  let minC: number | null = null;
  let maxC: number | null = null;
  const range = RANGE_RE.exec(withoutPercent);
  if (range && (range[3] || !NOT_TEMP_AFTER.test(withoutPercent.slice(range.index + range[0].length)))) {
    const [va, vb] = [toNumber(range[1]!), toNumber(range[2]!)];
    const unit = range[3] ?? (Math.max(va, vb) > BARE_F_ABOVE ? 'f' : undefined);
    const a = toC(va, unit);
    const b = toC(vb, unit);
    if (plausible(a) && plausible(b)) {
      minC = round1(Math.min(a, b));
      maxC = round1(Math.max(a, b));
      tempC = round1((minC + maxC) / 2);
    }
  }
  if (tempC === null) {
    for (const m of withoutPercent.matchAll(TEMP_RE)) {
      const unit = m[2];
      if (!unit && NOT_TEMP_AFTER.test(withoutPercent.slice(m.index + m[0].length))) continue;
      const v = toNumber(m[1]!);
      const c = toC(v, unit ?? (v > BARE_F_ABOVE ? 'f' : undefined));
      if (plausible(c)) {
        tempC = round1(c);
        break;
      }
    }
  }
  if (tempC === null) tempC = WORD_TEMPS.find(([re]) => re.test(lower))?.[1] ?? null;

  let precipitation: number | null = null;
  if (percent && Number(percent[1]) <= 100) precipitation = Number(percent[1]);
  else if (MAYBE_RAIN.test(lower)) precipitation = 50;
  else if (RAIN.test(lower)) precipitation = 80;
  else if (CLOUDY.test(lower)) precipitation = 20;
  else if (DRY.test(lower)) precipitation = 5;

  if (tempC === null && precipitation === null) return null;
  const parts: string[] = [];
  const c = (n: number) => `${Math.round(n)}`.replace('-', '−');
  if (minC !== null && maxC !== null) parts.push(`${c(minC)} to ${c(maxC)} °C`);
  else if (tempC !== null) parts.push(`${c(tempC)} °C`);
  if (precipitation !== null) {
    const what = SNOW.test(lower) ? 'snow' : 'rain';
    parts.push(precipitation >= 50 ? `${what} ${precipitation}%` : precipitation <= 5 ? 'dry' : `rain ${precipitation}%`);
  }
  return {
    source: 'user',
    summary: `You expect ${parts.join(', ')}`,
    tempC,
    minC,
    maxC,
    precipitationProbability: precipitation,
  };
}
