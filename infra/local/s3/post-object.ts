/**
 * S3 POST Object (browser-based upload with a presigned POST), answered in front of s3rver
 * because s3rver checks neither signatures nor policies (ARCHITECTURE §11): parse the form,
 * verify the SigV4 policy signature, expiry and every condition, then store the file with
 * PutObject and answer like S3 (204, or 200 / 201 + XML per `success_action_status`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parseForm } from './form-upload';
import { checkPolicy, parsePolicy } from './post-policy';
import { verifyPostSignature } from './post-signature';
import { s3Failure, sendS3Error, xmlElements, type S3Failure } from './s3-errors';

export interface PostObjectOptions {
  /** Client for the object store behind the front (path-style). */
  s3: S3Client;
  /** Access key id → secret, the keys the stand-in accepts. */
  secrets: ReadonlyMap<string, string>;
  region: string;
  /** Largest file read, in bytes; beyond it the upload is refused with EntityTooLarge. */
  maxFileBytes: number;
  /** CORS headers for a request (empty when its Origin is not allowed). */
  corsHeaders: (req: IncomingMessage) => Record<string, string>;
}

function objectMetadata(fields: ReadonlyMap<string, string>) {
  const meta = [...fields]
    .filter(([k]) => k.startsWith('x-amz-meta-'))
    .map(([k, v]) => [k.slice(11), v]);
  return {
    ContentType: fields.get('content-type') || 'binary/octet-stream',
    ...(fields.get('cache-control') ? { CacheControl: fields.get('cache-control') } : {}),
    ...(fields.get('content-disposition')
      ? { ContentDisposition: fields.get('content-disposition') }
      : {}),
    ...(fields.get('content-encoding') ? { ContentEncoding: fields.get('content-encoding') } : {}),
    ...(meta.length ? { Metadata: Object.fromEntries(meta) } : {}),
  };
}

async function evaluate(req: IncomingMessage, bucket: string, opts: PostObjectOptions) {
  const form = await parseForm(req, opts.maxFileBytes);
  if (form.tooLarge) {
    return s3Failure(
      400,
      'EntityTooLarge',
      'Your proposed upload exceeds the maximum allowed size',
      {
        ProposedSize: Number(req.headers['content-length'] ?? opts.maxFileBytes + 1),
        MaxSizeAllowed: opts.maxFileBytes,
      },
    );
  }
  const { fields, file } = form;
  const policyBase64 = fields.get('policy');
  if (!policyBase64) return s3Failure(403, 'AccessDenied', 'Access Denied');
  const signatureFailure = verifyPostSignature(fields, policyBase64, opts.secrets, opts.region);
  if (signatureFailure) return signatureFailure;
  const key = fields.get('key');
  if (!key) {
    return s3Failure(
      400,
      'InvalidArgument',
      "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
      { ArgumentName: 'key', ArgumentValue: '' },
    );
  }
  if (!file) {
    return s3Failure(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', {
      ArgumentName: 'file',
      ArgumentValue: 0,
    });
  }
  fields.set('key', key.replaceAll('${filename}', file.filename));
  fields.set('bucket', bucket);
  const policy = parsePolicy(policyBase64);
  if ('code' in policy) return policy;
  return checkPolicy(policy, fields, file.size) ?? { fields, file };
}

/**
 * Handle `POST /<bucket>` with a multipart/form-data body; always answers `res`.
 * Never throws: a malformed body is MalformedPOSTRequest, a storage failure is passed on.
 */
export async function handlePostObject(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  opts: PostObjectOptions,
): Promise<void> {
  const cors = opts.corsHeaders(req);
  let outcome: S3Failure | { fields: Map<string, string>; file: { data: Buffer } };
  try {
    outcome = await evaluate(req, bucket, opts);
  } catch {
    outcome = s3Failure(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  if ('code' in outcome) return sendS3Error(res, outcome, { ...cors, connection: 'close' });
  const { fields, file } = outcome;
  const key = fields.get('key')!;
  let etag: string;
  try {
    const out = await opts.s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: file.data,
        ...objectMetadata(fields),
      }),
    );
    etag = out.ETag ?? '';
  } catch (error) {
    const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    return sendS3Error(
      res,
      s3Failure(
        e.$metadata?.httpStatusCode ?? 500,
        e.name ?? 'InternalError',
        e.message ?? 'We encountered an internal error. Please try again.',
      ),
      cors,
    );
  }
  const location = `http://${req.headers.host}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const headers = { ...cors, etag, location };
  const redirect = fields.get('success_action_redirect') ?? fields.get('redirect');
  const url = redirect ? URL.parse(redirect) : null;
  if (redirect && !url) {
    return void sendS3Error(res, s3Failure(400, 'InvalidArgument', 'success_action_redirect is not a valid URL'), cors);
  }
  if (url) {
    url.search = new URLSearchParams({ bucket, key, etag }).toString();
    return void res.writeHead(303, { ...headers, location: url.toString() }).end();
  }
  const status = Number(fields.get('success_action_status'));
  if (status === 201) {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse>${xmlElements({ Location: location, Bucket: bucket, Key: key, ETag: etag })}</PostResponse>`;
    return void res.writeHead(201, { ...headers, 'content-type': 'application/xml' }).end(xml);
  }
  res.writeHead(status === 200 ? 200 : 204, headers).end();
}
