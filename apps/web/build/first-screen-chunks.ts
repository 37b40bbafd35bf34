import path from 'node:path';
import type { Plugin } from 'vite';

/** What the bundler tells a chunk group's name function about the module graph. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * The code a first visit runs, in a few files instead of dozens: a phone on a slow network pays a
 * round trip for every few files it asks for at once, so eighty small chunks cost more than their bytes.
 * Each screen is one module and everything it imports statically (what it cannot paint without):
 *  - `app`: the entry (main.tsx) and its static imports, every page's frame (providers, router, texts);
 *  - `public-frame`: the public layout (header, footer) around every public page;
 *  - `landing`: the landing page, most visitors' first screen.
 * A module belongs to the first screen that reaches it. Whatever only later screens need is left to
 * the bundler's own splitting, page by page.
 */
export const FIRST_SCREENS = [
  { name: 'app', root: 'src/main.tsx' },
  { name: 'public-frame', root: 'src/layouts/public/PublicLayout.tsx' },
  { name: 'landing', root: 'src/features/public/pages/LandingPage.tsx' },
] as const;

export type FirstScreen = (typeof FIRST_SCREENS)[number]['name'];

/** Every module the root imports statically, directly or through others (dynamic imports end the walk). */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const next of info.importedIds) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * Which first screen each module belongs to, computed once per chunking pass (the bundler hands the
 * same module-info objects to every call of a pass, so the entry's object identifies the pass).
 */
export function firstScreenOf(webRoot: string) {
  const roots = FIRST_SCREENS.map((screen) => ({ ...screen, id: path.join(webRoot, screen.root) }));
  let pass: object | null = null;
  let owner = new Map<string, FirstScreen>();
  return (moduleId: string, graph: ModuleGraph): FirstScreen | null => {
    const entryInfo = graph.getModuleInfo(roots[0].id);
    if (entryInfo && entryInfo !== pass) {
      pass = entryInfo;
      owner = new Map();
      for (const screen of roots) {
        for (const id of staticClosure(graph, screen.id)) if (!owner.has(id)) owner.set(id, screen.name);
      }
    }
    return owner.get(moduleId) ?? null;
  };
}

/** Where the build writes which chunk holds each source module (beside Vite's manifest). */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Vite's manifest names a code-split module only when it got a chunk of its own; one grouped into a
 * first screen's file is not in it. This map (source path relative to the web app -> chunk file) lets
 * scripts/initial-js.mjs follow a route's layout and page wherever they were put.
 */
export function moduleChunks(webRoot: string): Plugin {
  return {
    name: 'bitdata-module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.startsWith('\0') || !id.startsWith(webRoot)) continue;
          map[path.relative(webRoot, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_CHUNKS_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
