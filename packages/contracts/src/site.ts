import { z } from 'zod';
import { text } from './common';

/** POST /api/{prefix}/analytics/page-view: every route load records one (public, rate-limited). */
export const pageViewBodySchema = z.object({
  path: text({ max: 500, required: 'fieldRequired', trim: false }),
  title: text({ max: 300, trim: false }).optional().default(''),
  referrer: text({ max: 500, trim: false }).optional().default(''),
  language: text({ max: 10, trim: false }).optional().default(''),
});
export type PageViewBody = z.input<typeof pageViewBodySchema>;

/** POST /api/{prefix}/contact: the public contact form (validated, rate-limited, stored, mailed). */
export const contactBodySchema = z.object({
  name: text({ max: 100, required: 'nameRequired' }),
  email: text({ max: 254, required: 'emailRequired' }).pipe(z.email('emailInvalid')),
  subject: text({ max: 200 }).optional().default(''),
  /** The only multi-line field: line breaks and tabs are kept. */
  message: text({ max: 5000, required: 'fieldRequired', multiline: true }),
  tokenGG: z.string().max(20_000).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;
