/**
 * `ApiGatewayAccount`: the account-wide (per region) API Gateway setting that names the IAM
 * role API Gateway uses to write WebSocket (and REST) logs to CloudWatch. WebSocket stage access
 * logging fails to deploy until it is set. It is ONE setting per account and region, so only
 * one stage may own it: deploy it with context `apiGatewayAccountRole=true` on exactly one
 * long-lived stage (or set it once by hand), never on every stage side by side.
 */
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export class ApiGatewayAccount extends Construct {
  readonly role: Role;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.role = new Role(this, 'CloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    new CfnAccount(this, 'Account', { cloudWatchRoleArn: this.role.roleArn });
    acknowledge(
      this.role,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'AmazonAPIGatewayPushToCloudWatchLogs is the AWS-documented policy of the API Gateway account logging role; API Gateway creates its log groups at run time, so there is no narrower static ARN.',
    );
  }
}
