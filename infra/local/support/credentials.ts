/**
 * Fixed credentials and region of the local stand-ins. DynamoDB Local runs with `-sharedDb`
 * (any key sees the same tables); s3rver knows exactly one key pair, `S3RVER`/`S3RVER`, so the
 * local runtime uses that pair for every SDK client and for presigned POST signatures.
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The account id put into ARNs and event request contexts (AWS's documentation account). */
export const LOCAL_ACCOUNT_ID = '123456789012';
