import crypto from 'node:crypto';
import type { PasskeyInfo } from '@bitdata/contracts';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { findUserById } from '../auth.repository';
import { type AuthContext, type LoginResult, type RequestOrigin, signIn } from '../auth.service';
import { admitPasskeyLogin } from '../login-throttle';
import { listUserIdentities } from '../oauth/oauth.repository';
import * as repo from './passkeys.repository';
import { relyingPartyOf } from './relying-party';

let webauthn: Promise<typeof import('@simplewebauthn/server')> | undefined;
/**
 * The WebAuthn library with its certificate parsers, loaded at the first ceremony rather than at every
 * start (about a quarter of a second of it).
 */
const loadWebauthn = () => {
  webauthn ??= import('@simplewebauthn/server');
  return webauthn;
};

/** A ceremony's challenge is answered within this, or asked for again. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Sign-in options a login screen may ask per sign-in: one for the browser's autofill when the page
 * opens, one for the button, one for a retry. Each stores a challenge, so they are counted per
 * address, on a budget of their own that leaves the password attempts untouched.
 */
const OPTIONS_PER_SIGN_IN = 3;

const infoOf = (row: repo.PasskeyRow): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  backedUp: row.backed_up === 1,
});

const transportsOf = (row: repo.PasskeyRow): AuthenticatorTransportFuture[] =>
  JSON.parse(row.transports) as AuthenticatorTransportFuture[];

/** The WebAuthn user handle of an account: its id, never the e-mail (the handle is stored on the device). */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/**
 * Why the library refused, for the log: its messages quote the challenge and the values it compared,
 * which stay out of the log like any token.
 */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/"[^"]*"/g, '"…"').slice(0, 300);

