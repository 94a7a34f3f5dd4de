/**
 * Names of the real-user monitoring EMF metrics (issue 21), shared by the analytics function
 * (`rum-metrics.ts`, which publishes them) and the CDK observability stack (widgets and alarms).
 * Namespace `Seamline`, dimension sets `[service]` and `[service, pageClass]`, service `analytics`.
 */
export const RUM_NAMESPACE = 'Seamline';
export const RUM_SERVICE = 'analytics';
export const RUM_METRICS = { reports: 'RumReports', lcp: 'RumLcp', inp: 'RumInp', cls: 'RumCls', jsErrors: 'RumJsErrors' } as const;
