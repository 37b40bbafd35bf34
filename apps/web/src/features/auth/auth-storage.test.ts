import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render';
import {
  clearSession,
  purgeExpiredEntries,
  restoreSession,
  saveSession,
  TOKEN_KEY,
  USER_KEY,
  USER_TTL_MS,
} from './auth-storage';

const DAY = 24 * 60 * 60 * 1000;

describe('stored session', () => {
  it('keeps the user for one day', () => {
    expect(USER_TTL_MS).toBe(DAY);
  });

  it('restores token and user while the entries are fresh', () => {
    const now = 1_700_000_000_000;
    saveSession({ accessToken: 't1', user: testUser() }, true, now);
    const stored = JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}');
    expect(stored.expiry).toBe(now + DAY);
    expect(restoreSession(now + DAY - 1)).toEqual({ accessToken: 't1', user: testUser() });
  });

  it('removes an expired user entry and the token with it', () => {
    const now = 1_700_000_000_000;
    saveSession({ accessToken: 't1', user: testUser() }, true, now);
    expect(restoreSession(now + DAY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is signed out when the user entry has no expiry or no value', () => {
    window.localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: 't', expiry: Date.now() + DAY }));
    window.localStorage.setItem(USER_KEY, JSON.stringify({ value: testUser() }));
    expect(restoreSession()).toBeNull();
    window.localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: 't', expiry: Date.now() + DAY }));
    window.localStorage.setItem(USER_KEY, JSON.stringify({ value: null, expiry: Date.now() + DAY }));
    expect(restoreSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats unreadable entries as signed out', () => {
    window.localStorage.setItem(TOKEN_KEY, '{not json');
    window.localStorage.setItem(USER_KEY, 'garbage');
    expect(restoreSession()).toBeNull();
  });

  it('keeps a session without "Remember me" in session storage only', () => {
    saveSession({ accessToken: 't2', user: testUser() }, false);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(restoreSession()?.accessToken).toBe('t2');
  });

  it('purges expired entries on load, and the token when the user entry expired', () => {
    const now = 1_700_000_000_000;
    saveSession({ accessToken: 't1', user: testUser() }, true, now);
    // The token itself is still valid here; the rule removes it because its user entry expired.
    window.localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: 't1', expiry: now + 10 * DAY }));
    window.localStorage.setItem(
      'apiCache:/news',
      JSON.stringify({ value: { status: 200 }, expiry: now + 1 }),
    );
    window.localStorage.setItem('themeMode', 'dark');
    const removed = purgeExpiredEntries(now + DAY + 1);
    expect(removed.sort()).toEqual(['apiCache:/news', USER_KEY].sort());
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem('themeMode')).toBe('dark');
  });

  it('clears everything on logout', () => {
    saveSession({ accessToken: 't1', user: testUser() }, true);
    clearSession();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  });
});
