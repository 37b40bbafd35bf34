/**
 * Interfaces of the infrastructure that services use through `deps`. Implementations live in
 * platform/realtime, platform/mail and platform/captcha; services never import them. The job queue's
 * interface is in platform/jobs/job-definition.ts, beside the typed job definitions it takes.
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
