import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import {
  ConsentProvider,
  useConsent,
} from '../../features/consent/components/consent-provider.tsx';
import { useHomePage } from '../../features/home/api/get-home-page.ts';
import { useFooter } from '../../features/layout/api/get-footer.ts';
import { Footer } from '../../features/layout/components/footer.tsx';
import { Header } from '../../features/layout/components/header.tsx';
import { SkipLink } from '../../features/layout/components/skip-link.tsx';
import { AccountEndedNotice } from '../../components/account-ended-notice.tsx';
import { applyTrackingConsent } from '../../lib/tracker.ts';
import { useWhitelabel } from '../../lib/whitelabel.ts';
import { useGuardsFollowAccount } from '../guards/use-guards-follow-account.ts';
import { useTracking } from '../tracking.ts';
import styles from './site-layout.module.css';

/** Every page: the cookie consent banner, skip link, header, <main id="main">, footer. */
export function SiteLayout() {
  const { data: whitelabel } = useWhitelabel();
  const { data: home } = useHomePage();
  useTracking(whitelabel?.tagManager);
  useGuardsFollowAccount();
  const mainRef = useFocusMainOnNavigation();
  return (
    <ConsentProvider onAnalyticsConsent={applyTrackingConsent}>
      <div className={styles.site}>
        <SkipLink />
        {/*
          Each region is its own boundary: React hydrates the server's HTML region by region,
          yielding to the browser between them, instead of in one long task (TBT on a phone).
        */}
        <Suspense>
          <Header whitelabel={whitelabel} actions={home?.actions ?? []} />
        </Suspense>
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          {/* What a sign-out or an account deletion did, on the page it lands on. */}
          <AccountEndedNotice />
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
      <ScrollRestoration />
    </ConsentProvider>
  );
}

/**
 * After an in-app navigation, focus moves to <main> so keyboard and screen-reader users start at
 * the new content instead of a link that may no longer exist. Not on the first page load, and not
 * when only the language changes.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  // The same page in another language (a flag) keeps the focus on the flag.
  const page = pathname.replace(/^\/[^/]+/, '');
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    mainRef.current?.focus({ preventScroll: true });
  }, [page]);
  return mainRef;
}

function SiteFooter() {
  const { data: footer } = useFooter();
  const { openSettings } = useConsent();
  return <Footer entries={footer?.footerEntries} onOpenCookieSettings={openSettings} />;
}
