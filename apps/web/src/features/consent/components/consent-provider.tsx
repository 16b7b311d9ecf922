import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  consentFromText,
  storeConsent,
  storedConsentText,
  subscribeToConsent,
  type ConsentChoice,
} from '../utils/consent-storage.ts';
import { ConsentBanner } from './consent-banner.tsx';

interface ConsentContextValue {
  consent: ConsentChoice | null;
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

interface ConsentProviderProps {
  children: ReactNode;
  /** Called with the analytics choice once it is read and on every change (false until granted). */
  onAnalyticsConsent: (granted: boolean) => void;
}

/** Opened from the footer: the button to give the focus back to. */
interface SettingsOpening {
  returnFocusTo: HTMLElement | null;
}

/**
 * The consent cookie's text as the server received it with the page request. Unset (undefined)
 * in the browser, which reads its own cookie: the same one, so hydration matches the server.
 */
export const RequestConsentContext = createContext<string | undefined>(undefined);

/**
 * Asks for cookie consent on the first visit and whenever the footer's settings button asks. The
 * choice is a cookie, so the server knows it too: a first visit's banner is in the server's HTML.
 * A server render without the request's cookie treats the choice as unknown (no banner).
 */
export function ConsentProvider({ children, onAnalyticsConsent }: ConsentProviderProps) {
  const requestText = useContext(RequestConsentContext);
  const storedText = useSyncExternalStore<string | undefined>(
    subscribeToConsent,
    storedConsentText,
    () => requestText ?? (typeof document === 'undefined' ? undefined : storedConsentText()),
  );
  const consent = useMemo(
    () => (storedText === undefined ? undefined : consentFromText(storedText)),
    [storedText],
  );
  const [settings, setSettings] = useState<SettingsOpening | null>(null);
  const firstVisit = consent === null;

  useEffect(() => {
    if (consent !== undefined) onAnalyticsConsent(consent?.analytics ?? false);
  }, [consent, onAnalyticsConsent]);

  const closeSettings = useCallback(() => {
    setSettings(null);
    settings?.returnFocusTo?.focus();
  }, [settings]);

  // A stored choice closes a first visit's banner by itself (firstVisit turns false).
  const choose = useCallback(
    (analytics: boolean) => {
      storeConsent(analytics);
      closeSettings();
    },
    [closeSettings],
  );

  // Escape on the first visit counts as refusing ("continue without accepting"); later it keeps the choice.
  const dismiss = useCallback(() => {
    if (firstVisit) choose(false);
    else closeSettings();
  }, [firstVisit, choose, closeSettings]);

  // Unknown (hydrating) and none stored are the same value for the consumers: reading the stored
  // choice after hydration re-renders only this provider and its banner, not every consumer.
  const shared = consent ?? null;
  const value = useMemo(
    () => ({
      consent: shared,
      openSettings: () => {
        const focused = document.activeElement;
        setSettings({ returnFocusTo: focused instanceof HTMLElement ? focused : null });
      },
    }),
    [shared],
  );

  return (
    <ConsentContext.Provider value={value}>
      {firstVisit || settings ? (
        <ConsentBanner
          initialAnalytics={consent?.analytics ?? false}
          takeFocus={settings !== null}
          onChoose={choose}
          onDismiss={dismiss}
        />
      ) : null}
      {children}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider');
  return value;
}
