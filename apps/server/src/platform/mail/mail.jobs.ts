import { z } from 'zod';
import type { ManagedJobQueue } from '../jobs/job-registry';
import type { JobQueue, Mailer, MailMessage } from '../ports';

export const MAIL_SEND_JOB = 'mail.send';

export const mailSendPayloadSchema = z.object({
  to: z.email().max(254),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(200_000),
  html: z.string().max(500_000).optional(),
});

/**
 * Registers 'mail.send'. A mail server that hiccups gets retried with backoff (attempts 1s, 2s,
 * 4s ... apart) instead of losing a verification or reset e-mail.
 */
export function registerMailJobs(deps: { jobs: ManagedJobQueue; mailer: Mailer }): void {
  deps.jobs.register({
    name: MAIL_SEND_JOB,
    schema: mailSendPayloadSchema,
    maxAttempts: 8,
    handler: (payload) => deps.mailer.send(payload),
  });
}

/** How services send mail: queued, so the request does not wait for SMTP and failures are retried. */
export function queueMail(deps: { jobs: JobQueue }, message: MailMessage): Promise<string> {
  return deps.jobs.enqueue(MAIL_SEND_JOB, message);
}
