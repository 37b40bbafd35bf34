import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { PasskeyBrowserError, passkeysSupported } from './passkey-support';
import { type PasskeyItem, type PasskeyLoginAnswer, passkeysApi } from './passkeys.api';

/**
 * The browser's half of the passkey ceremonies (WebAuthn through @simplewebauthn/browser): the
 * server's options go to navigator.credentials, its answer back to the server with the challenge's id.
 */

/** The member closed the dialog or it timed out, or another ceremony replaced this one. */
const CANCELLED = new Set(['NotAllowedError', 'AbortError']);

function browserError(error: unknown): unknown {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return new PasskeyBrowserError('auth.passkey.cancelled');
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return new PasskeyBrowserError('auth.passkey.alreadyOnDevice');
    if (error.name && CANCELLED.has(error.name)) return new PasskeyBrowserError('auth.passkey.cancelled');
    return new PasskeyBrowserError('auth.passkey.failed');
  }
  if (error instanceof Error && CANCELLED.has(error.name))
    return new PasskeyBrowserError('auth.passkey.cancelled');
  return error;
}

/** The credentials as plain JSON objects, the shape the contracts declare (the library's are interfaces). */
const registrationJson = (c: RegistrationResponseJSON) => ({
  ...c,
  clientExtensionResults: { ...c.clientExtensionResults },
  response: { ...c.response },
});
const authenticationJson = (c: AuthenticationResponseJSON) => ({
  ...c,
  clientExtensionResults: { ...c.clientExtensionResults },
  response: { ...c.response },
});

/** Ends a ceremony still waiting (the autofill offer of a login screen being left). */
export const cancelPasskeyCeremony = (): void => WebAuthnAbortService.cancelCeremony();

/** Makes a passkey on this device for the signed-in member and stores it under `name`. */
export async function addPasskey(name: string): Promise<PasskeyItem> {
  if (!passkeysSupported()) throw new PasskeyBrowserError('auth.passkey.unsupported');
  const { challengeId, options } = await passkeysApi.registerOptions();
  let credential: RegistrationResponseJSON;
  try {
    // the server library wrote these options; the contracts keep every member of them
    credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw browserError(error);
  }
  return passkeysApi.register({ challengeId, name, credential: registrationJson(credential) });
}

/**
 * Signs in with one of this site's passkeys the browser holds. `autofill`: offered among the e-mail
 * field's suggestions (conditional mediation), waiting until the member picks one; resolves null
 * where the browser has no such autofill.
 */
export async function signInWithPasskey(autofill = false): Promise<PasskeyLoginAnswer | null> {
  if (autofill ? !(await browserSupportsWebAuthnAutofill()) : !passkeysSupported()) {
    if (autofill) return null;
    throw new PasskeyBrowserError('auth.passkey.unsupported');
  }
  const { challengeId, options } = await passkeysApi.loginOptions();
  let credential: AuthenticationResponseJSON;
  try {
    credential = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw browserError(error);
  }
  return passkeysApi.login({ challengeId, credential: authenticationJson(credential) });
}
