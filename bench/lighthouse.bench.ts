/**
 * What a first visit feels like on a phone (`npm run bench -- lighthouse`): Lighthouse 12.2.3 with its
 * default settings (mobile: a mid-range phone's screen, 4x slower CPU and slow 4G, simulated) runs in
 * Debian's Chromium against the built app served as `npm run serve` serves it, on `/`, `/crypto`,
 * `/pricing` and `/core/statistic`, and prints per page the performance, accessibility, best-practices
 * and SEO scores with LCP, TBT and CLS, each judged against the goals: performance >= 90, LCP <= 2.5 s,
 * TBT <= 200 ms, CLS <= 0.1, the three other scores >= 95.
 *
 * It builds nothing: run `npm run build` first (it stops and says so when apps/web/dist is missing).
 * The server is the real process (the built `apps/server/dist/main.mjs`) on a fresh SQLite DATA_DIR seeded with
 * the bundled history and no exchange feed (MARKET_EXCHANGES empty: no network), production settings
 * otherwise (the transport protocol on, as visitors get it). /core/statistic is read signed out: a
 * visitor gets the public statistics in the public layout, as a search engine or a first visit does.
 * Chromium is /usr/bin/chromium, launched by chrome-launcher; nothing is downloaded.
 *
 * Settings: BENCH_LIGHTHOUSE_RUNS (default 3; each page's figures are those of its median run by
 * performance score, since one run moves with the machine's load), BENCH_LIGHTHOUSE_PAGES
 * (comma-separated paths), BENCH_LIGHTHOUSE_DIST (a built web app other than apps/web/dist, e.g. an
 * older build kept to compare), BENCH_LIGHTHOUSE_JSON (a folder to keep each median run's report in).
 * On a 2-core machine the simulated timings still follow what else runs: the load average is printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../apps/server/test/free-port';
import { BUILT_SERVER } from './built-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(process.env.BENCH_LIGHTHOUSE_DIST ?? path.join(ROOT, 'apps/web/dist'));
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/crypto,/pricing,/core/statistic')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const KEEP_JSON = process.env.BENCH_LIGHTHOUSE_JSON;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The goals: scores out of 100, LCP and TBT in milliseconds, CLS unitless. */
const GOALS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
} as const;

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes of script the page transferred (compressed), as Lighthouse counted them. */
  scriptKb: number;
  report: string;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: DIST,
      MARKET_EXCHANGES: '',
      ADMIN_PASSWORD: 'bench-lighthouse-password-123',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += String(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += String(d);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${origin}/api/core/health/ready`).catch(() => null);
    if (ready?.status === 200) return { child, origin };
    if (Date.now() > deadline) throw new Error(`the server was not ready within 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<Omit<PageResult, 'page'>> {
  // no config: Lighthouse's defaults, i.e. the mobile form factor with simulated throttling
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const scriptBytes = scripts?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    scriptKb: scriptBytes / 1024,
    report: typeof result.report === 'string' ? result.report : result.report.join('\n'),
  };
}

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printTable(results: PageResult[]): number {
  const header = [
    'page'.padEnd(16),
    'perf',
    'a11y',
    'b-pr',
    ' seo',
    '     LCP',
    '    TBT',
    '   CLS',
    '    FCP',
    ' JS KiB',
    'verdict',
  ].join('  ');
  console.log(header);
  let failed = 0;
  for (const r of results) {
    const misses: string[] = [];
    if (r.scores.performance < GOALS.performance) misses.push('performance');
    if (r.scores.accessibility < GOALS.accessibility) misses.push('accessibility');
    if (r.scores['best-practices'] < GOALS['best-practices']) misses.push('best practices');
    if (r.scores.seo < GOALS.seo) misses.push('SEO');
    if (!(r.lcpMs <= GOALS.lcpMs)) misses.push('LCP');
    if (!(r.tbtMs <= GOALS.tbtMs)) misses.push('TBT');
    if (!(r.cls <= GOALS.cls)) misses.push('CLS');
    if (misses.length > 0) failed += 1;
    console.log(
      [
        r.page.padEnd(16),
        String(r.scores.performance).padStart(4),
        String(r.scores.accessibility).padStart(4),
        String(r.scores['best-practices']).padStart(4),
        String(r.scores.seo).padStart(4),
        `${(r.lcpMs / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(r.tbtMs)} ms`.padStart(7),
        r.cls.toFixed(3).padStart(6),
        `${(r.fcpMs / 1000).toFixed(2)} s`.padStart(7),
        r.scriptKb.toFixed(1).padStart(7),
        misses.length === 0 ? mark(true) : `${mark(false)} (${misses.join(', ')})`,
      ].join('  '),
    );
  }
  console.log(
    `goals: performance >= ${GOALS.performance}, accessibility, best practices and SEO >= ${GOALS.seo}, ` +
      `LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}`,
  );
  return failed;
}

export default async function lighthouseBench(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(BUILT_SERVER)) {
    console.error(
      `no built web app in ${DIST} or server at ${BUILT_SERVER}: run \`npm run build\` first (this bench builds nothing)`,
    );
    process.exitCode = 1;
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`no Chromium at ${CHROMIUM}: install Debian's chromium (this bench downloads nothing)`);
    process.exitCode = 1;
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bitdata-bench-lighthouse-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.child;
    console.log(`web app ${DIST}, server ${started.origin}, ${RUNS} run(s) per page, load ${loadAvg()}`);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    // one unmeasured visit, so the server's first answers (compiling, filling its caches) are not a page's
    await audit(`${started.origin}/`, chrome.port);
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push({ page, ...(await audit(`${started.origin}${page}`, chrome.port)) });
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (RUNS > 1) {
        console.log(
          `${page}: performance per run ${runs.map((r) => r.scores.performance).join(', ')} (median kept), load ${loadAvg()}`,
        );
      }
      results.push(median);
      if (KEEP_JSON) {
        await mkdir(KEEP_JSON, { recursive: true });
        const name = page === '/' ? 'landing' : page.replaceAll('/', '-').replace(/^-/, '');
        await writeFile(path.join(KEEP_JSON, `${name}.json`), median.report);
      }
    }
    const failed = printTable(results);
    console.log(`${failed} of ${results.length} page(s) miss a goal; load ${loadAvg()}`);
  } finally {
    await chrome?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadAvg = () => os.loadavg()[0].toFixed(2);
