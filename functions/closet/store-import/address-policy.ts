/**
 * Which network addresses a store import may connect to (issue 7, spec 02 §2.15 made real).
 * Only public unicast addresses: the classification is ipaddr.js `range()` (IANA special-purpose
 * registries), never hand-written ranges. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is judged as the
 * IPv4 address it carries.
 */
import ipaddr from 'ipaddr.js';

/** `range()` names that are public addresses; every other range (private, loopback, …) is refused. */
const PUBLIC_RANGES = new Set(['unicast']);

/**
 * True when `address` (a literal IPv4 or IPv6 address) is a public unicast address.
 * False for private, loopback, link-local (incl. 169.254.169.254), unique-local, multicast,
 * unspecified, CGNAT (carrierGradeNat), reserved, benchmarking, 6to4/teredo and anything unparsable.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return PUBLIC_RANGES.has(parsed.range());
}

/**
 * The test-only allow-list `STORE_IMPORT_ALLOW_HOSTS`: comma-separated `host:port` entries a
 * local fixture server listens on (unset in production). Lower-cased, blanks dropped.
 */
export function parseAllowHosts(raw: string | undefined): ReadonlySet<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}
