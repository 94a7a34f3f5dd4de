#!/usr/bin/env node
/**
 * CDK entry (`cdk.json` → `npx tsx infra/bin/app.ts`). Context: `stage` (default `dev`),
 * `domainName` + `certificateArn`, `sesSender`, `alarmEmail`, `apiGatewayAccountRole`, and
 * `nag=true` to run cdk-nag's AwsSolutions pack during synth. Works offline, no AWS account.
 */
import { buildApp } from '../lib/app';

buildApp().app.synth();
