import type { ManagedJobQueue } from '../jobs/job-definition';
import type { Mailer } from '../ports';
import { sendMail } from './mail.jobs';

/** Sends each queued mail through the process's mailer (SMTP, or the outbox folder without SMTP_URL). */
export function registerMailJobs(deps: { jobs: ManagedJobQueue; mailer: Mailer }): void {
  deps.jobs.handle(sendMail, (message) => deps.mailer.send(message));
}
