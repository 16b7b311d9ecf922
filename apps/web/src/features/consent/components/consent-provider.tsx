import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { readConsent, storeConsent, type ConsentChoice } from '../utils/consent-storage.ts';

// Loaded when the dialog first opens: returning visitors never download it.
const ConsentDialog = lazy(async () => ({
  default: (await import('./consent-dialog.tsx')).ConsentDialog,
}));

interface ConsentContextValue {
  consent: ConsentChoice | null;
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

interface ConsentProviderProps {
  children: ReactNode;
  /** Called with the analytics choice at start and on every change (false until granted). */
  onAnalyticsConsent: (granted: boolean) => void;
}

/** Asks for cookie consent on the first visit and whenever the footer's settings button asks. */
export function ConsentProvider({ children, onAnalyticsConsent }: ConsentProviderProps) {
  // The stored choice is read once hydrated: the server knows none, and the page hydrates as the
  // server painted it (no dialog) before the dialog opens for a first visit.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readConsent() : null), [hydrated]);
  const [chosen, setChosen] = useState<ConsentChoice | null>(null);
  const consent = chosen ?? stored;
  // Null until someone opens or closes it: then open on a first visit.
  const [openRequest, setOpen] = useState<boolean | null>(null);
  const isOpen = openRequest ?? (hydrated && stored === null);
  const [wasOpened, setWasOpened] = useState(false);

  useEffect(() => {
    onAnalyticsConsent(consent?.analytics ?? false);
  }, [consent, onAnalyticsConsent]);

  const choose = useCallback((analytics: boolean) => {
    setChosen(storeConsent(analytics));
    setWasOpened(true);
    setOpen(false);
  }, []);

  // Escape on the first visit counts as refusing ("continue without accepting"); later it keeps the choice.
  const dismiss = useCallback(() => {
    if (consent === null) choose(false);
    else setOpen(false);
  }, [consent, choose]);

  const value = useMemo(
    () => ({
      consent,
      openSettings: () => {
        setWasOpened(true);
        setOpen(true);
      },
    }),
    [consent],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {wasOpened || isOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog
            isOpen={isOpen}
            initialAnalytics={consent?.analytics ?? false}
            onChoose={choose}
            onDismiss={dismiss}
          />
        </Suspense>
      ) : null}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider');
  return value;
}