async function storeChallenge(
  deps: AppDeps,
  purpose: repo.ChallengePurpose,
  userId: string | null,
  challenge: string,
): Promise<string> {
  const now = deps.clock.now();
  // Abandoned ceremonies leave their challenge behind; each new one clears the expired.
  await repo.deleteExpiredChallenges(deps.db, now);
  const id = crypto.randomBytes(24).toString('base64url');
  await repo.insertChallenge(deps.db, {
    id,
    purpose,
    user_id: userId,
    challenge,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  return id;
}

/** Options for navigator.credentials.create(): a discoverable, user-verified credential for the caller. */
export async function registrationOptions(deps: AppDeps, auth: AuthContext) {
  const rp = relyingPartyOf(deps.config);
  const { user } = auth;
  const existing = await repo.listUserPasskeys(deps.db, user.id);
  const options = await (await loadWebauthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.display_name || user.name,
    userID: userHandleOf(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator is not registered twice on the account.
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(deps, 'register', user.id, options.challenge);
  return { challengeId, options: { ...options } };
}

/**
 * Stores the passkey the browser made for the caller's challenge, once the library has checked the
 * attestation: the challenge, the origin and RP ID of PUBLIC_URL, user presence and verification.
 */
export async function registerPasskey(
  deps: AppDeps,
  auth: AuthContext,
  input: { challengeId: string; name: string; credential: unknown },
): Promise<PasskeyInfo> {
  const now = deps.clock.now();
  const challenge = await repo.spendChallenge(deps.db, input.challengeId, 'register', now);
  if (!challenge || challenge.user_id !== auth.user.id)
    throw AppError.of('BAD_REQUEST', 'passkeyChallengeExpired');
  const rp = relyingPartyOf(deps.config);
  const refused = (error: unknown) => {
    deps.logger.warn({ userId: auth.user.id, reason: reasonOf(error) }, 'passkey registration refused');
    return AppError.of('BAD_REQUEST', 'passkeyRefused');
  };
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await (await loadWebauthn()).verifyRegistrationResponse({
      // The contracts checked its shape; the library checks every part of its content.
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    throw refused(error);
  }
  if (!verification.verified) throw refused('not verified');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const row: repo.PasskeyRow = {
    id: crypto.randomUUID(),
    user_id: auth.user.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    name: input.name,
    backed_up: credentialBackedUp ? 1 : 0,
    created_at: now,
    last_used_at: null,
  };
  if (!(await repo.insertPasskey(deps.db, row))) throw AppError.of('CONFLICT', 'passkeyAlreadyRegistered');
  return infoOf(row);
}

/**
 * Options for navigator.credentials.get() with no credential named: the browser offers whichever of
 * this site's passkeys it holds (discoverable credentials), in a dialog or as the form's autofill.
 */
export async function loginOptions(deps: AppDeps, origin: RequestOrigin) {
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(
    `passkey-options:ip:${origin.ip}`,
    loginRateLimit * OPTIONS_PER_SIGN_IN,
    loginRateWindowMs,
  );
  const rp = relyingPartyOf(deps.config);
  const options = await (await loadWebauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  const challengeId = await storeChallenge(deps, 'login', null, options.challenge);
  return { challengeId, options: { ...options } };
}

/**
 * Signs in with a passkey's answer to one of our challenges. The library checks the signature over
 * the challenge we stored, the origin and RP ID of PUBLIC_URL, user verification and that the
 * signature counter went forward; the session is opened exactly as a password sign-in's.
 */
export async function passkeyLogin(
  deps: AppDeps,
  input: { challengeId: string; credential: { id: string; response: { userHandle?: string } } },
  origin: RequestOrigin,
): Promise<LoginResult> {
  await admitPasskeyLogin(deps, origin.ip);
  const now = deps.clock.now();
  const challenge = await repo.spendChallenge(deps.db, input.challengeId, 'login', now);
  if (!challenge) throw AppError.of('BAD_REQUEST', 'passkeyChallengeExpired');
  const passkey = await repo.findPasskeyByCredential(deps.db, input.credential.id);
  const userHandle = input.credential.response.userHandle;
  // The handle the authenticator returns names the account the credential was made for.
  const ownerMatches =
    passkey !== undefined &&
    (userHandle === undefined || Buffer.from(userHandle, 'base64url').toString('utf8') === passkey.user_id);
  if (!passkey || !ownerMatches) {
    deps.logger.warn(
      { ip: origin.ip, known: passkey !== undefined },
      'passkey sign-in with an unknown passkey',
    );
    throw AppError.of('INVALID_CREDENTIALS', 'passkeyNotRecognised');
  }
  const rp = relyingPartyOf(deps.config);
  const refused = (error: unknown) => {
    deps.logger.warn(
      { passkeyId: passkey.id, userId: passkey.user_id, ip: origin.ip, reason: reasonOf(error) },
      'passkey sign-in refused',
    );
    return AppError.of('INVALID_CREDENTIALS', 'passkeyRefused');
  };
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await (await loadWebauthn()).verifyAuthenticationResponse({
      // The contracts checked its shape; the library checks every part of its content.
      response: input.credential as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw refused(error);
  }
  if (!verification.verified) throw refused('not verified');
  const used = await repo.recordPasskeyUse(deps.db, passkey.id, {
    previous: Number(passkey.counter),
    counter: verification.authenticationInfo.newCounter,
    backedUp: verification.authenticationInfo.credentialBackedUp,
    at: now,
  });
  // Another sign-in with the same signature count got there first: one of the two is a replay.
  if (!used) throw refused('counter already used');
  const user = await findUserById(deps.db, passkey.user_id);
  if (!user) throw AppError.of('INVALID_CREDENTIALS', 'passkeyNotRecognised');
  return signIn(deps, user, origin, 'passkey');
}

export async function listPasskeys(deps: AppDeps, auth: AuthContext): Promise<PasskeyInfo[]> {
  return (await repo.listUserPasskeys(deps.db, auth.user.id)).map(infoOf);
}

/**
 * Removes one of the caller's passkeys. The account keeps at least one way to sign in: its last
 * passkey goes only while it has a password or a linked provider.
 */
export async function removePasskey(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  const passkeys = await repo.listUserPasskeys(deps.db, auth.user.id);
  if (!passkeys.some((p) => p.id === id)) throw AppError.of('NOT_FOUND', 'passkeyNotFound');
  const hasPassword = auth.user.password_hash !== '';
  const providers = (await listUserIdentities(deps.db, auth.user.id)).length;
  if (!hasPassword && providers === 0 && passkeys.length <= 1)
    throw AppError.of('CONFLICT', 'lastSignInMethod');
  if (!(await repo.deleteUserPasskey(deps.db, auth.user.id, id)))
    throw AppError.of('NOT_FOUND', 'passkeyNotFound');
}
