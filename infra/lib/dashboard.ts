/**
 * The Seamline operations dashboard: HTTP API traffic/errors/latency, per-function
 * invocations/errors/p99 duration/throttles, the on-failure queue depth, DynamoDB consumed
 * capacity, throttle events and request latency, the WAF web ACL's allowed / blocked requests
 * (whole ACL and per rule, issue 32 §3), and the state of every alarm.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type HorizontalAnnotation,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { RUM_METRICS, RUM_NAMESPACE, RUM_SERVICE } from '@seamline/functions/analytics/rum-metric-names';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { WafMetricsSource } from './web-acl';

export interface DashboardProps {
  readonly httpApi: IHttpApi;
  readonly functions: Record<string, IFunction>;
  readonly failureQueue: IQueue;
  readonly table: ITable;
  readonly alarms: IAlarm[];
  /** Issue 32 §3: the CloudFront web ACL (metrics in us-east-1). */
  readonly waf?: WafMetricsSource;
}

/** A WAF metric (`AWS/WAFV2`, CloudFront scope: dimensions WebACL + Rule, in the ACL's region). */
export function wafMetric(waf: WafMetricsSource, metricName: 'AllowedRequests' | 'BlockedRequests' | 'CountedRequests', rule: string, label: string): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: waf.webAclName, Rule: rule },
    region: waf.region,
    statistic: 'Sum',
    period,
    label,
  });
}

const period = Duration.minutes(5);

/**
 * A real-user monitoring metric (issue 21, EMF from the analytics function) over all pages
 * (`[service]` dimension set).
 */
export function rumMetric(name: keyof typeof RUM_METRICS, statistic: string, label?: string): Metric {
  return new Metric({
    namespace: RUM_NAMESPACE,
    metricName: RUM_METRICS[name],
    dimensionsMap: { service: RUM_SERVICE },
    statistic,
    period,
    ...(label ? { label } : {}),
  });
}

/** p75 of a RUM metric per page class (`[service, pageClass]`), one line per class. */
function rumPerPageClass(name: keyof typeof RUM_METRICS): MathExpression {
  return new MathExpression({
    expression: `SEARCH('{${RUM_NAMESPACE},service,pageClass} service="${RUM_SERVICE}" MetricName="${RUM_METRICS[name]}"', 'p75', 300)`,
    label: '',
    period,
  });
}

/** web.dev "good" / "poor" lines of a vital. */
const bands = (good: number, poor: number): HorizontalAnnotation[] => [
  { value: good, label: 'good', color: '#2ca02c' },
  { value: poor, label: 'poor', color: '#d62728' },
];

export function buildDashboard(scope: Construct, id: string, props: DashboardProps): Dashboard {
  const api = props.httpApi;
  const fns = Object.entries(props.functions);
  const perFunction = (title: string, metricOf: (fn: IFunction) => Metric) =>
    new GraphWidget({
      title,
      width: 12,
      left: fns.map(([name, fn]) => metricOf(fn).with({ label: name, period })),
    });
  const tableMetric = (metricName: string, statistic: string, extra: Record<string, string> = {}) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      statistic,
      period,
      dimensionsMap: { TableName: props.table.tableName, ...extra },
      label: Object.values(extra)[0] ?? metricName,
    });

  const dashboard = new Dashboard(scope, id, { defaultInterval: Duration.hours(3) });
  dashboard.addWidgets(
    new GraphWidget({
      title: 'API requests and errors',
      width: 12,
      left: [api.metricCount({ period, statistic: 'Sum', label: 'requests' })],
      right: [
        api.metricClientError({ period, statistic: 'Sum', label: '4xx' }),
        api.metricServerError({ period, statistic: 'Sum', label: '5xx' }),
      ],
    }),
    new GraphWidget({
      title: 'API latency (ms)',
      width: 12,
      left: [
        api.metricLatency({ period, statistic: 'p50', label: 'p50' }),
        api.metricLatency({ period, statistic: 'p99', label: 'p99' }),
      ],
    }),
  );
  const waf = props.waf;
  if (waf) {
    // Issue 32 §3: WAF is the first layer; 'ALL' is the web ACL's own metric.
    dashboard.addWidgets(
      new GraphWidget({
        title: 'WAF: allowed and blocked requests',
        width: 12,
        left: [wafMetric(waf, 'AllowedRequests', 'ALL', 'allowed')],
        right: [wafMetric(waf, 'BlockedRequests', 'ALL', 'blocked')],
      }),
      new GraphWidget({
        title: 'WAF: blocked (and counted) requests per rule',
        width: 12,
        left: waf.rules.map((r) => wafMetric(waf, 'BlockedRequests', r.name, `blocked: ${r.label}`)),
        right: waf.rules
          .filter((r) => r.countOnly?.length)
          .map((r) => wafMetric(waf, 'CountedRequests', r.name, `counted: ${r.label}`)),
      }),
    );
  }
  dashboard.addWidgets(
    perFunction('Lambda invocations', (fn) => fn.metricInvocations({ statistic: 'Sum' })),
    perFunction('Lambda errors', (fn) => fn.metricErrors({ statistic: 'Sum' })),
  );
  dashboard.addWidgets(
    perFunction('Lambda duration p99 (ms)', (fn) => fn.metricDuration({ statistic: 'p99' })),
    perFunction('Lambda throttles', (fn) => fn.metricThrottles({ statistic: 'Sum' })),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'DynamoDB consumed capacity',
      width: 8,
      left: [
        tableMetric('ConsumedReadCapacityUnits', 'Sum'),
        tableMetric('ConsumedWriteCapacityUnits', 'Sum'),
      ],
    }),
    new GraphWidget({
      title: 'DynamoDB throttle events',
      width: 8,
      left: [tableMetric('ReadThrottleEvents', 'Sum'), tableMetric('WriteThrottleEvents', 'Sum')],
    }),
    new GraphWidget({
      title: 'DynamoDB latency p99 (ms)',
      width: 8,
      left: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems'].map((op) =>
        tableMetric('SuccessfulRequestLatency', 'p99', { Operation: op }),
      ),
    }),
  );
  // Real-user monitoring (issue 21): p75 of the Core Web Vitals over all pages and per page class.
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Real users: p75 LCP (ms)',
      width: 8,
      left: [rumMetric('lcp', 'p75', 'all pages'), rumPerPageClass('lcp')],
      leftAnnotations: bands(2500, 4000),
    }),
    new GraphWidget({
      title: 'Real users: p75 INP (ms)',
      width: 8,
      left: [rumMetric('inp', 'p75', 'all pages'), rumPerPageClass('inp')],
      leftAnnotations: bands(200, 500),
    }),
    new GraphWidget({
      title: 'Real users: p75 CLS',
      width: 8,
      left: [rumMetric('cls', 'p75', 'all pages'), rumPerPageClass('cls')],
      leftAnnotations: bands(0.1, 0.25),
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Real users: reports and JS errors',
      width: 12,
      left: [rumMetric('reports', 'Sum', 'reports')],
      right: [rumMetric('jsErrors', 'Sum', 'JS errors')],
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Stream on-failure queue depth',
      width: 8,
      left: [
        props.failureQueue.metricApproximateNumberOfMessagesVisible({
          period,
          statistic: 'Maximum',
        }),
      ],
    }),
    new AlarmStatusWidget({ title: 'Alarms', width: 16, alarms: props.alarms }),
  );
  return dashboard;
}
