import { Outlet, ScrollRestoration } from 'react-router';
import {
  ConsentProvider,
  useConsent,
} from '../../features/consent/components/consent-provider.tsx';
import { useHomePage } from '../../features/home/api/get-home-page.ts';
import { useFooter } from '../../features/layout/api/get-footer.ts';
import { Footer } from '../../features/layout/components/footer.tsx';
import { Header } from '../../features/layout/components/header.tsx';
import { SkipLink } from '../../features/layout/components/skip-link.tsx';
import { applyTrackingConsent } from '../../lib/tracker.ts';
import { useWhitelabel } from '../../lib/whitelabel.ts';
import { useTracking } from '../tracking.ts';
import styles from './site-layout.module.css';

/** Every page: skip link, header, <main id="main">, footer, and the cookie consent dialog. */
export function SiteLayout() {
  const { data: whitelabel } = useWhitelabel();
  const { data: home } = useHomePage();
  useTracking();
  return (
    <ConsentProvider onAnalyticsConsent={applyTrackingConsent}>
      <div className={styles.site}>
        <SkipLink />
        <Header whitelabel={whitelabel} actions={home?.actions ?? []} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
    </ConsentProvider>
  );
}

function SiteFooter() {
  const { data: footer } = useFooter();
  const { openSettings } = useConsent();
  return <Footer entries={footer?.footerEntries} onOpenCookieSettings={openSettings} />;
}
