/**
 * Lazy loading of the Lambda handlers the gateway invokes, by the same module paths the CDK
 * stacks bundle: `functions/<area>/handler.ts` (`handler`), `functions/authorizer/handler.ts`
 * (`handler`, `adminHandler`, `websocketHandler`) and `functions/realtime/handler.ts`.
 * Imported on first use, after the runtime has set the function environment.
 */
import { areas } from '@seamline/shared/contracts/manifest';
import type { LambdaHandler } from './lambda';

const cache = new Map<string, Promise<Record<string, unknown>>>();

function load(modulePath: string): Promise<Record<string, unknown>> {
  let mod = cache.get(modulePath);
  if (!mod) {
    mod = import(`@seamline/functions/${modulePath}`) as Promise<Record<string, unknown>>;
    cache.set(modulePath, mod);
    mod.catch(() => cache.delete(modulePath));
  }
  return mod;
}

async function exported(modulePath: string, name: string): Promise<LambdaHandler> {
  const fn = (await load(modulePath))[name];
  if (typeof fn !== 'function')
    throw new Error(`functions/${modulePath}.ts does not export ${name}`);
  return fn as LambdaHandler;
}

/** The handler of an API area (one Lambda per area). @throws for an area not in the manifest. */
export function areaHandler(area: string): Promise<LambdaHandler> {
  if (!(areas as string[]).includes(area)) return Promise.reject(new Error(`Unknown area ${area}`));
  return exported(`${area}/handler`, 'handler');
}

/** HTTP API authorizers: `user` → `handler`, `admin` → `adminHandler`. */
export const httpAuthorizer = (kind: 'user' | 'admin') =>
  exported('authorizer/handler', kind === 'admin' ? 'adminHandler' : 'handler');

/** The WebSocket API `$connect` authorizer. */
export const websocketAuthorizer = () => exported('authorizer/handler', 'websocketHandler');

/** The WebSocket API function (`$connect`, `$disconnect`, `$default`). */
export const realtimeHandler = () => exported('realtime/handler', 'handler');

/** Function names as the CDK stacks name them, for contexts and logs. */
export const functionNames = {
  area: (area: string) => `seamline-${area}`,
  authorizer: (kind: 'user' | 'admin') =>
    kind === 'admin' ? 'seamline-admin-authorizer' : 'seamline-authorizer',
  websocketAuthorizer: 'seamline-ws-authorizer',
  realtime: 'seamline-realtime',
  processor: (name: string) => `seamline-processor-${name}`,
};
