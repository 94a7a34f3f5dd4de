/**
 * Function environment, parsed ONCE at cold start with zod. A missing or malformed setting
 * fails the cold start with the list of problems, never a request halfway through.
 * Every setting has a default that works with the local runtime (ARCHITECTURE §10).
 */
import { z } from 'zod';

const envSchema = z.object({
  TABLE_NAME: z.string().min(1).default('seamline'),
  MEDIA_BUCKET: z.string().min(1).default('seamline-media'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  STAGE: z.string().min(1).default('local'),
  /** `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`; locally the gateway URL. */
  WS_MANAGEMENT_ENDPOINT: z.url().optional(),
  /** Comma-separated origins allowed to send mutating requests (CSRF, ARCHITECTURE §6). */
  APP_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** `Secure` on cookies; off only for plain-http local runs. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

/** Parse a raw environment; throws an Error listing every bad setting. */
export function parseEnv(raw: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid function environment:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
