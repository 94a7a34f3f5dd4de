import { describe, expect, it } from 'vitest';
import { toLambdaRecord, TTL_IDENTITY } from './lambda-record';

const arn = 'arn:aws:dynamodb:ddblocal:000000000000:table/seamline/stream/2026-01-01T00:00:00.000';

describe('stream record → Lambda DynamoDB record', () => {
  it('keeps the record, base64-encodes binaries and gives the creation time in epoch seconds', () => {
    const record = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'INSERT',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'ddblocal',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-01-01T00:00:05Z'),
          Keys: { pk: { S: 'a' } },
          NewImage: {
            pk: { S: 'a' },
            b: { B: new Uint8Array([1, 2, 3]) },
            m: { M: { l: { L: [{ N: '1' }, { BS: [new Uint8Array([255])] }] } } },
          },
          SequenceNumber: '1',
          SizeBytes: 10,
          StreamViewType: 'NEW_AND_OLD_IMAGES',
        },
      },
      arn,
      'us-east-1',
    );
    expect(record).toEqual({
      eventID: 'e1',
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: arn,
      dynamodb: {
        ApproximateCreationDateTime: Date.parse('2026-01-01T00:00:05Z') / 1000,
        Keys: { pk: { S: 'a' } },
        NewImage: {
          pk: { S: 'a' },
          b: { B: 'AQID' },
          m: { M: { l: { L: [{ N: '1' }, { BS: ['/w=='] }] } } },
        },
        SequenceNumber: '1',
        SizeBytes: 10,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });

  it("turns DynamoDB Local's TTL deletion into REMOVE by the DynamoDB service, as AWS sends it", () => {
    const record = toLambdaRecord(
      {
        eventID: 'e2',
        eventName: 'UNKNOWN_TO_SDK_VERSION' as never,
        dynamodb: { Keys: { pk: { S: 'a' } }, OldImage: { pk: { S: 'a' } }, SequenceNumber: '2' },
      },
      arn,
      'us-east-1',
    );
    expect(record.eventName).toBe('REMOVE');
    expect(record.userIdentity).toEqual(TTL_IDENTITY);
    expect(
      toLambdaRecord({ eventName: 'REMOVE', dynamodb: {} }, arn, 'us-east-1').userIdentity,
    ).toBeUndefined();
  });
});
