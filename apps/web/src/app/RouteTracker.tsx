import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { siteApi } from '../api/endpoints';
import { useConfig } from './config/ConfigContext';
import type { RouteHandle } from './routing';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Adds the analytics tag's script once, when the server configured one. */
function loadAnalyticsTag(tag: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = (...args: unknown[]) => {
    window.dataLayer?.push(args);
  };
  window.gtag('js', new Date());
  window.gtag('config', tag, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag)}`;
  document.head.appendChild(script);
}

/**
 * Every route load sets the page title ("Page | Site") and records one page view: always to our
 * server (stored for later admin charts), and to the analytics tag when one is configured.
 */
export function RouteTracker() {
  const { t, i18n } = useTranslation();
  const { siteName, analyticsTag } = useConfig();
  const { pathname, key } = useLocation();
  const matches = useMatches();
  const lastRecorded = useRef<string | null>(null);

  const titleKey = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = titleKey ? `${t(titleKey.title)} | ${siteName}` : siteName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The committed location's key, for tools that move through the app without reloading it (the e2e
  // page scan): when it changes, the new route has rendered.
  useEffect(() => {
    document.documentElement.dataset.location = key;
  }, [key]);

  useEffect(() => {
    if (analyticsTag) loadAnalyticsTag(analyticsTag);
  }, [analyticsTag]);

  useEffect(() => {
    if (lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    const view = {
      path: pathname,
      title: document.title,
      referrer: document.referrer.slice(0, 500),
      language: i18n.language,
    };
    siteApi.pageView(view).catch((error) => console.debug('Page view not recorded', error));
    if (analyticsTag) window.gtag?.('event', 'page_view', { page_path: pathname, page_title: view.title });
  }, [pathname, analyticsTag, i18n.language]);

  return null;
}
