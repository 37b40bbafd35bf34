import crypto from 'node:crypto';
import type { contactBodySchema, pageViewBodySchema } from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import { queueMail } from '../../platform/mail/mail.jobs';
import { authenticateToken } from '../auth';
import * as repo from './site.repository';

/** Every route load of the web app records one view; generous, but a script cannot flood the table. */
export const PAGE_VIEW_LIMIT = { limit: 120, windowMs: 60_000 };
/** A person writes a few messages an hour at most; more is a spammer. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 3600_000 };

type PageView = z.output<typeof pageViewBodySchema>;
type Contact = z.output<typeof contactBodySchema>;

export async function recordPageView(
  deps: AppDeps,
  input: PageView,
  origin: { ip: string; token?: string },
): Promise<void> {
  await deps.rateLimiter.hit(`page-view:${origin.ip}`, PAGE_VIEW_LIMIT.limit, PAGE_VIEW_LIMIT.windowMs);
  // The token is optional and only attributes the view: an expired or wrong one still counts the view, anonymously.
  const user = origin.token ? await authenticateToken(deps, origin.token).catch(() => null) : null;
  await repo.insertPageView(deps.db, {
    id: crypto.randomUUID(),
    path: input.path,
    title: input.title,
    referrer: input.referrer,
    language: input.language,
    user_id: user?.id ?? null,
    created_at: deps.clock.now(),
  });
}

/**
 * Stores the message (nothing is lost if mail is down) and mails it through the job queue to
 * CONTACT_EMAIL, or to the administrator when no public mailbox is set (their address is used, never
 * published). Name and subject are one line each (the contracts' text schema refuses CR/LF), so
 * they cannot forge lines of this mail; the message follows a blank line as the body.
 */
export async function submitContact(deps: AppDeps, input: Contact, origin: { ip: string }): Promise<void> {
  // Counted before the captcha so a bot cannot grind captcha attempts for free.
  await deps.rateLimiter.hit(`contact:${origin.ip}`, CONTACT_LIMIT.limit, CONTACT_LIMIT.windowMs);
  await deps.captcha.verify(input.tokenGG, 'contact', origin.ip);
  const now = deps.clock.now();
  await repo.insertContactMessage(deps.db, {
    id: crypto.randomUUID(),
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    ip: origin.ip.slice(0, 64),
    created_at: now,
  });
  await queueMail(deps, {
    to: deps.config.contactEmail ?? deps.config.admin.email,
    subject: `[${deps.config.siteName}] Contact: ${input.subject || input.name}`.slice(0, 300),
    text: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject || '-'}`,
      `Received: ${new Date(now).toISOString()} from ${origin.ip}`,
      '',
      input.message,
    ].join('\n'),
  });
}
