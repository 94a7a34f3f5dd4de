/**
 * AWS WAF in front of the CloudFront distribution (issue 32 §3): the FIRST layer; the app's own
 * limits (`RATE_LIMITS`, sign-in throttling) stay behind it.
 *
 * Plain data (no CDK import) so the web ACL (edge-stack.ts) and the dashboard (dashboard.ts)
 * name the same rules and metrics:
 *
 * | priority | rule (= CloudWatch metric `Rule`) | what |
 * |---|---|---|
 * | 0 | `rate-limit-per-ip` | > {@link WAF_RATE_LIMIT} API requests per IP in 5 minutes → 429 until the rate drops (counts only {@link WAF_RATE_SCOPE}: `/api/*` and the `/ws` handshake, not the SPA's files or `/catalogue/*` images) |
 * | 1 | `aws-ip-reputation` | AWSManagedRulesAmazonIpReputationList (known bots, scanners, DDoS sources) |
 * | 2 | `aws-common` | AWSManagedRulesCommonRuleSet (OWASP-style), `SizeRestrictions_BODY` COUNTED only: scan photos travel in the request body (issue 17 §1, MBs) and the app checks sizes itself |
 * | 3 | `aws-known-bad-inputs` | AWSManagedRulesKnownBadInputsRuleSet (Log4j, Java deserialisation, …) |
 *
 * The web ACL's own metric (`Rule` = `ALL`) counts every allowed / blocked request.
 */

/** Requests per client IP per 5-minute window before WAF answers 429 (AWS's minimum is 10). */
export const WAF_RATE_LIMIT = 3000;
/** The window of {@link WAF_RATE_LIMIT}, in seconds. */
export const WAF_RATE_WINDOW_SECONDS = 300;
/**
 * What the rate-based rule counts (its scope-down statement): requests whose URI path (URL-decoded,
 * then normalised — so `/%61pi/…` or `//api/…` count too) is an API or WebSocket-handshake path,
 * i.e. the distribution's `/api/*`, `/ws` and `/ws/*` behaviours. The SPA's JS chunks, its shell
 * and the `/catalogue/*` images are not counted: many people behind one NAT / CGNAT address load
 * dozens of those a page, and a block would take the static site down with the API.
 * Requests outside the scope are neither counted nor blocked by this rule.
 */
export const WAF_RATE_SCOPE: readonly { readonly match: 'STARTS_WITH' | 'EXACTLY'; readonly path: string }[] = [
  { match: 'STARTS_WITH', path: '/api/' },
  { match: 'EXACTLY', path: '/ws' },
  { match: 'STARTS_WITH', path: '/ws/' },
];
/** WAF's CloudWatch metrics of a CLOUDFRONT web ACL live in us-east-1 (no `Region` dimension). */
export const WAF_REGION = 'us-east-1';

export interface WafRule {
  /** Rule name and its CloudWatch metric name. */
  readonly name: string;
  readonly priority: number;
  /** Dashboard label. */
  readonly label: string;
  /** AWS managed rule group name, or undefined for the rate-based rule. */
  readonly managedGroup?: string;
  /** Rules of the managed group that only count (never block). */
  readonly countOnly?: readonly string[];
}

export const WAF_RULES: readonly WafRule[] = [
  { name: 'rate-limit-per-ip', priority: 0, label: 'rate limit per IP' },
  { name: 'aws-ip-reputation', priority: 1, label: 'IP reputation', managedGroup: 'AWSManagedRulesAmazonIpReputationList' },
  { name: 'aws-common', priority: 2, label: 'common rule set', managedGroup: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'aws-known-bad-inputs', priority: 3, label: 'known bad inputs', managedGroup: 'AWSManagedRulesKnownBadInputsRuleSet' },
];

/** The web ACL's name (= its metric dimension `WebACL`) for a stage. */
export function webAclName(stage: string): string {
  return `seamline-${stage}-edge`;
}

/** What the dashboard needs to draw WAF metrics. */
export interface WafMetricsSource {
  readonly webAclName: string;
  readonly region: string;
  readonly rules: readonly WafRule[];
}
