import type { z } from 'zod';

/**
 * Interfaces of the infrastructure that services use through `deps`. Implementations live in
 * platform/jobs, platform/realtime, platform/mail and platform/captcha; services never import them.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends now (SMTP) or writes DATA_DIR/outbox/*.eml. Services enqueue the 'mail.send' job instead. */
  send(message: MailMessage): Promise<void>;
  status(): Promise<ComponentStatus>;
}

export interface JobDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  schema: S;
  maxAttempts?: number;
  handler: (payload: z.infer<S>) => Promise<void>;
}

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  maxAttempts?: number;
}

export interface JobQueue {
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Starts processing (worker role). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For tests and shutdown: resolves when no job is due or running. */
  drain(timeoutMs?: number): Promise<void>;
  status(): Promise<ComponentStatus>;
}

export interface RealtimeEvent {
  channel: string;
  type: string;
  data: unknown;
}

export interface RealtimeHub {
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
  status(): Promise<ComponentStatus>;
}

export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha' | 'off';
  /** A fresh challenge for the web client (altcha), or null when the provider needs none from us. */
  challenge(): Promise<unknown>;
  /** Throws AppError CAPTCHA_FAILED when the token is missing or wrong. */
  verify(token: string | undefined, action: string, ip: string): Promise<void>;
}

export interface ComponentStatus {
  status: 'ok' | 'degraded' | 'down';
  detail?: string;
}
