import type { AppDeps } from '../../platform/app-deps';
import type { ScreeningListener } from './screening.service';

// A module that acts on what each screened close entered (notifications today) names its listener in
// its own manifest; the bootstrap hands them all to live screening. Declared here, beside the
// listener's type, so the platform never imports the screener.
declare module '../../platform/module' {
  interface ModuleManifest {
    /** Called inside the transaction that stores each screened close's matches. */
    screeningListeners?: Array<(deps: AppDeps) => ScreeningListener>;
  }
}
