import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import * as repo from './screener.repository';
import type { PlansTable } from './screener.tables';

/**
 * The plans, a table of the screener's (what each role's plan may use), for the module that sells
 * them: payments reads them and fills their sales columns here, passing its transaction when it has one.
 */
export type PlanRow = repo.PlanRow;

export const listPlans = (db: Kysely<Database>): Promise<PlanRow[]> => repo.listPlans(db);

export const findPlan = (db: Kysely<Database>, code: string): Promise<PlanRow | undefined> =>
  repo.findPlanByCode(db, code);

/** Fills a plan's sales columns while it has no price yet (operators' later edits are kept). */
export const setPlanSalesIfUnset = (
  db: Kysely<Database>,
  code: string,
  values: Updateable<PlansTable>,
): Promise<void> => repo.setPlanSalesIfUnset(db, code, values);
