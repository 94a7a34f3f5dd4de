import { describe, expect, it } from 'vitest';
import { parseExpectedWeather } from './weather-text';

describe('parseExpectedWeather', () => {
  it.each([
    ['rainy, 12 °C', 12, 80, 'You expect 12 °C, rain 80%'],
    ['12C and sunny', 12, 5, 'You expect 12 °C, dry'],
    ['54F', 12.2, null, 'You expect 12 °C'],
    ['around 54 degrees', 12.2, null, 'You expect 12 °C'],
    ['-3°C, snow', -3, 80, 'You expect −3 °C, snow 80%'],
    ['hot', 30, null, 'You expect 30 °C'],
    ['cold and windy', 3, null, 'You expect 3 °C'],
    ['freezing', -3, null, 'You expect −3 °C'],
    ['rain 60%', null, 60, 'You expect rain 60%'],
    ['chance of rain', null, 50, 'You expect rain 50%'],
    ['overcast', null, 20, 'You expect rain 20%'],
  ])('%j → %s °C, rain %s', (text, tempC, rain, summary) => {
    const r = parseExpectedWeather(text)!;
    expect(r.source).toBe('user');
    if (tempC === null) expect(r.tempC).toBeNull();
    else expect(r.tempC).toBeCloseTo(tempC, 1);
    expect(r.precipitationProbability).toBe(rain);
    expect(r.summary).toBe(summary);
  });

  it('reads a range as min and max', () => {
    expect(parseExpectedWeather('10-18C, showers')).toMatchObject({ minC: 10, maxC: 18, tempC: 14, precipitationProbability: 80, summary: 'You expect 10 to 18 °C, rain 80%' });
    expect(parseExpectedWeather('50 to 64 F')).toMatchObject({ minC: 10, maxC: 17.8 });
  });

  it('does not read times or distances as temperatures', () => {
    expect(parseExpectedWeather('starts at 2 pm')).toBeNull();
    expect(parseExpectedWeather('windy, 30 km/h, cool')?.tempC).toBe(11);
  });

  it('answers null for nothing usable', () => {
    for (const t of [null, undefined, '', '   ', 'Not specified', 'not specified', 'who knows']) expect(parseExpectedWeather(t)).toBeNull();
  });
});
