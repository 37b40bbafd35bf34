/**
 * What every screen may ask of passkeys without loading the WebAuthn library: whether this browser
 * has them, and the error a ceremony ends with. The library (passkey-ceremony.ts) is loaded when a
 * ceremony starts, so it is no part of the pages a visitor opens first.
 */

/** A refusal of the browser or the authenticator, with the i18n key of what to tell the member. */
export class PasskeyBrowserError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'PasskeyBrowserError';
  }
}

/** Whether this browser offers WebAuthn: the test @simplewebauthn/browser makes, without the library. */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential === 'function';
