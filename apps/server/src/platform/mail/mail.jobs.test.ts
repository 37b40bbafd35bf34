import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type TestDatabase } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { systemClock } from '../clock';
import { createDbQueue } from '../jobs/db-queue';
import type { Mailer, MailMessage } from '../ports';
import { registerMailJobs } from './mail.handlers';
import { queueMail } from './mail.jobs';

const logger = pino({ level: 'silent' });
let test: TestDatabase | undefined;
afterAll(async () => {
  await test?.drop();
});

describe('mail.send job', () => {
  it('retries a send the mail server refused and delivers it on a later attempt', async () => {
    test = await createMigratedDatabase();
    const delivered: MailMessage[] = [];
    let attempts = 0;
    const mailer: Mailer = {
      async send(message) {
        attempts += 1;
        if (attempts < 3) throw new Error('421 try again later');
        delivered.push(message);
      },
      status: async () => ({ status: 'ok' }),
    };
    const jobs = createDbQueue({
      db: test.handle.db,
      dialect: test.handle.dialect,
      logger,
      clock: systemClock,
      pollMs: 20,
      backoffMs: 20,
    });
    registerMailJobs({ jobs, mailer });
    await jobs.start();
    const id = await queueMail({ jobs }, { to: 'an@example.com', subject: 'Hi', text: 'hello' });
    await waitFor(() => delivered.length === 1, 'the mail to be delivered');
    expect(delivered[0]).toEqual({ to: 'an@example.com', subject: 'Hi', text: 'hello' });
    // the job is marked done after its handler returns: on a loaded machine that write comes later
    const job = await waitFor(async () => {
      const j = await jobs.inspect(id);
      return j?.status === 'running' ? null : j;
    }, 'the job to finish');
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    await expect(queueMail({ jobs }, { to: 'not an address', subject: 'Hi', text: 'x' })).rejects.toThrow(
      /Invalid payload/,
    );
    await jobs.stop();
  });
});
