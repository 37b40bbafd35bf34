import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules `npm run lint:deps` enforces, run on small trees written for the purpose:
 * a rule that no longer catches what it names would let the real tree drift unnoticed.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CRUISER = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dependency-rules-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Writes the files of one tree under its own folder and returns the violations the rules find in it. */
async function violationsOf(tree: string, files: Record<string, string>): Promise<Violation[]> {
  // the configuration reads the tsconfig.json of the folder it runs in
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext' } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    const at = path.join(dir, tree, file);
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, text);
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CRUISER, 'apps', '--config', CONFIG, '--output-type', 'json', '--no-progress'],
    { cwd: path.join(dir, tree), maxBuffer: 16 * 1024 * 1024 },
    // violations make it exit non-zero, with the report still on stdout
  ).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`dependency-cruiser failed: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const SRC = 'apps/server/src';
const MODULES = `${SRC}/modules`;
const FEATURES = 'apps/web/src/features';

describe('the dependency rules', () => {
  it('refuse an import cycle closed through a lazily loaded handler', async () => {
    const found = await violationsOf('lazy-cycle', {
      [`${MODULES}/alpha/alpha.jobs.ts`]:
        "export async function handle() {\n  const { run } = await import('./alpha.run');\n  return run();\n}\n",
      [`${MODULES}/alpha/alpha.run.ts`]:
        "import { handle } from './alpha.jobs';\nexport const run = () => handle;\n",
    });
    expect(found.map((v) => v.rule.name)).toContain('no-cycles');
  });

  it("refuse a module reaching past another's index.ts, and let it use what that door exports", async () => {
    const found = await violationsOf('deep-import', {
      [`${MODULES}/alpha/alpha.repository.ts`]: 'export const rows = () => [];\n',
      [`${MODULES}/alpha/alpha.service.ts`]:
        "import { rows } from './alpha.repository';\nexport const list = rows;\n",
      [`${MODULES}/alpha/index.ts`]: "export { list } from './alpha.service';\n",
      [`${MODULES}/beta/beta.service.ts`]:
        "import { rows } from '../alpha/alpha.repository';\nimport { list } from '../alpha/alpha.service';\nimport { list as door } from '../alpha';\nexport const all = [rows, list, door];\n",
      [`${SRC}/bootstrap/deps.ts`]:
        "import { list } from '../modules/alpha';\nimport { rows } from '../modules/alpha/alpha.repository';\nexport const both = [list, rows];\n",
    });
    expect(found.map((v) => [v.rule.name, v.from, v.to]).sort()).toEqual([
      ['modules-through-index', `${MODULES}/beta/beta.service.ts`, `${MODULES}/alpha/alpha.repository.ts`],
      ['modules-through-index', `${MODULES}/beta/beta.service.ts`, `${MODULES}/alpha/alpha.service.ts`],
      ['server-through-module-doors', `${SRC}/bootstrap/deps.ts`, `${MODULES}/alpha/alpha.repository.ts`],
    ]);
  });

  it('refuse the platform importing a module or the bootstrap, even from a test helper', async () => {
    const found = await violationsOf('platform-up', {
      [`${MODULES}/alpha/index.ts`]: 'export const alpha = 1;\n',
      [`${SRC}/bootstrap/modules.ts`]:
        "import { alpha } from '../modules/alpha';\nexport const all = [alpha];\n",
      [`${SRC}/platform/jobs/queue.ts`]:
        "import { alpha } from '../../modules/alpha';\nexport const q = alpha;\n",
      [`${SRC}/platform/jobs/queue.test-helpers.ts`]:
        "import { all } from '../../bootstrap/modules';\nexport const every = all;\n",
    });
    expect(found.map((v) => [v.rule.name, v.from, v.to]).sort()).toEqual([
      ['platform-below-modules', `${SRC}/platform/jobs/queue.test-helpers.ts`, `${SRC}/bootstrap/modules.ts`],
      ['platform-below-modules', `${SRC}/platform/jobs/queue.ts`, `${MODULES}/alpha/index.ts`],
    ]);
  });

  it("refuse a web feature reaching past another feature's index.ts, except from its tests", async () => {
    const found = await violationsOf('web-deep-import', {
      [`${FEATURES}/alpha/hooks/useAlpha.ts`]: 'export const useAlpha = () => 1;\n',
      [`${FEATURES}/alpha/index.ts`]: "export { useAlpha } from './hooks/useAlpha';\n",
      [`${FEATURES}/beta/pages/BetaPage.ts`]:
        "import { useAlpha } from '../../alpha/hooks/useAlpha';\nimport { useAlpha as door } from '../../alpha';\nexport const both = [useAlpha, door];\n",
      [`${FEATURES}/beta/pages/BetaPage.test.ts`]:
        "import { useAlpha } from '../../alpha/hooks/useAlpha';\nexport const seen = useAlpha;\n",
    });
    expect(found.map((v) => [v.rule.name, v.from, v.to])).toEqual([
      ['features-through-index', `${FEATURES}/beta/pages/BetaPage.ts`, `${FEATURES}/alpha/hooks/useAlpha.ts`],
    ]);
  });

  it("refuse the app's frame reaching past a feature's index.ts or routes.tsx", async () => {
    const found = await violationsOf('shell-deep-import', {
      [`${FEATURES}/alpha/hooks/useAlpha.ts`]: 'export const useAlpha = () => 1;\n',
      [`${FEATURES}/alpha/index.ts`]: "export { useAlpha } from './hooks/useAlpha';\n",
      [`${FEATURES}/alpha/routes.tsx`]: 'export const alphaRoutes = {};\n',
      'apps/web/src/layouts/Frame.ts':
        "import { useAlpha } from '../features/alpha/hooks/useAlpha';\nimport { useAlpha as door } from '../features/alpha';\nimport { alphaRoutes } from '../features/alpha/routes';\nexport const all = [useAlpha, door, alphaRoutes];\n",
    });
    expect(found.map((v) => [v.rule.name, v.from, v.to])).toEqual([
      ['shell-through-feature-doors', 'apps/web/src/layouts/Frame.ts', `${FEATURES}/alpha/hooks/useAlpha.ts`],
    ]);
  });

  it('find nothing in a tree that keeps them', async () => {
    const found = await violationsOf('clean', {
      [`${MODULES}/alpha/alpha.jobs.ts`]:
        "export async function handle() {\n  const { run } = await import('./alpha.run');\n  return run();\n}\n",
      [`${MODULES}/alpha/alpha.run.ts`]: 'export const run = () => 1;\n',
    });
    expect(found).toEqual([]);
  });
});
