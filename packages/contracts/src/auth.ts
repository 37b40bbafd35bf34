import { z } from 'zod';
import { text } from './common';
import { LANGUAGES, USER_DOCUMENT } from './constants/auth';
import { CODE_PATTERN } from './constants/backoffice';

/** Auth, account and profile contracts. Messages are keys of MESSAGES. */

export const languageSchema = z.enum(LANGUAGES);

const email = text({ max: 254, required: 'emailRequired' })
  .pipe(z.email('emailInvalid'))
  .transform((v) => v.toLowerCase());

const password = z
  .string({ message: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .max(128, 'passwordTooLong');
const newPassword = z
  .string({ message: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(8, 'passwordTooShort')
  .max(128, 'passwordTooLong');

/** The captcha token travels as tokenGG (spec); optional in the schema, the captcha provider decides. */
const tokenGG = z.string().max(20_000, 'fieldTooLong').optional();

const phoneNumber = text({ max: 30 }).regex(/^[+0-9 ()-]*$/, 'phoneInvalid');
const phone = phoneNumber.optional().default('');

/** Fixed offsets as the web offers them ("UTC+07:00"), from UTC-14:00 to UTC+14:00. */
const FIXED_OFFSET = /^UTC[+-](0\d|1[0-4]):(00|30|45)$/;
/** An IANA zone name as the tz database spells it (Area/Location), so the engine's case folding is not relied on. */
const ZONE_NAME = /^[A-Z][A-Za-z_-]*(\/[A-Z][A-Za-z0-9_+-]*){1,2}$/;
let knownZones: Set<string> | undefined;

/**
 * A time zone the profile may hold: UTC, a fixed offset, or an IANA zone of the engine's tz data.
 * `Intl.supportedValuesOf` lists only ICU's canonical names (Node 20 lists Asia/Saigon, not
 * Asia/Ho_Chi_Minh), so a well-formed name the engine accepts as a zone counts too.
 */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC' || FIXED_OFFSET.test(value)) return true;
  knownZones ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  if (knownZones.has(value)) return true;
  if (!ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = text({ max: 64, required: 'fieldRequired' }).refine(
  isTimeZone,
  'timezoneInvalid',
);

export const loginBodySchema = z.object({ username: email, password, tokenGG });
export type LoginBody = z.input<typeof loginBodySchema>;

export const signupBodySchema = z
  .object({
    /** The user document, by id or by its code `user` (spec: "document = user collection id"). */
    document: z
      .union([z.string().max(64, 'fieldTooLong'), z.number()])
      .refine((v) => v === USER_DOCUMENT.code || v === USER_DOCUMENT.id, 'unknownDocument')
      .optional()
      .default(USER_DOCUMENT.code),
    username: email,
    password: newPassword,
    confirmPassword: z.string({ message: 'passwordRequired' }).max(128, 'passwordTooLong'),
    name: text({ max: 100, required: 'nameRequired' }),
    phone,
    tokenGG,
    /** The language the visitor reads the site in: the account's e-mails speak it from the start. */
    language: languageSchema.optional(),
    /**
     * The browser's zone, so a candle reads the same hour before and after signing in. A name this
     * server's zone data does not know becomes UTC rather than a refusal: the visitor never typed it
     * and the form has no field to correct it; the account page offers every zone.
     */
    timezone: z
      .string()
      .max(64, 'fieldTooLong')
      .optional()
      .transform((v) => (v !== undefined && isTimeZone(v) ? v : undefined)),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDoNotMatch',
  });
export type SignupBody = z.input<typeof signupBodySchema>;

export const verifyBodySchema = z.object({
  username: email,
  codeVerify: text({ max: 200, required: 'fieldRequired' }),
});
export const resendVerificationBodySchema = z.object({ username: email, tokenGG });

export const resetRequestBodySchema = z.object({ username: email, tokenGG });
export const resetPasswordBodySchema = z
  .object({
    token: text({ max: 200, required: 'fieldRequired', trim: false }),
    password: newPassword,
    confirmPassword: z.string({ message: 'passwordRequired' }).max(128, 'passwordTooLong'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDoNotMatch',
  });

export const changePasswordBodySchema = z
  .object({
    currentPassword: password,
    newPassword,
    confirmPassword: z.string({ message: 'passwordRequired' }).max(128, 'passwordTooLong'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDoNotMatch',
  });

/** The profile form and PUT /auth/profile (partial). */
export const profileSchema = z.object({
  displayName: text({ max: 100 }),
  phone: phoneNumber,
  language: languageSchema,
  /** IANA zone name or a fixed offset such as UTC+07:00. */
  timezone: timezoneSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileUpdateBodySchema = profileSchema.partial();
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** A menu entry: id, subheader, items (title, path, icon, service, urlDynamic, document, children). */
export interface MenuItem {
  title: string;
  /** The title in both languages (menus as data); `title` is the English one. */
  label?: { en: string; vi: string };
  path: string;
  icon?: string;
  service?: string;
  urlDynamic?: boolean;
  document?: string;
  children?: MenuItem[];
}
const menuLabelSchema = z.object({ en: z.string(), vi: z.string() });
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    label: menuLabelSchema.optional(),
    path: z.string(),
    icon: z.string().optional(),
    service: z.string().optional(),
    urlDynamic: z.boolean().optional(),
    document: z.string().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);
export const menuSectionSchema = z.object({
  id: z.string(),
  subheader: z.string(),
  /** The subheader in both languages (menus as data); `subheader` is the English one. */
  label: menuLabelSchema.optional(),
  items: z.array(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

/**
 * A role's code. Open: operators create roles in the back office, so any code of the
 * roles table is valid; ROLE_CODES lists the seeded ones, which plans and payments name.
 */
export const roleCodeSchema = z.string().trim().max(32, 'fieldTooLong').regex(CODE_PATTERN, 'invalidCode');

/** resource -> levels the role holds (constants/permissions `can` reads it; nothing implied added). */
export const grantsSchema = z.record(z.string(), z.array(z.number().int()).readonly());

export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  role: roleCodeSchema,
  displayName: z.string(),
  photoURL: z.string().nullable(),
  phone: z.string(),
  language: languageSchema,
  timezone: z.string(),
  verified: z.boolean(),
  menus: z.array(menuSectionSchema),
  /** The role's permissions, so the web asks `can()` exactly as the server's guards do. */
  grants: grantsSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  data: z.object({
    accessToken: z.string(),
    user: authUserSchema,
    /** No earlier sign-in of this account is on record: greeted "Welcome", not "Welcome back". */
    firstSignIn: z.boolean(),
  }),
});
export const userResponseSchema = z.object({ data: authUserSchema });
/**
 * GET /auth/captcha: ALTCHA's signed challenge exactly as altcha-lib writes it (the signature covers
 * its parameters, so the answer passes every field through), or `{ provider }` when the provider
 * ('off', 'recaptcha') has no challenge to solve.
 */
export const captchaChallengeResponseSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export const messageResponseSchema = z.object({ data: z.object({ message: z.string(), key: z.string() }) });

/** Success of PUT /auth/profile: the updated user plus the 'Update success' message. */
export const profileUpdateResponseSchema = z.object({
  data: authUserSchema,
  message: z.string(),
  key: z.string(),
});
/** The stored profile as it is: a value saved before a rule tightened must still read back. */
export const profileResponseSchema = z.object({
  data: z.object({
    displayName: z.string(),
    phone: z.string(),
    language: languageSchema,
    timezone: z.string(),
  }),
});

/** One of the caller's own sessions (GET /auth/sessions); `current` marks the one making the call. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  /** How the session signed in: 'password', 'passkey' (a provider's id for a provider's sign-in). */
  method: z.string(),
  current: z.boolean(),
  /** Providers the session linked to the account or unlinked from it, oldest first. */
  events: z.array(z.object({ kind: z.enum(['link', 'unlink']), method: z.string(), at: z.number().int() })),
});
export type SessionEventKind = 'link' | 'unlink';
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListResponseSchema = z.object({ data: z.array(sessionInfoSchema) });
