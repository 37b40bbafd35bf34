import { z } from 'zod';
import { dataOf, text } from './common';

/**
 * Sign-in methods besides the password: the providers a visitor may sign in with, and passkeys
 * (WebAuthn). The browser's half of a ceremony is the WebAuthn JSON the browser library writes;
 * its binary parts travel base64url-encoded, as the WebAuthn spec's JSON forms say.
 */

/** Base64url text of a WebAuthn binary (an attestation object stays well under this). */
const base64url = (max: number) =>
  z
    .string({ message: 'fieldRequired' })
    .min(1, 'fieldRequired')
    .max(max, 'fieldTooLong')
    .regex(/^[A-Za-z0-9_-]*$/, 'invalidValue');

/** The server's handle on a ceremony's challenge (kept server-side, spent by the answer). */
const challengeId = z.string({ message: 'fieldRequired' }).min(1, 'fieldRequired').max(64, 'fieldTooLong');

export const signInProviderSchema = z.object({ id: z.string(), name: z.string() });
/** GET /auth/providers: the sign-in methods this server offers besides the password. */
export const signInProvidersResponseSchema = dataOf(
  z.object({ providers: z.array(signInProviderSchema), passkeys: z.boolean() }),
);
export type SignInProviders = z.infer<typeof signInProvidersResponseSchema>['data'];

/**
 * The options of a ceremony as the server library writes them (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): passed to the browser untouched, so
 * every top-level member is kept, those named here included (the named ones hold nothing more).
 */
const creationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
});
const requestOptionsSchema = z.looseObject({ challenge: z.string(), rpId: z.string().optional() });

export const passkeyRegisterOptionsResponseSchema = dataOf(
  z.object({ challengeId: z.string(), options: creationOptionsSchema }),
);
export const passkeyLoginOptionsResponseSchema = dataOf(
  z.object({ challengeId: z.string(), options: requestOptionsSchema }),
);

const credentialFields = {
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key', 'invalidValue'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** The browser's answer to navigator.credentials.create(), as JSON (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(40_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** The browser's answer to navigator.credentials.get(), as JSON (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(4_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyNameSchema = text({ max: 60, required: 'passkeyNameRequired' });

export const passkeyRegisterBodySchema = z.object({
  challengeId,
  /** What the member calls it ("Work laptop"), shown on the account page. */
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBodySchema>;

export const passkeyLoginBodySchema = z.object({ challengeId, credential: authenticationCredentialSchema });
export type PasskeyLoginBody = z.input<typeof passkeyLoginBodySchema>;

/** One of the member's passkeys (times in ms); `backedUp`: synced by its provider to other devices. */
export const passkeyInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  backedUp: z.boolean(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;
export const passkeyResponseSchema = dataOf(passkeyInfoSchema);
export const passkeyListResponseSchema = dataOf(z.array(passkeyInfoSchema));
export const passkeyParamsSchema = z.object({ id: z.string().max(64, 'fieldTooLong') });
