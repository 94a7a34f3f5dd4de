/**
 * Function environment, parsed ONCE at cold start with zod. A missing or malformed setting
 * fails the cold start with the list of problems, never a request halfway through.
 * Every setting has a default that works with the local runtime (ARCHITECTURE §10).
 *
 * Written with `zod/mini` (tree-shakeable): every function imports this module, including the
 * authorizer, whose bundle must stay small (cold start; issue 2 target ≤ 300 KB).
 */
import * as z from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));
const bool = (fallback: 'true' | 'false') =>
  z.pipe(z._default(z.enum(['true', 'false']), fallback), z.transform((v: 'true' | 'false') => v === 'true'));

const envSchema = z.object({
  TABLE_NAME: z._default(nonEmpty(), 'seamline'),
  MEDIA_BUCKET: z._default(nonEmpty(), 'seamline-media'),
  AWS_REGION: z._default(nonEmpty(), 'us-east-1'),
  STAGE: z._default(nonEmpty(), 'local'),
  /** `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`; locally the gateway URL. */
  WS_MANAGEMENT_ENDPOINT: z.optional(z.url()),
  /** Comma-separated origins allowed to send mutating requests (CSRF, ARCHITECTURE §6). */
  APP_ORIGINS: z.pipe(
    z._default(z.string(), 'http://localhost:3000'),
    z.transform((s: string) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  ),
  /** `Secure` on cookies; off only for plain-http local runs. */
  COOKIE_SECURE: bool('true'),
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
