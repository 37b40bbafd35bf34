import { z } from 'zod';

/**
 * Every refusal and failure of the server answers `{ error }`: a stable code, the English text, the
 * message key pages translate, the details of the refusal (field issues of a validation error, the
 * wait of a rate limit) and the id the server logged the request under, for a member to quote when
 * something failed on our side. `requestId` is absent from answers of servers older than it.
 */
export const errorAnswerSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    details: z.unknown().optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
