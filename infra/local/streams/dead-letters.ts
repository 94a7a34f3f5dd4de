/**
 * The processors' on-failure destination: records whose retries are exhausted are appended
 * as JSON lines to `<dir>/<processor>.jsonl` (one line per record, Lambda's failure metadata
 * plus the record itself) and kept in memory for tests.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DynamoDBRecord } from 'aws-lambda';

export interface DeadLetter {
  timestamp: string;
  processor: string;
  condition: 'RetryAttemptsExhausted';
  approximateInvokeCount: number;
  /** The last error (message) or `batchItemFailures` when the handler reported the record. */
  error: string;
  record: DynamoDBRecord;
}

/** Most dead letters kept in memory (the files keep all of them). */
const MEMORY_LIMIT = 1000;

export class DeadLetters {
  /** The latest dead letters, oldest first. */
  readonly entries: DeadLetter[] = [];

  /** @param dir folder for the `.jsonl` files, or null to keep them in memory only. */
  constructor(private readonly dir: string | null) {}

  /** Record `letters`; appends to the processor's file when a folder is set. @throws on I/O errors. */
  async add(letters: DeadLetter[]): Promise<void> {
    if (letters.length === 0) return;
    this.entries.push(...letters);
    this.entries.splice(0, Math.max(0, this.entries.length - MEMORY_LIMIT));
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${letters[0]!.processor}.jsonl`);
    await appendFile(file, letters.map((l) => `${JSON.stringify(l)}\n`).join(''));
  }

  /** Where a processor's dead letters go (undefined when in memory only). */
  fileOf(processor: string): string | undefined {
    return this.dir ? path.join(this.dir, `${processor}.jsonl`) : undefined;
  }
}
