/**
 * `ObservabilityStack` (`Seamline-<stage>-Observability`): the ops team's alarms and dashboard.
 *
 * Alarms, all notifying one SNS topic (KMS-encrypted with a rotating key CloudWatch may use,
 * TLS-only publishing, optional e-mail subscription from context `alarmEmail`):
 * - HTTP API 5xx rate > 1 % of requests over 5 minutes, and p99 latency > 2 s;
 * - every function: any error, any throttle (5 minutes);
 * - the stream processors' on-failure queue holds any message;
 * - real users (issue 21, EMF of the analytics function): p75 LCP above 4 s (web.dev "poor") in 3
 *   of 5 five-minute periods, and a JS error spike — more than 10 errors per 100 reports in 2 of 3
 *   five-minute periods with at least 20 reports (fewer reports are too few to call a spike).
 * The dashboard ({@link buildDashboard}) shows the same signals plus table capacity/latency and
 * the WAF web ACL's allowed / blocked requests per rule (issue 32 §3).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { buildDashboard, rumMetric } from './dashboard';
import type { WafMetricsSource } from './web-acl';

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  /** Display name → function (areas, authorizers, realtime, processors). */
  readonly functions: Record<string, IFunction>;
  readonly failureQueue: IQueue;
  /** The daily retention run (issue 35): a failed or timed-out execution is alarmed on. */
  readonly retentionStateMachine?: IStateMachine;
  readonly table: ITable;
  readonly alarmEmail?: string;
  /** Issue 32 §3: the WAF web ACL's metric names (edge stack, us-east-1) for the dashboard. */
  readonly waf?: WafMetricsSource;
}

const FIVE_MINUTES = Duration.minutes(5);

export class ObservabilityStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    const key = new Key(this, 'AlarmTopicKey', {
      enableKeyRotation: true,
      description: 'Seamline alarm topic encryption (CloudWatch alarms may publish)',
    });
    key.grant(
      new ServicePrincipal('cloudwatch.amazonaws.com'),
      'kms:Decrypt',
      'kms:GenerateDataKey*',
    );
    this.topic = new Topic(this, 'AlarmTopic', {
      masterKey: key,
      enforceSSL: true,
      displayName: 'Seamline alarms',
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    /**
     * One alarm on `metric` above `threshold`, notifying the topic on ALARM and OK; by default on
     * one period, or `datapointsToAlarm` of `evaluationPeriods` (M of N) for noisy signals.
     */
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, periods: { evaluationPeriods: number; datapointsToAlarm?: number } = { evaluationPeriods: 1 }) => {
      const a = new Alarm(this, alarmId, {
        metric,
        threshold,
        ...periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
      return a;
    };

    const api = props.httpApi;
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      label: 'HTTP API 5xx rate (%)',
      period: FIVE_MINUTES,
    });
    alarm(
      'Api5xxRate',
      serverErrorRate,
      1,
      'More than 1% of HTTP API requests answered 5xx in 5 minutes',
    );
    alarm(
      'ApiLatencyP99',
      api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      2000,
      'HTTP API p99 latency above 2000 ms over 5 minutes',
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}Errors`,
        fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        0,
        `${name}: function errors`,
      );
      alarm(
        `${name}Throttles`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        0,
        `${name}: function throttled`,
      );
    }
    alarm(
      'StreamFailuresQueueDepth',
      props.failureQueue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      0,
      'Stream records exhausted their retries and wait in the on-failure queue',
    );
    if (props.retentionStateMachine) {
      alarm(
        'RetentionRunFailed',
        new MathExpression({
          expression: 'failed + timedOut',
          usingMetrics: {
            failed: props.retentionStateMachine.metricFailed({ period: FIVE_MINUTES, statistic: 'Sum' }),
            timedOut: props.retentionStateMachine.metricTimedOut({ period: FIVE_MINUTES, statistic: 'Sum' }),
          },
          label: 'Retention runs failed or timed out',
          period: FIVE_MINUTES,
        }),
        0,
        'The daily retention run failed or timed out (a segment exhausted its retries): redrive the execution; it resumes at the segment cursors',
      );
    }

    const rumAlarm = (alarmId: string, metric: IMetric, threshold: number, evaluationPeriods: number, datapointsToAlarm: number, description: string) =>
      alarm(alarmId, metric, threshold, description, { evaluationPeriods, datapointsToAlarm });
    rumAlarm('RumLcpP75', rumMetric('lcp', 'p75'), 4000, 5, 3, 'Real users: p75 LCP above 4 s (web.dev poor) in 3 of 5 five-minute periods');
    rumAlarm(
      'RumJsErrorSpike',
      new MathExpression({
        expression: 'IF(reports >= 20, 100 * errors / reports, 0)',
        usingMetrics: { errors: rumMetric('jsErrors', 'Sum'), reports: rumMetric('reports', 'Sum') },
        label: 'JS errors per 100 reports',
        period: FIVE_MINUTES,
      }),
      10,
      3,
      2,
      'Real users: more than 10 JS errors per 100 reports in 2 of 3 five-minute periods (at least 20 reports)',
    );

    buildDashboard(this, 'Dashboard', {
      httpApi: api,
      functions: props.functions,
      failureQueue: props.failureQueue,
      table: props.table,
      alarms: this.alarms,
      ...(props.waf ? { waf: props.waf } : {}),
    });
  }
}
