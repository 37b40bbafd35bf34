import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';

// CI machines are small and busy: a query that waits for the next render gets 5 s, not the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en', { en, vi });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
