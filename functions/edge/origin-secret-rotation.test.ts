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

describe('origin-verify secret rotation', () => {
  it('createSecret stores a new 48-character letters-and-digits value as AWSPENDING of the token', async () => {
    describeWith({ old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    secretsMock.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'none', $metadata: {} }));
    secretsMock.on(GetRandomPasswordCommand).resolves({ RandomPassword: 'n'.repeat(48) });
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients);
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
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients);
    expect(secretsMock.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('setSecret and testSecret leave CloudFront alone; finishSecret makes the token AWSCURRENT', async () => {
    describeWith({ old: ['AWSCURRENT'], tok: ['AWSPENDING'] });
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'setSecret' }, clients);
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'testSecret' }, clients);
    expect(cloudFrontMock.calls()).toHaveLength(0);
    await rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'finishSecret' }, clients);
    expect(secretsMock.commandCalls(UpdateSecretVersionStageCommand)[0]!.args[0].input).toEqual({
      SecretId: ID,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: 'tok',
      RemoveFromVersionId: 'old',
    });
  });

  it('refuses to rotate a secret without rotation enabled', async () => {
    secretsMock.on(DescribeSecretCommand).resolves({ RotationEnabled: false });
    await expect(rotate({ SecretId: ID, ClientRequestToken: 'tok', Step: 'createSecret' }, clients)).rejects.toThrow(/not enabled/);
  });
});

describe('moving CloudFront onto AWSCURRENT', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  const distribution = (value: string) => ({
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
          { Id: 'ws', DomainName: 'ws', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: value }] } },
        ],
      },
    },
  });
  const current = (ageMs: number) => {
    secretsMock.on(ListSecretVersionIdsCommand).resolves({
      Versions: [
        { VersionId: 'new', VersionStages: ['AWSCURRENT'], CreatedDate: new Date(now - ageMs) },
        { VersionId: 'old', VersionStages: ['AWSPREVIOUS'], CreatedDate: new Date(now - 40 * 86_400_000) },
      ],
    });
    secretsMock.on(GetSecretValueCommand, { SecretId: ID, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'new-value' });
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

  it('changes nothing when the origins already send AWSCURRENT', async () => {
    current(SYNC_MIN_AGE_MS * 5);
    cloudFrontMock.on(GetDistributionConfigCommand).resolves(distribution('new-value'));
    expect(await syncOrigin(ID, 'DIST', { ...clients, now: () => now })).toBe('in-sync');
    expect(cloudFrontMock.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });
});
