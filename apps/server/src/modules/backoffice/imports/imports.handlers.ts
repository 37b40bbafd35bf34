import type { AppDeps } from '../../../platform/app-deps';
import { runImportJob } from './imports.jobs';

/**
 * Attaches the import's run to its job. The run (workbook reading, record writes) is loaded when a
 * run starts, not when the server boots.
 */
export function registerImportJobs(deps: AppDeps): void {
  deps.jobs.handle(runImportJob, async (payload, context) => {
    const { executeImport } = await import('./imports.run');
    await executeImport(deps, payload.importId, (f) => context.progress(f));
  });
}
