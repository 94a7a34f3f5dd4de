/**
 * Runs in each test worker before the test file: copies the runtime's function environment
 * into `process.env`, so tests can import `functions/_core` modules (db, sessions, push) that
 * parse it at load and talk to the same DynamoDB Local, S3 stand-in and gateway.
 */
import { inject } from 'vitest';

Object.assign(process.env, inject('runtimeEnv'));
