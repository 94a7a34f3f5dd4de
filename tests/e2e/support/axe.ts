/**
 * Accessibility checks with axe-core in the page: injects axe once and answers the serious and
 * critical violations (rule, help and the offending nodes), so a test can assert there are none.
 * axe's source is evaluated through the DevTools protocol (`page.evaluate`), which the app's
 * Content-Security-Policy (`script-src 'self'`, issue 32) does not govern — unlike a script tag —
 * so the pages are tested under the same CSP people get.
 *
 * The rules (issue 36 §3): every rule tagged WCAG 2.0/2.1/2.2 level A or AA, the best-practice
 * rules (which axe's default run had too, so no coverage is lost) and the experimental rules,
 * which axe leaves out unless asked (`tagExclude: ['experimental', 'deprecated']` in axe-core
 * 4.14): `runOnly` by tag with 'experimental' among the values takes them in. Rules that axe
 * disables by default but tags wcag22aa (target-size) run too, as runOnly by tag selects them.
 * Every run checks that each experimental rule of the installed axe-core actually ran (it is in
 * passes, violations, incomplete or inapplicable), so a change in how axe selects rules cannot
 * silently narrow the check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const requireCjs = createRequire(import.meta.url);
const axeSource = readFileSync(requireCjs.resolve('axe-core/axe.min.js'), 'utf8');
const installedRules = (requireCjs('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] }).getRules();
const installedTags = new Set(installedRules.flatMap((rule) => rule.tags));

/**
 * The tags the check runs: WCAG 2.0, 2.1 and 2.2 at A and AA (`wcag22a` only when the installed
 * axe-core has such a tag — 4.14 tags its one WCAG 2.2 rule `wcag22aa` and has no 2.2 level-A rule),
 * axe's best practices and its experimental rules.
 */
export const AXE_TAGS: readonly string[] = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  ...(installedTags.has('wcag22a') ? ['wcag22a'] : []),
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** The installed axe-core's experimental rules, each of which must run on every check. */
export const EXPERIMENTAL_RULES: readonly string[] = installedRules.filter((rule) => rule.tags.includes('experimental')).map((rule) => rule.ruleId);

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** Each offending node: its CSS selector and the start of its HTML. */
  nodes: string[];
}

/** Ids of every rule of the last check on each page, by outcome (for tests proving what ran). */
const rulesRun = new WeakMap<Page, Set<string>>();

/** The rule ids axe ran in the last `seriousAxeFindings` on `page` (any outcome). */
export function axeRulesRun(page: Page): ReadonlySet<string> {
  return rulesRun.get(page) ?? new Set();
}

/**
 * Serious and critical axe violations inside `selector` (default: the whole document), plus any
 * Content-Security-Policy violation the page recorded (`newContext`), as `csp-violation`.
 * Throws when one of axe's experimental rules did not run (see the file comment).
 */
export async function seriousAxeFindings(page: Page, selector?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The app's CSP (issue 32) refused nothing on this page: a violation is a broken feature.
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  const cspFindings: AxeFinding[] = csp.length ? [{ id: 'csp-violation', impact: 'serious', help: 'Content-Security-Policy refused a resource', nodes: [...new Set(csp)] }] : [];
  const { found, ran } = await page.evaluate(
    async ({ include, tags }) => {
      type Rule = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] };
      type Results = { violations: Rule[]; passes: Rule[]; incomplete: Rule[]; inapplicable: Rule[] };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Results> } }).axe;
      // resultTypes: only violations carry every node; the other outcomes still list their rules.
      const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return {
        found: result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 160)}`) })),
        ran: [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable].map((r) => r.id),
      };
    },
    { include: selector ?? null, tags: [...AXE_TAGS] },
  );
  const ranSet = new Set(ran);
  rulesRun.set(page, ranSet);
  const missing = EXPERIMENTAL_RULES.filter((id) => !ranSet.has(id));
  if (missing.length) throw new Error(`axe did not run its experimental rules ${missing.join(', ')}: the check would be narrower than it says`);
  return [...cspFindings, ...found];
}

/** Findings as readable lines (rule, impact, help, then each node), for a failing assertion's message. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.id} (${f.impact}): ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n');
}
