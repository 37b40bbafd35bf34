import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_SERVER } from '../built-server';
import { PROFILED } from './settings';

/** A start (loading the server, migrating) on a shared two-core machine. */
const BOOT_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One life of a server process: its pid, when it was up, and the resident memory sampled meanwhile. */
export interface Incarnation {
  pid: number;
  startedAt: number;
  readyAt?: number;
  endedAt?: number;
  /** [wall clock ms, resident bytes] */
  rss: Array<[number, number]>;
  killed: boolean;
}

/**
 * A server process of one role as operators run it (`node dist/main.mjs`, env only), which the
 * bench can kill -9 and start again with the same settings (same ports): what it prints goes to a log
 * file beside the data.
 */
export class ServerRole {
  readonly lives: Incarnation[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly log: fs.WriteStream;

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
    /** where readiness answers 200 once the process serves (its API or its metrics port) */
    readonly readyUrl: string,
    private readonly logDir: string,
  ) {
    this.log = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  }

  get current(): Incarnation | undefined {
    const life = this.lives.at(-1);
    return life && life.endedAt === undefined ? life : undefined;
  }

  async start(): Promise<void> {
    // one folder per life: the process's threads each write a profile of their own into it
    const profile = PROFILED.has(this.name)
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${path.join(this.logDir, 'profiles', `${this.name}-${this.lives.length + 1}`)}`,
        ]
      : [];
    const child = spawn(process.execPath, [...profile, BUILT_SERVER], {
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const life: Incarnation = { pid: child.pid ?? -1, startedAt: Date.now(), rss: [], killed: false };
    this.lives.push(life);
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        life.endedAt = Date.now();
        resolve();
      }),
    );
    const deadline = Date.now() + BOOT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (life.endedAt !== undefined)
        throw new Error(`${this.name} exited while starting (see ${this.name}.log)`);
      const res = await fetch(this.readyUrl).catch(() => null);
      await res?.arrayBuffer();
      if (res?.status === 200) {
        life.readyAt = Date.now();
        return;
      }
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within ${BOOT_TIMEOUT_MS / 1000} s`);
  }

  /** kill -9: no drain, no goodbye; resolves when it is gone. */
  async kill(): Promise<number> {
    const at = Date.now();
    const life = this.current;
    if (life) life.killed = true;
    this.child?.kill('SIGKILL');
    await this.exited;
    return at;
  }

  /** SIGTERM and wait (a clean stop at the end). */
  async stop(): Promise<void> {
    if (!this.current) return;
    this.child?.kill('SIGTERM');
    const done = await Promise.race([this.exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!done) await this.kill();
  }

  /** Reads the live process's resident memory (kB in /proc, as `ps -o rss` shows it). */
  sampleMemory(): void {
    const life = this.current;
    if (!life) return;
    try {
      const status = fs.readFileSync(`/proc/${life.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      if (Number.isFinite(kb)) life.rss.push([Date.now(), kb * 1024]);
    } catch {
      // gone between the check and the read
    }
  }

  close(): void {
    this.log.end();
  }
}
