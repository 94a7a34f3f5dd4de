/**
 * Accessibility checks with axe-core in the page: injects axe once and answers the serious and
 * critical violations (rule, help and the offending nodes), so a test can assert there are none.
 * axe's source is evaluated through the DevTools protocol (`page.evaluate`), which the app's
 * Content-Security-Policy (`script-src 'self'`, issue 32) does not govern — unlike a script tag —
 * so the pages are tested under the same CSP people get.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Serious and critical axe violations inside `selector` (default: the whole document), plus any
 * Content-Security-Policy violation the page recorded (`newContext`), as `csp-violation`.
 */
export async function seriousAxeFindings(page: Page, selector?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The app's CSP (issue 32) refused nothing on this page: a violation is a broken feature.
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  const cspFindings: AxeFinding[] = csp.length ? [{ id: 'csp-violation', impact: 'serious', help: 'Content-Security-Policy refused a resource', nodes: [...new Set(csp)] }] : [];
  const found = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, selector ?? null);
  return [...cspFindings, ...found];
}
