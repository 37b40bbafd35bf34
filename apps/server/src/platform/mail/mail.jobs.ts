import { z } from 'zod';
import { defineJob, type JobQueue, type JobTransaction } from '../jobs/job-definition';
import type { MailMessage } from '../ports';

export const mailSendPayloadSchema = z.object({
  to: z.email().max(254),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(200_000),
  html: z.string().max(500_000).optional(),
});

/**
 * One e-mail to send. A mail server that hiccups gets retried with backoff (attempts 2 s, 4 s, 8 s
 * ... apart) instead of losing a verification or reset e-mail.
 */
export const sendMail = defineJob({
  name: 'mail.send',
  queue: 'mail',
  schema: mailSendPayloadSchema,
  maxAttempts: 8,
});

/** How services send mail: queued, so the request does not wait for SMTP and failures are retried. */
export function queueMail(deps: { jobs: JobQueue }, message: MailMessage): Promise<string> {
  return deps.jobs.enqueue(sendMail, message);
}

/** The same, written in the caller's transaction: the mail exists if and only if the rest commits. */
export function queueMailInTransaction(
  deps: { jobs: JobQueue },
  trx: JobTransaction,
  message: MailMessage,
): Promise<string> {
  return deps.jobs.enqueueInTransaction(trx, sendMail, message);
}
