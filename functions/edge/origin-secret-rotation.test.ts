/**
 * Issue 32 §2: the origin-verify secret's rotation steps and the scheduled move of CloudFront's
 * origin header onto AWSCURRENT. Secrets Manager and CloudFront (the cloud edges) are mocked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  ListSecretVersionIdsCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { rotate, SECRET_LENGTH, syncOrigin, SYNC_MIN_AGE_MS } from './origin-secret-rotation';

const secretsMock = mockClient(SecretsManagerClient);
const cloudFrontMock = mockClient(CloudFrontClient);
const clients = { secrets: new SecretsManagerClient({ region: 'eu-west-1' }), cloudFront: new CloudFrontClient({ region: 'us-east-1' }) };
const ID = 'arn:secret';

beforeEach(() => {
  secretsMock.reset();
  cloudFrontMock.reset();
});

const describeWith = (stages: Record<string, string[]>) =>
  secretsMock.on(DescribeSecretCommand).resolves({ RotationEnabled: true, VersionIdsToStages: stages });

/** A distribution whose two API origins send `value` (and one whose origins send `api`, `ws`). */
const distribution = (value: string, wsValue = value) => ({
  ETag: 'E1',
  DistributionConfig: {
    CallerReference: 'c',
    Comment: '',
    Enabled: true,
    DefaultCacheBehavior: undefined as never,
    Origins: {
      Quantity: 3,
      Items: [
        { Id: 'site', DomainName: 's3' },
        { Id: 'api', DomainName: 'api', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: value }] } },
        { Id: 'ws', DomainName: 'ws', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: wsValue }] } },
      ],
    },
  },
});
const DIST = 'DIST';

describe('origin-verify secret rotation', () => {
  it('createSecret stores a new 48-character letters-and-digits value as AWSPENDING of the token', async () => {
    describeWith({ old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    secretsMock.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'none', $metadata: {} }));
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'old-value' });
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('old-value'));
    secretsMock.on(GetRandomPasswordCommand).resolves({ RandomPassword: 'n'.repeat(48) });
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients, DIST);
    expect(secretsMock.commandCalls(GetRandomPasswordCommand)[0]!.args[0].input).toEqual({
      PasswordLength: SECRET_LENGTH,
      ExcludePunctuation: true,
      IncludeSpace: false,
    });
    expect(secretsMock.commandCalls(PutSecretValueCommand)[0]!.args[0].input).toEqual({
      SecretId: ID,
      ClientRequestToken: 'tok',
      SecretString: 'n'.repeat(48),
      VersionStages: ['AWSPENDING'],
    });
  });

  it('createSecret run again for the same token writes nothing', async () => {
    describeWith({ old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: 'already' });
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients, DIST);
    expect(secretsMock.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('createSecret is refused (throws, writes nothing) while CloudFront does not send AWSCURRENT yet', async () => {
    // A second rotation before the hourly sync: CloudFront still sends what is now AWSPREVIOUS;
    // rotating again would leave it sending a value nobody accepts.
    describeWith({ older: ['AWSPREVIOUS'], old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    secretsMock.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'none', $metadata: {} }));
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'old-value' });
    secretsMock.on(GetRandomPasswordCommand).resolves({ RandomPassword: 'n'.repeat(48) });
    for (const [api, ws] of [['older-value', 'older-value'], ['old-value', 'older-value']] as const) {
      cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution(api, ws));
      await expect(rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients, DIST)).rejects.toThrow(
        /refused: distribution DIST does not send AWSCURRENT/,
      );
    }
    expect(cloudFrontMock.commandCalls(GetDistributionConfigCommand)[0]!.args[0].input).toEqual({ Id: DIST });
    expect(secretsMock.commandCalls(GetRandomPasswordCommand)).toHaveLength(0);
    expect(secretsMock.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(cloudFrontMock.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('setSecret and testSecret leave CloudFront alone; finishSecret makes the token AWSCURRENT', async () => {
    describeWith({ old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'setSecret' }, clients, DIST);
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'testSecret' }, clients, DIST);
    expect(cloudFrontMock.calls()).toHaveLength(0);
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'finishSecret' }, clients, DIST);
    expect(secretsMock.commandCalls(UpdateSecretVersionStageCommand)[0]!.args[0].input).toEqual({
      SecretId: ID,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: 'tok',
      RemoveFromVersionId: 'old',
    });
  });

  it('refuses to rotate a secret without rotation enabled', async () => {
    secretsMock.on(DescribeSecretCommand).resolves({ RotationEnabled: false });
    await expect(rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients, DIST)).rejects.toThrow(/not enabled/);
  });
});

describe('moving CloudFront onto AWSCURRENT', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  const current = (ageMs: number) => {
    secretsMock.on(ListSecretVersionIdsCommand).resolves({
      Versions: [
        { VersionId: 'new', VersionStages: ['AWSCURRENT'], CreatedDate: new Date(now - ageMs) },
        { VersionId: 'old', VersionStages: ['AWSPREVIOUS'], CreatedDate: new Date(now - 40 * 86_400_000) },
      ],
    });
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'new-value' });
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: 'old-value' });
  };

  it('updates both API origins once AWSCURRENT is an hour old, with the ETag', async () => {
    current(SYNC_MIN_AGE_MS);
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('old-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('updated');
    const input = cloudFrontMock.commandCalls(UpdateDistributionCommand)[0]!.args[0].input;
    expect(input.Id).toBe('DIST');
    expect(input.IfMatch).toBe('E1');
    const headers = input.DistributionConfig!.Origins!.Items!.map((o) => o.CustomHeaders?.Items?.[0]?.HeaderValue);
    expect(headers).toEqual([undefined, 'new-value', 'new-value']);
  });

  it('waits while AWSCURRENT is younger than an hour (instances may still cache the old pair)', async () => {
    current(SYNC_MIN_AGE_MS - 1);
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('old-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('too-new');
    expect(cloudFrontMock.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('does not wait when CloudFront sends a value that is no longer accepted (neither AWSCURRENT nor AWSPREVIOUS)', async () => {
    // Two rotations before a sync: every API and /ws request is being refused — move at once.
    current(60_000);
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('older-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('updated');
    const input = cloudFrontMock.commandCalls(UpdateDistributionCommand)[0]!.args[0].input;
    expect(input.DistributionConfig!.Origins!.Items!.map((o) => o.CustomHeaders?.Items?.[0]?.HeaderValue)).toEqual([
      undefined,
      'new-value',
      'new-value',
    ]);
    // One origin still accepted, the other not: also at once.
    cloudFrontMock.reset();
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('old-value', 'older-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('updated');
  });

  it('a secret never rotated (no AWSPREVIOUS) and a foreign value: moves at once', async () => {
    secretsMock.on(ListSecretVersionIdsCommand).resolves({
      Versions: [{ VersionId: 'only', VersionStages: ['AWSCURRENT'], CreatedDate: new Date(now - 60_000) }],
    });
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'new-value' });
    secretsMock
      .on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSPREVIOUS' })
      .rejects(new ResourceNotFoundException({ message: 'none', $metadata: {} }));
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('hand-typed'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('updated');
  });

  it('changes nothing when the origins already send AWSCURRENT', async () => {
    current(SYNC_MIN_AGE_MS * 5);
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('new-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('in-sync');
    expect(cloudFrontMock.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });
});
