import { type DocumentField, messageText } from '@bitdata/contracts';
import { formScreenProblems } from '@bitdata/contracts/backoffice/form-screen';
import type { FormComponent, FormScreenIssue } from '@bitdata/contracts/backoffice/forms';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { AppError } from '../../../platform/errors';
import * as repo from './forms.repository';

/**
 * The server's guard of a document's create and edit screens: whichever request points a document at
 * a form (assigning it, saving an assigned form's layout, a document write naming its formId, a
 * document's new fields under the form it keeps), the form must bind each field at most once and give
 * every required field a member writes a component to fill it in (contracts' formScreenProblems).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The problems as field issues at `path` (the part of the request that chose the form). */
export const screenIssues = (
  fields: readonly DocumentField[],
  layout: readonly FormComponent[],
  path: string,
): FormScreenIssue[] =>
  formScreenProblems(fields, layout).map((p) => ({ path, message: messageText(p.key), ...p }));

export const screenRefused = (issues: readonly FormScreenIssue[]) =>
  AppError.of('VALIDATION', 'formScreenInvalid', issues);

/**
 * A document write naming the form of its screens (`formId`): the form must be one of this document's
 * and fit the fields the write leaves it.
 */
export async function checkDocumentForm(
  db: Db,
  documentCode: string,
  fields: readonly DocumentField[],
  formId: string | null,
): Promise<void> {
  if (formId === null) return;
  const form = await repo.findForm(db, formId);
  if (!form || form.document_code !== documentCode)
    throw AppError.of('VALIDATION', 'badRequest', [
      { path: 'formId', key: 'formNotFound', message: messageText('formNotFound') },
    ]);
  const issues = screenIssues(fields, JSON.parse(form.layout) as FormComponent[], 'formId');
  if (issues.length) throw screenRefused(issues);
}
