/** Minimal typings of `s3rver` 3.7 (the package ships none): the parts the local runtime uses. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory?: string;
    silent?: boolean;
    vhostBuckets?: boolean;
    allowMismatchedSignatures?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Create the configured buckets and apply their configs (idempotent). */
    configureBuckets(): Promise<void>;
    /** The Koa request listener: serves the S3 API without a server of its own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
