import { useEffect } from 'react';

let registered = false;

/**
 * The service worker that keeps the app for a weak signal (docs/offline.md), registered once the
 * customer's or partner's first page has settled: the landing never loads it, and a first visit
 * downloads the app's code after what the page itself needs.
 */
export function useInstallableApp(): void {
  useEffect(() => {
    if (registered || !('serviceWorker' in navigator)) {
      return;
    }
    const start = () => {
      registered = true;
      void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
      // The outbox and the kept answers are the person's work: asked to be kept under storage
      // pressure (a browser may grant it to an installed app).
      void navigator.storage?.persist?.().catch(() => false);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, []);
}
