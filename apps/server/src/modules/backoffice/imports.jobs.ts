import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import { runImportJob } from './imports.job';

/**
 * Attaches the import's run to its job. The registry hands every registration the whole AppDeps;
 * the service is loaded when a run starts, so deps.ts does not reach back into the back office.
 */
export function registerImportJobs(deps: { jobs: ManagedJobQueue }): void {
  deps.jobs.handle(runImportJob, async (payload, context) => {
    const { executeImport } = await import('./imports.run');
    await executeImport(deps as Parameters<typeof executeImport>[0], payload.importId, (f) =>
      context.progress(f),
    );
  });
}
