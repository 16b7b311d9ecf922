import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useNavigationType, useRevalidator } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  initialSelection,
  isFinished,
  paymentStart,
  toggle,
  visibleJourneys,
  type BlockedPaymentModal,
  type Journey,
} from '@portico/contract';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { Button } from '../../../components/button.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { trackEvent } from '../../../lib/tracker.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { needsRefresh, useReloadJourneys } from '../api/reload-journeys.ts';
import { JourneyList } from '../components/journey-list.tsx';
import { NoTripFound } from '../components/no-trip-found.tsx';
import { ProsecutorCases } from '../components/prosecutor-cases.tsx';
import { SelectionError } from '../components/selection-error.tsx';
import { TripSummary } from '../components/trip-summary.tsx';
import {
  hasRentalDates,
  removePrepayments,
  removeStoredJourney,
  storeJourneysToPay,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';
import { useSelectionError } from '../utils/use-selection-error.ts';
import styles from '../components/trips.module.css';
import { LookupExpired } from '../../../components/lookup-expired.tsx';
import { isLookupExpired } from '../utils/lookup-expiry.ts';

// React Aria's modal code is only downloaded when a payment is blocked.
const BlockedPaymentDialog = lazy(async () => ({
  default: (await import('../components/blocked-payment-dialog.tsx')).BlockedPaymentDialog,
}));

/** Spec 000/001 "Journeys screen (not logged in)", at /{lang}/journeys. */
export function JourneysPage({ journeySet }: { journeySet: StoredJourneySet }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const reloadJourneys = useReloadJourneys();
  const all = journeySet.journeys;
  const listed = useMemo(() => visibleJourneys(all, 'journeys'), [all]);
  const prosecutorCases = useMemo(
    () => all.filter((journey) => journey.paymentLimit === 'OMP'),
    [all],
  );
  const [selection, setSelection] = useState(() => initialSelection(all, 'journeys'));
  const [blocked, setBlocked] = useState<BlockedPaymentModal | null>(null);
  const [wasBlocked, setWasBlocked] = useState(false);
  const [now] = useState(() => new Date());
  const rental = useMemo(() => hasRentalDates(), []);
  // A lookup past its session's end is not listed: its trips may have changed (item 16).
  const [expired] = useState(() => isLookupExpired(journeySet, new Date()));
  const tripsRef = useRef<HTMLDivElement>(null);
  const selectionError = useSelectionError(tripsRef);

  const selected = listed.filter((journey) => selection.has(journey.id));
  const total = selected.reduce((sum, journey) => sum + journey.totalPrice, 0);
  const hasPrepayments = all.some((journey) => journey.status === 'PREPAYMENT');
  const finishedCount = listed.filter(isFinished).length;

  // Issue 26 item 12: a list opened from storage (a reload, a new tab, back the next day) is
  // asked again with the lookup's session, so trips paid or made since then show as they are; it
  // shows at once and the answer replaces it (a new session remounts the page). A failed call
  // leaves it as it is.
  const navigation = useNavigationType();
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current || expired || !needsRefresh(navigation, journeySet.sessionId)) return;
    refreshed.current = true;
    reloadJourneys.mutate(journeySet, { onSuccess: () => void revalidator.revalidate() });
  }, [expired, navigation, journeySet, reloadJourneys, revalidator]);

  const reload = (change: () => void) => {
    change();
    void revalidator.revalidate();
  };

  // "Removing prepayments clears the prepaid list and reloads": the prepaid trips go at once, then
  // the plate's trips come again from the server with the lookup's session (no captcha). If that
  // fails, the list without the prepaid trips stays.
  const removePrepaid = () => {
    reload(removePrepayments);
    reloadJourneys.mutate(journeySet, { onSettled: () => void revalidator.revalidate() });
  };

  const pay = () => {
    // The whole set, not the listed rows: hidden OMP trips still block (spec section 4).
    const start = paymentStart(all, selection);
    if (start.kind === 'blocked') {
      setWasBlocked(true);
      setBlocked(start.modal);
    } else if (start.kind === 'pay') {
      storeJourneysToPay(start.journeys);
      trackEvent('journeys-payment-start', { count: start.count, total: start.total });
      void navigate(localizedPath(language, 'payment'));
    } else {
      selectionError.show();
    }
  };

  return (
    <div className={styles.page}>
      <PageHead title={t('journeys.title')} />
      <Breadcrumb items={[{ label: t('common.home'), url: '/' }, { label: t('journeys.title') }]} />
      <h1 className={styles.title}>{t('journeys.title')}</h1>
      <VehiclePlate
        plate={journeySet.plate}
        countryCode={journeySet.countryCode}
        className={styles.plate}
      />
      {expired ? (
        <LookupExpired plate={journeySet.plate} countryCode={journeySet.countryCode} />
      ) : listed.length === 0 ? (
        prosecutorCases.length > 0 ? (
          <ProsecutorCases cases={prosecutorCases} nothingPayable />
        ) : (
          <NoTripFound
            plate={journeySet.plate}
            countryCode={journeySet.countryCode}
            allPaid={journeySet.hasPaidJourneys === true}
            rental={rental}
          />
        )
      ) : (
        <div className={styles.layout}>
          <div className={styles.group} ref={tripsRef}>
            {selectionError.shown ? (
              <SelectionError id={selectionError.id} nothingPayable={false} />
            ) : null}
            {finishedCount > 1 ? (
              // Unticking one finished trip unticks them all: said before it surprises (item 5).
              <p className={styles.note}>{t('journeys.travels.finishedTogether')}</p>
            ) : null}
            <JourneyList
              journeys={listed}
              allJourneys={listed}
              selection={selection}
              mode="journeys"
              hasRentalDates={rental}
              now={now}
              onToggle={(journey: Journey) => {
                selectionError.hide();
                setSelection((current) => toggle(current, journey, listed, 'journeys'));
              }}
              onDelete={(journey) => reload(() => removeStoredJourney(journey.id))}
              describedBy={selectionError.describedBy}
            />
            {prosecutorCases.length > 0 ? (
              <ProsecutorCases cases={prosecutorCases} nothingPayable={false} />
            ) : null}
          </div>
          <TripSummary count={selected.length} total={total} docked>
            {hasPrepayments ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={removePrepaid}
                disabled={reloadJourneys.isPending}
              >
                {t('journeys.summary.removePrepayments')}
              </button>
            ) : null}
            <Button
              onClick={pay}
              aria-describedby={selectionError.describedBy}
              track="journeys-pay"
            >
              {t('journeys.summary.pay')}
            </Button>
          </TripSummary>
        </div>
      )}
      {listed.length > 0 ? (
        // After the total and "Paga", and quieter than them (issue 26 item 3).
        <AccountAdvice plateHasAccount={journeySet.plateHasAccount} />
      ) : null}
      {wasBlocked ? (
        <Suspense fallback={null}>
          <BlockedPaymentDialog modal={blocked} onClose={() => setBlocked(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function AccountAdvice({ plateHasAccount }: { plateHasAccount: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.accountAdvice} aria-labelledby="account-advice-title">
      <h2 id="account-advice-title">
        {plateHasAccount ? t('journeys.account.found') : t('journeys.account.travellerTitle')}
      </h2>
      <p>
        {plateHasAccount ? t('journeys.account.foundAdvice') : t('journeys.account.travellerText')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" href="account/register" track="journeys-register">
          {t('journeys.account.createAccount')}
        </Button>
        <Button variant="secondary" href="account/login" track="journeys-login">
          {t('journeys.account.login')}
        </Button>
      </div>
    </section>
  );
}
