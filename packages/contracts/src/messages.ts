/**
 * Message keys shared by server and web. Schemas carry the key as their zod message; the server
 * answers with the key and its English text, the web translates the key (i18n `messages.*`).
 * English wording follows the product spec word for word where the spec gives it.
 */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  phoneInvalid: 'Phone number is not valid',
  fieldRequired: 'This field is required',
  fieldTooLong: 'This value is too long',
  invalidValue: 'This value is not valid',
  unknownDocument: 'Unknown document: accounts can only be created in the user document',
  captchaNotReady: 'Execute recaptcha not yet available',
  captchaFailed: 'The captcha check failed. Please try again',
  unknownError: 'Unknown error. Please contact Admin',
  accountVerified: 'Your account has been verified. You can now sign in',
  verifyFailed: 'The account does not exist or You have already authenticated',
  noChanges: 'There are no changes to the form',
  loginSuccess: 'Login success',
  updateSuccess: 'Update success',
  registerSuccess:
    'Your account has been created. Please check your e-mail (and the spam folder) for the verification link',
  paymentCheck: 'The system will check your transaction before completing the payment.',
  statisticBusy:
    'You have 1 data that is being calculated statistically. You must wait for it to complete before continuing',
  statisticNotReady: 'The data has not been calculated yet!',
  invalidCredentials: 'The e-mail or password is incorrect',
  accountNotVerified: 'Your account is not verified yet. Please open the link in the verification e-mail',
  verificationSent: 'If the account exists and is not verified, a new verification e-mail has been sent',
  resetRequested: 'If an account exists for this e-mail, a password reset link has been sent',
  contactSent: 'Thank you for your message. We will get back to you soon',
  resetTokenInvalid: 'The password reset link is invalid or has expired',
  passwordChanged: 'Your password has been changed',
  currentPasswordWrong: 'The current password is incorrect',
  accountExists: 'An account with this e-mail already exists',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again',
  badRequest: 'The request is not valid',
  payloadTooLarge: 'The request is too large',
  badTransport: 'The request could not be decoded',
  staleRequest: 'The request timestamp is missing or too old',
  replayedRequest: 'This request was already received. Please try again',
  badVerifyKey: 'The request verification key is missing or wrong',
  invalidCharacters: 'This value contains characters that are not allowed',
  timezoneInvalid: 'Choose a time zone from the list',
  filterLimitReached: 'Your plan allows no more filters. Upgrade your plan to add more',
  intervalNotInPlan: 'Your plan does not include this interval. Upgrade your plan to use it',
  conditionListInvalid: 'The conditions must be a list',
  conditionListEmpty: 'A filter needs at least one condition',
  conditionListTooLong: 'A filter has at most 20 conditions',
  conditionInvalid: 'A condition needs a field, an operator and a value',
  conditionGroupInvalid: 'An "any of" group holds 1 to 10 conditions',
  conditionUnknownField: 'Unknown field',
  conditionUnknownInterval: 'Unknown interval',
  conditionUnknownOperator: 'Unknown operator',
  conditionOperatorNotAllowed: 'This operator does not apply to this field',
  conditionInvalidValue: 'This value does not fit the field',
  conditionUnknownPattern: 'Unknown candle pattern',
  conditionIncompatibleField: 'These two fields cannot be compared',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const messageText = (key: string): string =>
  (MESSAGES as Record<string, string>)[key] ?? MESSAGES.invalidValue;
