/**
 * The email outbox port (ARCHITECTURE §6). Services build an `EmailMessage` and call
 * `sendEmail`; the adapter comes from `EMAIL_TRANSPORT`: `ses` (SES v2, the cloud) or
 * `file` (JSON files under `<DATA_DIR>/outbox/` plus one console line, local runs and tests).
 */
import { env } from '../env';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (verification, reset), for people and e2e tests. */
  link?: string;
}

export interface Outbox {
  send(message: EmailMessage): Promise<void>;
}

let outbox: Promise<Outbox> | undefined;

/** The configured adapter, loaded lazily so the SES client is only bundled work when used. */
function configured(): Promise<Outbox> {
  outbox ??=
    env.EMAIL_TRANSPORT === 'ses'
      ? import('./ses-outbox').then((m) => m.createSesOutbox(env.SES_SENDER!))
      : import('./file-outbox').then((m) => m.createFileOutbox(env.DATA_DIR));
  return outbox;
}

/**
 * Send one email through the configured outbox.
 * @throws whatever the adapter throws (SES errors, file system errors).
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await (await configured()).send(message);
}
