import { useEffect } from 'react';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Loads the analytics script named by the server at run time (off when unset). Only the script
 * URL and site id are passed: no user id, e-mail or will data ever reaches it.
 */
export function Analytics() {
  const analytics = usePublicConfig()?.analytics;
  useEffect(() => {
    if (!analytics) return;
    if (document.querySelector('script[data-legado-analytics]')) return;
    const script = document.createElement('script');
    script.src = analytics.scriptUrl;
    script.defer = true;
    script.dataset.legadoAnalytics = 'true';
    if (analytics.site) script.dataset.domain = analytics.site;
    document.head.appendChild(script);
  }, [analytics]);
  return null;
}
