import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS, firstScreenOf, type ModuleGraph, staticClosure } from './first-screen-chunks';

const ROOT = '/repo/apps/web';
const at = (file: string) => path.join(ROOT, file);

/** A module graph: each module's static imports (dynamic imports are not edges). */
function graphOf(edges: Record<string, string[]>): ModuleGraph & { calls: number } {
  const infos = new Map(Object.entries(edges).map(([id, importedIds]) => [id, { importedIds }]));
  const graph = {
    calls: 0,
    getModuleInfo(id: string) {
      graph.calls += 1;
      return infos.get(id) ?? null;
    },
  };
  return graph;
}

const main = at('src/main.tsx');
const layout = at('src/layouts/public/PublicLayout.tsx');
const landing = at('src/features/public/pages/LandingPage.tsx');
const edges = {
  [main]: [at('src/app/App.tsx')],
  [at('src/app/App.tsx')]: ['/repo/node_modules/i18next/index.js', at('src/components/Logo.tsx')],
  '/repo/node_modules/i18next/index.js': [],
  [at('src/components/Logo.tsx')]: [],
  [layout]: [at('src/components/Logo.tsx'), at('src/layouts/public/PublicFooter.tsx')],
  [at('src/layouts/public/PublicFooter.tsx')]: [],
  [landing]: [at('src/layouts/public/PublicFooter.tsx'), at('src/features/public/Hero.tsx')],
  [at('src/features/public/Hero.tsx')]: [],
  [at('src/features/market/CryptoPage.tsx')]: [at('src/features/market/Chart.tsx')],
  [at('src/features/market/Chart.tsx')]: [],
};

describe('first screen chunks', () => {
  it('follows static imports only, from the root through every module it reaches', () => {
    expect([...staticClosure(graphOf(edges), main)].sort()).toEqual(
      [
        main,
        at('src/app/App.tsx'),
        at('src/components/Logo.tsx'),
        '/repo/node_modules/i18next/index.js',
      ].sort(),
    );
  });

  it('gives each module to the first screen that reaches it, and leaves later screens to the bundler', () => {
    const screenOf = firstScreenOf(ROOT);
    const graph = graphOf(edges);
    expect(FIRST_SCREENS.map((s) => s.name)).toEqual(['app', 'public-frame', 'landing']);
    // the logo is the entry's, though the layout imports it too
    expect(screenOf(at('src/components/Logo.tsx'), graph)).toBe('app');
    expect(screenOf('/repo/node_modules/i18next/index.js', graph)).toBe('app');
    // the footer is the layout's, though the landing imports it too
    expect(screenOf(at('src/layouts/public/PublicFooter.tsx'), graph)).toBe('public-frame');
    expect(screenOf(layout, graph)).toBe('public-frame');
    expect(screenOf(at('src/features/public/Hero.tsx'), graph)).toBe('landing');
    expect(screenOf(at('src/features/market/Chart.tsx'), graph)).toBeNull();
  });

  it('walks the graph once per chunking pass, not once per module', () => {
    const screenOf = firstScreenOf(ROOT);
    const graph = graphOf(edges);
    screenOf(main, graph);
    const afterFirst = graph.calls;
    for (const id of Object.keys(edges)) screenOf(id, graph);
    // each later call only asks for the entry's info to recognise the pass
    expect(graph.calls - afterFirst).toBe(Object.keys(edges).length);
  });
});
