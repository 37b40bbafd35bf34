import { describe, expect, it } from 'vitest';
import { loginBodySchema, profileUpdateBodySchema, signupBodySchema } from './auth';
import { USER_DOCUMENT } from './constants/auth';
import { MESSAGES } from './messages';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('auth contracts', () => {
  it('reports a missing e-mail with the spec message key', () => {
    const r = loginBodySchema.safeParse({ username: '', password: 'x' });
    expect(issuesOf(r)).toContain('username:emailRequired');
    expect(MESSAGES.emailRequired).toBe('Email is required');
  });

  it('reports an invalid e-mail with the spec message key', () => {
    const r = loginBodySchema.safeParse({ username: 'not-an-email', password: 'x' });
    expect(issuesOf(r)).toContain('username:emailInvalid');
    expect(MESSAGES.emailInvalid).toBe('Email must be a valid email address');
  });

  it('reports a missing password', () => {
    expect(issuesOf(loginBodySchema.safeParse({ username: 'a@b.co', password: '' }))).toContain(
      'password:passwordRequired',
    );
  });

  it('rejects operator objects in place of strings', () => {
    expect(loginBodySchema.safeParse({ username: { $gt: '' }, password: { $gt: '' } }).success).toBe(false);
  });

  it('normalises the e-mail to lower case', () => {
    const r = loginBodySchema.parse({ username: ' Trader@Example.COM ', password: 'x' });
    expect(r.username).toBe('trader@example.com');
  });

  it('requires matching passwords on signup', () => {
    const r = signupBodySchema.safeParse({
      username: 'a@b.co',
      password: 'long-enough-1',
      confirmPassword: 'different-1',
      name: 'An',
    });
    expect(issuesOf(r)).toContain('confirmPassword:passwordsDoNotMatch');
  });

  it('defaults the signup document to the user document', () => {
    const r = signupBodySchema.parse({
      username: 'a@b.co',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      name: 'An',
    });
    expect(r.document).toBe('user');
    expect(r.phone).toBe('');
  });

  it('takes the user document by code or by id and refuses any other document', () => {
    const base = {
      username: 'a@b.co',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      name: 'An',
    };
    expect(signupBodySchema.safeParse({ ...base, document: 'user' }).success).toBe(true);
    expect(signupBodySchema.safeParse({ ...base, document: USER_DOCUMENT.id }).success).toBe(true);
    for (const document of ['news', 'role', 42, '']) {
      expect(issuesOf(signupBodySchema.safeParse({ ...base, document }))).toContain(
        'document:unknownDocument',
      );
    }
  });

  it('accepts a partial profile update and rejects an unknown language', () => {
    expect(profileUpdateBodySchema.safeParse({ displayName: 'Minh' }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
