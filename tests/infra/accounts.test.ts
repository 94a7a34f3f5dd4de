/**
 * Accounts infrastructure (issue 3): the auth function sends email with SES v2 from ONE
 * sender identity and links to the site; admin signs in with the table only; analytics (issue 21)
 * touches the table only; argon2 (native) ships in node_modules for arm64 Linux instead of being bundled.
 */
import { describe, expect, it } from 'vitest';
import { cdkBundling, esbuildOptions, nativeBundling } from '@seamline/infra/lib/bundling';
import { accessOf } from '@seamline/infra/lib/area-access';
import { areaRole, asArray, statementActions, synthesize } from './synth';

const app = synthesize({ sesSender: 'hello@mail.seamline.example' });
const roleOf = (area: string) => areaRole(app, area);
const actions = statementActions;

describe('auth area', () => {
  it('sends email with SES v2 from the configured sender, linking to the site', () => {
    const env = roleOf('auth').fn.Properties!.Environment.Variables;
    expect(env).toMatchObject({ EMAIL_TRANSPORT: 'ses', SES_SENDER: 'hello@mail.seamline.example' });
    expect(env.APP_URL['Fn::Join'][1][0]).toBe('https://');
  });

  it('may call ses:SendEmail only on the sender address and its domain identity', () => {
    const ses = roleOf('auth').statements.filter((s) => actions([s]).some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(asArray(ses[0].Action)).toEqual(['ses:SendEmail']);
    const resources = JSON.stringify(ses[0].Resource);
    expect(resources).toContain(':identity/hello@mail.seamline.example');
    expect(resources).toContain(':identity/mail.seamline.example');
    expect(asArray(ses[0].Resource)).toHaveLength(2);
  });

  it('no other API function may send email', () => {
    for (const area of ['admin', 'analytics', 'health']) {
      expect(actions(roleOf(area).statements).filter((a) => a.startsWith('ses:')), area).toEqual([]);
      expect(roleOf(area).fn.Properties!.Environment.Variables.EMAIL_TRANSPORT, area).toBeUndefined();
    }
  });
});

describe('admin and analytics areas', () => {
  it('admin writes the table (admin accounts, sessions, rate limits); analytics (issue 21) only the table: limiter, raw reports, aggregates', () => {
    expect(actions(roleOf('admin').statements)).toContain('dynamodb:TransactWriteItems');
    const analytics = actions(roleOf('analytics').statements);
    expect(analytics).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:GetItem']));
    expect(analytics.filter((a) => /^(s3|ses|rekognition|execute-api):/.test(a))).toEqual([]);
  });

  it('gives the argon2 areas 1 GB (CPU for hashing) on arm64', () => {
    for (const area of ['auth', 'admin']) {
      expect(roleOf(area).fn.Properties!.MemorySize, area).toBe(1024);
      expect(roleOf(area).fn.Properties!.Architectures, area).toEqual(['arm64']);
    }
  });
});

describe('native modules (@node-rs/argon2)', () => {
  it('are never bundled by esbuild', () => {
    expect(esbuildOptions.external).toContain('@node-rs/argon2');
    expect(cdkBundling.externalModules).toContain('@node-rs/argon2');
  });

  it('ship in node_modules, installed by npm for Linux arm64 glibc (the functions’ platform)', () => {
    expect(accessOf('auth').nativeModules).toEqual(['@node-rs/argon2']);
    expect(accessOf('admin').nativeModules).toEqual(['@node-rs/argon2']);
    const b = nativeBundling(['@node-rs/argon2']);
    expect(b.nodeModules).toEqual(['@node-rs/argon2']);
    expect(b.environment).toEqual({ npm_config_cpu: 'arm64', npm_config_os: 'linux', npm_config_libc: 'glibc', npm_config_omit: 'peer' });
    expect(b.format).toBe(cdkBundling.format);
  });
});

describe('sender default', () => {
  it('falls back to no-reply@<domainName>', () => {
    const withDomain = synthesize({
      domainName: 'shop.seamline.example',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    const fn = withDomain.api.areaFunctions.get('auth')!.fn;
    const logicalId = withDomain.api.resolve((fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;
    const env = withDomain.json.Api.Resources[logicalId]!.Properties!.Environment.Variables;
    expect(env.SES_SENDER).toBe('no-reply@shop.seamline.example');
  });
});
