import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** A client process of the bench (bench/load/<file>), spoken to by messages. */
export interface Child<In, Out extends { type: string }> {
  send(message: In): void;
  /** The next message of that type (an `error` message or the child's exit rejects). */
  next<T extends Out['type']>(type: T, timeoutMs: number): Promise<Extract<Out, { type: T }>>;
  stop(): void;
}

export function forkChild<In, Out extends { type: string }>(file: string): Child<In, Out> {
  const child: ChildProcess = fork(path.join(HERE, file), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: Out[] = [];
  let wake: () => void = () => {};
  let exited = false;
  child.on('message', (m) => {
    inbox.push(m as Out);
    wake();
  });
  child.on('exit', () => {
    exited = true;
    wake();
  });
  return {
    send: (message) => child.send(message as object),
    async next(type, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type || m.type === 'error');
        if (i >= 0) {
          const [m] = inbox.splice(i, 1);
          if (m.type === 'error')
            throw new Error(`${file}: ${(m as unknown as { message: string }).message}`);
          return m as Extract<Out, { type: typeof type }>;
        }
        if (exited) throw new Error(`${file} exited before answering ${type}`);
        if (Date.now() > deadline) throw new Error(`${file} did not answer ${type} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    },
    stop: () => {
      if (!exited) child.kill();
    },
  };
}
