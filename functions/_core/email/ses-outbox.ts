/**
 * Cloud outbox adapter: Amazon SES v2 `SendEmail` with Simple content (subject, text and
 * HTML bodies, UTF-8) from the verified `sender` identity. IAM allows `ses:SendEmail` on
 * that identity only (infra/lib).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailMessage, Outbox } from './outbox';

/** Outbox sending through SES v2 from `sender`; `client` is injectable for tests. */
export function createSesOutbox(sender: string, client: SESv2Client = new SESv2Client({})): Outbox {
  return {
    async send({ to, subject, text, html }: EmailMessage) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: sender,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
