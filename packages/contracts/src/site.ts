import { z } from 'zod';

/** POST /api/{prefix}/analytics/page-view: every route load records one (public, rate-limited). */
export const pageViewBodySchema = z.object({
  path: z.string().min(1).max(500),
  title: z.string().max(300).optional().default(''),
  referrer: z.string().max(500).optional().default(''),
  language: z.string().max(10).optional().default(''),
});
export type PageViewBody = z.input<typeof pageViewBodySchema>;

/** POST /api/{prefix}/contact: the public contact form (validated, rate-limited, stored, mailed). */
export const contactBodySchema = z.object({
  name: z.string({ message: 'nameRequired' }).trim().min(1, 'nameRequired').max(100, 'fieldTooLong'),
  email: z
    .string({ message: 'emailRequired' })
    .trim()
    .min(1, 'emailRequired')
    .max(254, 'fieldTooLong')
    .pipe(z.email('emailInvalid')),
  subject: z.string().trim().max(200, 'fieldTooLong').optional().default(''),
  message: z.string({ message: 'fieldRequired' }).trim().min(1, 'fieldRequired').max(5000, 'fieldTooLong'),
  tokenGG: z.string().max(20_000).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;
