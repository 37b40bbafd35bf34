import type { ComponentStatus, RealtimeEvent } from '../ports';
import type { Hub } from './hub';

type Listener = (event: RealtimeEvent) => void;

/** Local fan-out of events to listeners by channel; the in-memory hub and the Redis hub both use it. */
export class LocalListeners {
  private readonly byChannel = new Map<string, Set<Listener>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Returns true when this is the channel's first listener (the Redis hub then subscribes). */
  add(channel: string, listener: Listener): boolean {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return first;
  }

  /** Returns true when the channel has no listener left. */
  remove(channel: string, listener: Listener): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(event: RealtimeEvent): void {
    for (const listener of [...(this.byChannel.get(event.channel) ?? [])]) {
      // One broken listener (a closed socket) must not stop delivery to the others.
      try {
        listener(event);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  clear(): void {
    this.byChannel.clear();
  }
}

/** Single-process hub: publish delivers synchronously to this process's subscribers. */
export function createMemoryHub(onError: (err: unknown) => void = () => {}): Hub {
  const listeners = new LocalListeners(onError);
  return {
    async publish(event) {
      listeners.deliver(event);
    },
    subscribe(channel, listener) {
      listeners.add(channel, listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        listeners.remove(channel, listener);
      };
    },
    async ready() {},
    async close() {
      listeners.clear();
    },
    async status(): Promise<ComponentStatus> {
      return { status: 'ok', detail: `memory: ${listeners.channels().length} channels` };
    },
  };
}
