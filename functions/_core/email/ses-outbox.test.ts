import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createSesOutbox } from './ses-outbox';

describe('SES v2 outbox', () => {
  it('sends one SendEmail with Simple content from the sender identity', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const outbox = createSesOutbox('no-reply@seamline.example', new SESv2Client({ region: 'eu-west-1' }));
    await outbox.send({ to: 'a@example.test', subject: 'Hi', text: 'T', html: '<p>H</p>', link: 'https://x' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@seamline.example',
      Destination: { ToAddresses: ['a@example.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Hi', Charset: 'UTF-8' },
          Body: { Text: { Data: 'T', Charset: 'UTF-8' }, Html: { Data: '<p>H</p>', Charset: 'UTF-8' } },
        },
      },
    });
    ses.restore();
  });

  it('passes SES failures to the caller', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    const outbox = createSesOutbox('no-reply@seamline.example', new SESv2Client({ region: 'eu-west-1' }));
    await expect(outbox.send({ to: 'a@example.test', subject: 'S', text: 'T', html: 'H' })).rejects.toThrow('MessageRejected');
    ses.restore();
  });
});
