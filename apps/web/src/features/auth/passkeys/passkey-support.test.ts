import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeysSupported } from './passkey-support';

describe('passkeysSupported', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true where the browser has WebAuthn, false where it has not', () => {
    expect(passkeysSupported()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
    expect(passkeysSupported()).toBe(true);
  });
});
