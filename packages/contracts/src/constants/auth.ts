/** Languages of the product; Vietnamese is the fallback of the spec, English the key source. */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The seeded roles: member (base), the paid tiers basic, midium, premium, then staff. */
export const ROLE_CODES = ['operator', 'administrator', 'member', 'basic', 'midium', 'premium'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/**
 * The document (record type) user accounts belong to. Its id is fixed so clients may send either
 * form, and the back office's document list uses the same id for it.
 */
export const USER_DOCUMENT = { id: '6f1c2a8e-0d4b-4c55-9a37-2b7e5d1c0a01', code: 'user' } as const;
