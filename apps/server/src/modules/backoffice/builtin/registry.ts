import type { BuiltinAdapter } from './adapter';

/** Built-in documents with an adapter, by document code. */
export type BuiltinAdapters = Readonly<Record<string, BuiltinAdapter>>;

// Each module lists the built-in documents it serves in its own manifest, and the bootstrap gathers
// them into AppDeps: the back office reads them there and imports no product module. Declared here,
// beside the adapters, so the platform never imports the back office.
declare module '../../../platform/module' {
  interface ModuleManifest {
    /** The built-in documents this module's tables are shown as, by document code. */
    documents?: BuiltinAdapters;
  }
}

declare module '../../../platform/app-deps' {
  interface AppDeps {
    /**
     * Every module's built-in document adapters, by document code. A built-in document without one
     * is listed with every operation off: its screens are the product's own.
     */
    builtinDocuments: BuiltinAdapters;
  }
}
