import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';
import { waitFor } from './wait';

/** A process's start (tsx compiling the server, migrating) under CI's load of parallel suites. */
export const BOOT_TIMEOUT_MS = 90_000;

const MAIN = path.join(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The API's base address, `http://127.0.0.1:<port>/api/core`. */
  base: string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/**
 * The server as operators run it, `node --import tsx main.ts` with `env` only (and a free PORT),
 * resolved once its readiness answers 200. What it prints goes to `output` (shown when an assertion
 * fails). `main`: another entry, such as a built bundle (run by Node alone); `cwd`: where it starts.
 */
export async function startServerProcess(
  env: Record<string, string>,
  output: (text: string) => void,
  options: { main?: string; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const main = options.main ?? MAIN;
  const child = spawn(process.execPath, main.endsWith('.ts') ? ['--import', 'tsx', main] : [main], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  child.stdout?.on('data', (d: Buffer) => output(String(d)));
  child.stderr?.on('data', (d: Buffer) => output(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}/api/core`;
  await waitFor(
    async () => (await fetch(`${base}/health/ready`).catch(() => null))?.status === 200,
    'the server to be ready',
    BOOT_TIMEOUT_MS,
  );
  return { child, port, base, exited };
}
