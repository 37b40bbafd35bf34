interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<void> | null = null;

/** Adds Google's reCAPTCHA v3 script once; later calls reuse it. */
export function loadRecaptcha(siteKey: string): Promise<void> {
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => window.grecaptcha?.ready(() => resolve());
      script.onerror = () => {
        loading = null;
        reject(new Error('captchaNotReady'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

/** A token for the action; throws 'captchaNotReady' when the script has not finished loading. */
export async function executeRecaptcha(siteKey: string | null, action: string): Promise<string> {
  if (!siteKey || !window.grecaptcha?.execute) throw new Error('captchaNotReady');
  return window.grecaptcha.execute(siteKey, { action });
}
