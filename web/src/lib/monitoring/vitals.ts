/**
 * Core Web Vitals of this page load with web-vitals' attribution build (issue 21): LCP, INP, CLS,
 * FCP, TTFB. Each callback fires when web-vitals settles a value (LCP at the first input or when
 * hidden, INP and CLS when the page is hidden — again if the value changed later). The attribution
 * says what to fix (the LCP element, the INP target, the CLS source); the report contract has no
 * field for it, so development builds log it to the console.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVitalName } from '@seamline/shared/contracts/performance-constants';

/** What to fix, in words: the attribution's element / target / source of one metric. */
export function attributionOf(metric: MetricWithAttribution): string {
  switch (metric.name) {
    case 'LCP':
      return `element ${metric.attribution.target ?? '(none)'}${metric.attribution.url ? ` (${metric.attribution.url})` : ''}`;
    case 'INP':
      return `${metric.attribution.interactionType} on ${metric.attribution.interactionTarget || '(removed element)'}, input delay ${Math.round(metric.attribution.inputDelay)} ms`;
    case 'CLS':
      return `largest shift ${metric.attribution.largestShiftTarget ?? '(none)'}`;
    case 'FCP':
      return `load state ${metric.attribution.loadState}, TTFB ${Math.round(metric.attribution.timeToFirstByte)} ms`;
    case 'TTFB':
      return `DNS ${Math.round(metric.attribution.dnsDuration)} ms, request ${Math.round(metric.attribution.requestDuration)} ms`;
  }
}

/** Watch the five vitals; `onValue` gets the contract's name and value (ms, CLS unitless). */
export function observeVitals(onValue: (name: WebVitalName, value: number) => void): void {
  const report = (metric: MetricWithAttribution) => {
    onValue(metric.name.toLowerCase() as WebVitalName, metric.value);
    if (import.meta.env.DEV) console.debug(`[seamline] ${metric.name} ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${metric.rating}): ${attributionOf(metric)}`);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
