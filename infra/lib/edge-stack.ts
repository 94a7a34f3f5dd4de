/**
 * `EdgeStack` (`Seamline-<stage>-Edge`, ALWAYS in us-east-1): the AWS WAF web ACL of the
 * CloudFront distribution (issue 32 §3; rules in web-acl.ts) and its logs.
 *
 * Why a stack of its own: a web ACL of scope CLOUDFRONT (and a CloudWatch Logs group it logs to)
 * can only be created in us-east-1, while the other stacks deploy to the account's chosen region.
 * The web stack reads the ACL's ARN with `Fn::GetStackOutput` naming us-east-1 (a same-account,
 * cross-region stack output; no custom resource) and deploys after this stack.
 *
 * Logging: every request's WAF verdict to the log group `aws-waf-logs-<stack name>` (WAF requires
 * the `aws-waf-logs-` prefix), kept 3 months, with the Cookie header redacted (session tokens).
 * Metrics: per rule and for the whole ACL (`AWS/WAFV2`, us-east-1), drawn on the ops dashboard.
 */
import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import {
  WAF_RATE_LIMIT,
  WAF_RATE_SCOPE,
  WAF_RATE_WINDOW_SECONDS,
  WAF_REGION,
  WAF_RULES,
  webAclName,
  type WafMetricsSource,
  type WafRule,
} from './web-acl';

/** The output the web stack reads (`Fn::GetStackOutput`). */
export const WEB_ACL_ARN_OUTPUT = 'WebAclArn';

export interface EdgeStackProps extends StackProps {
  readonly stage: string;
}

const visibility = (metricName: string) => ({
  metricName,
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
});

/** The rate rule's scope-down statement: the URI path matches one of {@link WAF_RATE_SCOPE}. */
function rateScope(): CfnWebACL.StatementProperty {
  const statements: CfnWebACL.StatementProperty[] = WAF_RATE_SCOPE.map(({ match, path }) => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: match,
      searchString: path,
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
      ],
    },
  }));
  return { orStatement: { statements } };
}

function ruleOf(rule: WafRule): CfnWebACL.RuleProperty {
  if (!rule.managedGroup) {
    return {
      name: rule.name,
      priority: rule.priority,
      action: { block: { customResponse: { responseCode: 429 } } },
      statement: {
        rateBasedStatement: {
          limit: WAF_RATE_LIMIT,
          evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
          aggregateKeyType: 'IP',
          scopeDownStatement: rateScope(),
        },
      },
      visibilityConfig: visibility(rule.name),
    };
  }
  return {
    name: rule.name,
    priority: rule.priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: rule.managedGroup,
        ...(rule.countOnly?.length
          ? { ruleActionOverrides: rule.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(rule.name),
  };
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;
  /** Names the dashboard (another region's stack) uses for WAF metrics: plain strings. */
  readonly wafMetrics: WafMetricsSource;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: WAF_REGION } });
    const name = webAclName(props.stage);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      description: 'Seamline: rate limit per IP and AWS managed rules in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      rules: WAF_RULES.map(ruleOf),
    });
    this.logGroup = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-${this.stackName}`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group ARN without the `:*` suffix of `logGroupArn`.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'cookie' } }],
    });
    new CfnOutput(this, WEB_ACL_ARN_OUTPUT, { value: this.webAcl.attrArn });
    this.wafMetrics = { webAclName: name, region: WAF_REGION, rules: WAF_RULES };
  }
}
