import { describe, expect, it } from 'vitest';
import { parseEnv, requireImageModeration } from './env';

describe('parseEnv', () => {
  it('gives every setting a working local default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ TABLE_NAME: 'seamline', COOKIE_SECURE: true, APP_ORIGINS: ['http://localhost:3000'] });
  });
  it('splits origins and reads booleans', () => {
    const env = parseEnv({ APP_ORIGINS: 'https://a.example, https://b.example', COOKIE_SECURE: 'false' });
    expect(env.APP_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.COOKIE_SECURE).toBe(false);
  });
  it('defaults the accounts settings for local runs and requires SES_SENDER with ses', () => {
    expect(parseEnv({})).toMatchObject({
      EMAIL_TRANSPORT: 'file',
      DATA_DIR: '.data',
      APP_URL: 'http://localhost:3000',
      S3_FORCE_PATH_STYLE: false,
      REGISTRATIONS_PER_HOUR: 20,
    });
    expect(parseEnv({ REGISTRATIONS_PER_HOUR: '200' }).REGISTRATIONS_PER_HOUR).toBe(200);
    expect(() => parseEnv({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
    expect(() => parseEnv({ EMAIL_TRANSPORT: 'ses' })).toThrow(/SES_SENDER/);
    expect(parseEnv({ EMAIL_TRANSPORT: 'ses', SES_SENDER: 'no-reply@x.example' }).SES_SENDER).toBe('no-reply@x.example');
  });
  it('reads the weather forecast adapter: unset by default, one of three values, nothing else', () => {
    expect(parseEnv({}).WEATHER_FORECAST).toBeUndefined();
    expect(parseEnv({ WEATHER_FORECAST: 'open-meteo' }).WEATHER_FORECAST).toBe('open-meteo');
    expect(() => parseEnv({ WEATHER_FORECAST: 'openmeteo' })).toThrow(/WEATHER_FORECAST/);
  });
  it('reads the scan vision adapter: local by default, rekognition when deployed, nothing else', () => {
    expect(parseEnv({}).SCAN_VISION).toBe('local');
    expect(parseEnv({ SCAN_VISION: 'rekognition' }).SCAN_VISION).toBe('rekognition');
    expect(() => parseEnv({ SCAN_VISION: 'rekogniton' })).toThrow(/SCAN_VISION/);
  });
  it('chooses the image moderation adapter (issue 33 §5): local by default, rekognition or the fixture double', () => {
    expect(parseEnv({}).IMAGE_MODERATION).toBe('local');
    expect(parseEnv({ IMAGE_MODERATION: 'rekognition' }).IMAGE_MODERATION).toBe('rekognition');
    expect(parseEnv({ IMAGE_MODERATION: 'fixture' }).IMAGE_MODERATION).toBe('fixture');
    expect(() => parseEnv({ IMAGE_MODERATION: 'nsfwjs' })).toThrow(/IMAGE_MODERATION/);
  });
  it('refuses the local model and the test double in a Lambda, and a Lambda that attaches images without a setting (issue 33 §5)', () => {
    const lambda = { AWS_LAMBDA_FUNCTION_NAME: 'seamline-auth' };
    expect(() => parseEnv({ ...lambda, IMAGE_MODERATION: 'local' })).toThrow(/IMAGE_MODERATION: 'local' runs only in the local runtime/);
    expect(() => parseEnv({ ...lambda, IMAGE_MODERATION: 'fixture' })).toThrow(/IMAGE_MODERATION/);
    expect(parseEnv({ ...lambda, IMAGE_MODERATION: 'rekognition' }).IMAGE_MODERATION).toBe('rekognition');
    const unset = parseEnv(lambda);
    expect(unset.IMAGE_MODERATION).toBeUndefined();
    expect(() => requireImageModeration(unset)).toThrow(/Invalid function environment:\n- IMAGE_MODERATION: required/);
    expect(requireImageModeration(parseEnv({}))).toBe('local');
  });
  it('fails with the list of bad settings', () => {
    expect(() => parseEnv({ WS_MANAGEMENT_ENDPOINT: 'not a url', COOKIE_SECURE: 'yes' })).toThrow(
      /WS_MANAGEMENT_ENDPOINT[\s\S]*COOKIE_SECURE/,
    );
  });
});
