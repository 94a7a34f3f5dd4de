/**
 * SSRF-safe fetch of a store page or image (issue 7, spec 02 §2.15 made real).
 *
 * - Only `http:`/`https:` URLs; at most STORE_IMPORT_LIMITS.maxRedirects redirects, each hop's
 *   URL validated again (redirects are followed by hand, never by the client).
 * - Every connection goes to an address validated at connect time: the undici `Agent` uses a
 *   `connect.lookup` that resolves the host and refuses the connection when ANY resolved
 *   address is not public (isPublicAddress). Since the check and the connection use the same
 *   resolution, DNS rebinding between a check and the connect is not possible.
 * - Literal IP hosts are checked before connecting too (lookup is not called for them); names
 *   such as `localhost` are refused by the lookup (they resolve to loopback addresses).
 * - A host:port in the test-only allow-list (STORE_IMPORT_ALLOW_HOSTS) skips the address check.
 * - One deadline (STORE_IMPORT_LIMITS.timeoutMs) for the whole fetch incl. redirects and body;
 *   the body is read up to `maxBytes` and the rest is not read.
 *
 * Errors: StoreUrlRefused (the target address is not allowed), StoreUnreachable (timeout,
 * DNS failure, refused connection, non-2xx, wrong content type, too many redirects).
 */
import dns from 'node:dns';
import net from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';
import { STORE_IMPORT_LIMITS } from '@seamline/shared/contracts/closet';
import { env } from '../../_core/env';
import { isPublicAddress, parseAllowHosts } from './address-policy';

/** The target (or one of its redirects) resolves to an address that may not be fetched. */
export class StoreUrlRefused extends Error {}
/** The page or image could not be read (timeout, network, status, type, redirects). */
export class StoreUnreachable extends Error {}

const REFUSED_CODE = 'ESTOREREFUSED';

/** `connect.lookup` that resolves all addresses and refuses any non-public one. */
function validatingLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (
    err: NodeJS.ErrnoException | null,
    address: string | dns.LookupAddress[],
    family?: number,
  ) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`refused address for ${hostname}`);
      refused.code = REFUSED_CODE;
      return callback(refused, '');
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

let safeAgent: Agent | undefined;
let plainAgent: Agent | undefined;
const agentFor = (allowed: boolean): Agent => {
  if (allowed) return (plainAgent ??= new Agent({ connections: 4 }));
  return (safeAgent ??= new Agent({
    connect: { lookup: validatingLookup as never },
    connections: 16,
  }));
};

let envAllowHosts: ReadonlySet<string> | undefined;
/** STORE_IMPORT_ALLOW_HOSTS of the function environment, parsed once. */
const allowHostsFromEnv = (): ReadonlySet<string> =>
  (envAllowHosts ??= parseAllowHosts(env.STORE_IMPORT_ALLOW_HOSTS));

/** `host:port` of a URL with the scheme's default port filled in (allow-list key). */
const hostPort = (u: URL): string =>
  `${u.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;

/**
 * Validate one URL (scheme, literal address) before a request.
 * @returns whether the host:port is in the test allow-list (address checks skipped).
 * @throws StoreUrlRefused for other schemes, credentials in the URL, or a non-public literal IP
 *   (host names are checked when connecting).
 */
export function checkUrl(u: URL, allowHosts: ReadonlySet<string>): boolean {
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new StoreUrlRefused('scheme');
  if (u.username || u.password) throw new StoreUrlRefused('credentials');
  if (allowHosts.has(hostPort(u))) return true;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host)) throw new StoreUrlRefused('address');
  return false;
}

/** What a safe fetch returns: the final URL (after redirects), its content type and the body. */
export interface SafeFetchResult {
  url: URL;
  contentType: string;
  body: Buffer;
  /** True when the body was cut at `maxBytes`. */
  truncated: boolean;
}

export interface SafeFetchOptions {
  /** Content types accepted (prefix match, e.g. `text/html`, `image/`). */
  accept: readonly string[];
  /** Bytes of body read at most. */
  maxBytes: number;
  /** When true, a body larger than maxBytes is an error (images); else it is cut (pages). */
  rejectOversize?: boolean;
  /** Absolute deadline (ms since epoch); defaults to now + STORE_IMPORT_LIMITS.timeoutMs. */
  deadline?: number;
  /** Allow-list (defaults to STORE_IMPORT_ALLOW_HOSTS of the environment). */
  allowHosts?: ReadonlySet<string>;
}

/** Stop reading a body (its abort error is expected and ignored). */
function discard(body: Dispatcher.ResponseData<unknown>['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(
  body: Dispatcher.ResponseData<unknown>['body'],
  maxBytes: number,
): Promise<{ buf: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      if (room > 0) chunks.push(chunk.subarray(0, room));
      size = maxBytes;
      discard(body);
      return { buf: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { buf: Buffer.concat(chunks), truncated: false };
}

/**
 * GET `url` safely (see the module doc).
 * @throws StoreUrlRefused when the URL or a redirect targets a refused address.
 * @throws StoreUnreachable on timeout, network errors, non-2xx, a content type not accepted,
 *   more than maxRedirects redirects, or (rejectOversize) a body over maxBytes.
 */
export async function safeFetch(
  url: string | URL,
  opts: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const deadline = opts.deadline ?? Date.now() + STORE_IMPORT_LIMITS.timeoutMs;
  const allowHosts = opts.allowHosts ?? allowHostsFromEnv();
  let current = new URL(url);
  for (let hop = 0; hop <= STORE_IMPORT_LIMITS.maxRedirects; hop++) {
    const allowed = checkUrl(current, allowHosts);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new StoreUnreachable('timeout');
    let res: Dispatcher.ResponseData<unknown>;
    const signal = AbortSignal.timeout(remaining);
    try {
      res = await request(current, {
        method: 'GET',
        dispatcher: agentFor(allowed),
        signal,
        maxRedirections: 0,
        headers: {
          accept: opts.accept.join(', ') + ', */*;q=0.1',
          'user-agent': 'SeamlineStoreImport/1.0',
        },
        headersTimeout: remaining,
        bodyTimeout: remaining,
      } as Parameters<typeof request>[1]);
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === REFUSED_CODE ||
        (err as { cause?: { code?: string } }).cause?.code === REFUSED_CODE
      ) {
        throw new StoreUrlRefused('address');
      }
      throw new StoreUnreachable((err as Error).message);
    }
    if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      discard(res.body);
      const location = Array.isArray(res.headers.location)
        ? res.headers.location[0]!
        : res.headers.location;
      try {
        current = new URL(location, current);
      } catch {
        throw new StoreUnreachable('bad redirect');
      }
      continue;
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      discard(res.body);
      throw new StoreUnreachable(`status ${res.statusCode}`);
    }
    const rawType = res.headers['content-type'];
    const contentType = String(Array.isArray(rawType) ? rawType[0] : (rawType ?? ''))
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!opts.accept.some((a) => contentType.startsWith(a))) {
      discard(res.body);
      throw new StoreUnreachable(`content type ${contentType}`);
    }
    try {
      const { buf, truncated } = await readCapped(res.body, opts.maxBytes);
      if (truncated && opts.rejectOversize) throw new StoreUnreachable('too large');
      return { url: current, contentType, body: buf, truncated };
    } catch (err) {
      if (err instanceof StoreUnreachable) throw err;
      throw new StoreUnreachable((err as Error).message);
    }
  }
  throw new StoreUnreachable('too many redirects');
}
