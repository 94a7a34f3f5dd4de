/**
 * SigV4 signature of a browser-based POST (presigned POST): the signature is the HMAC-SHA256
 * chain over the base64 policy document, keyed from the secret key and the credential scope
 * `<accessKeyId>/<yyyymmdd>/<region>/s3/aws4_request`.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-post-example.html
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { s3Failure, type S3Failure } from './s3-errors';

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Hex SigV4 signature of `policyBase64` for a credential scope. */
export function signPolicy(
  secretAccessKey: string,
  scope: { date: string; region: string; service: string },
  policyBase64: string,
): string {
  const kDate = hmac(`AWS4${secretAccessKey}`, scope.date);
  const kRegion = hmac(kDate, scope.region);
  const kService = hmac(kRegion, scope.service);
  const kSigning = hmac(kService, 'aws4_request');
  return createHmac('sha256', kSigning).update(policyBase64).digest('hex');
}

/**
 * Verify the POST's `x-amz-algorithm`, `x-amz-credential` and `x-amz-signature` fields.
 * @param secrets access key id → secret access key (the keys this stand-in knows).
 * @returns undefined when valid, else the S3 failure (InvalidAccessKeyId, SignatureDoesNotMatch…).
 */
export function verifyPostSignature(
  fields: ReadonlyMap<string, string>,
  policyBase64: string,
  secrets: ReadonlyMap<string, string>,
  region: string,
): S3Failure | undefined {
  const algorithm = fields.get('x-amz-algorithm');
  if (algorithm !== 'AWS4-HMAC-SHA256') {
    return s3Failure(400, 'InvalidArgument', 'Only the AWS4-HMAC-SHA256 algorithm is supported', {
      ArgumentName: 'x-amz-algorithm',
      ArgumentValue: algorithm ?? '',
    });
  }
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId = '', date = '', scopeRegion = '', service = '', terminator = ''] =
    credential.split('/');
  const secret = secrets.get(accessKeyId);
  if (!secret) {
    return s3Failure(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: accessKeyId,
      },
    );
  }
  if (
    scopeRegion !== region ||
    service !== 's3' ||
    terminator !== 'aws4_request' ||
    !/^\d{8}$/.test(date)
  ) {
    return s3Failure(
      400,
      'AuthorizationQueryParametersError',
      `Error parsing the X-Amz-Credential parameter; the credential scope is wrong; expecting "<YYYYMMDD>/${region}/s3/aws4_request".`,
    );
  }
  const expected = Buffer.from(
    signPolicy(secret, { date, region: scopeRegion, service }, policyBase64),
  );
  const provided = Buffer.from(fields.get('x-amz-signature') ?? '');
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) {
    return s3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      {
        AWSAccessKeyId: accessKeyId,
        StringToSign: policyBase64,
        SignatureProvided: provided.toString(),
      },
    );
  }
  return undefined;
}
