import { readOutbox, type TestApp } from '../../../test/harness';
import { mailText } from '../../../test/mail-text';

/** The distinct links of the outbox mails that match `pattern`, oldest first, after the mail jobs ran. */
export async function linksFromOutbox(t: TestApp, pattern: RegExp): Promise<string[]> {
  await t.deps.jobs.drain();
  const links: string[] = [];
  for (const mail of readOutbox(t.dataDir)) {
    for (const match of mailText(mail).matchAll(new RegExp(pattern.source, 'g'))) {
      // Each mail carries its link in the text part and twice in the HTML part.
      if (!links.includes(match[0])) links.push(match[0]);
    }
  }
  return links;
}

export const VERIFY_LINK = /http:\/\/localhost:3000\/core\/auth\/verify\/account\/[^/\s"<]+\/[A-Za-z0-9_-]+/;
export const RESET_LINK = /http:\/\/localhost:3000\/auth\/reset-password\?token=[A-Za-z0-9_-]+/;

/** username and code of a verification link. */
export function parseVerifyLink(link: string): { username: string; codeVerify: string } {
  const parts = new URL(link).pathname.split('/');
  return { username: decodeURIComponent(parts[parts.length - 2]), codeVerify: parts[parts.length - 1] };
}

export const PASSWORD = 'correct-horse-battery';

export async function signup(t: TestApp, username: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/core/auth/signupV1',
    payload: {
      document: 'user',
      username,
      password,
      confirmPassword: password,
      name: 'Trader Nguyễn',
      phone: '+84 912 345 678',
    },
  });
}

/** Signs up and verifies through the mailed link; returns nothing, the account can log in. */
export async function signupVerified(t: TestApp, username: string, password = PASSWORD): Promise<void> {
  const res = await signup(t, username, password);
  if (res.statusCode !== 201) throw new Error(`signup answered ${res.statusCode}: ${res.body}`);
  // the mail is a job: drained queues may still be relaying it (a second instance, Redis under load),
  // so the outbox is read until the link is there
  const deadline = Date.now() + 15_000;
  let link: { username: string; codeVerify: string } | undefined;
  for (;;) {
    const links = await linksFromOutbox(t, VERIFY_LINK);
    link = links
      .map(parseVerifyLink)
      .reverse()
      .find((l) => l.username === username);
    if (link || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no verification link for ${username}`);
  const verified = await t.app.inject({ method: 'POST', url: '/api/core/auth/verify', payload: link });
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
}

export async function login(t: TestApp, username: string, password = PASSWORD, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/core/auth/loginV1',
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function tokenOf(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const res = await login(t, username, password);
  if (res.statusCode !== 201) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return res.json().data.accessToken as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
