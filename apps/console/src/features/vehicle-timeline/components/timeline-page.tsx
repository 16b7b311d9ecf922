import { useState, type ReactNode } from 'react';
import type { StaffAction, TimelinePayment, TimelineTrip } from '@portico/contract';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useFreshCheck } from '../../../components/fresh-check/use-fresh-check.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { deskErrorKey } from '../utils/desk-error.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useVehicleTimeline } from '../api/get-vehicle-timeline.ts';
import { CancelTripDialog } from './cancel-trip-dialog.tsx';
import { ExtendDeadlineDialog } from './extend-deadline-dialog.tsx';
import { AccountsSection, AlertsSection, FleetsSection } from './holders-sections.tsx';
import { ClaimsSection, MailsSection } from './mails-claims-sections.tsx';
import { MovePassagesDialog } from './move-passages-dialog.tsx';
import { PassagesSection } from './passages-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { RefundPaymentDialog } from './refund-payment-dialog.tsx';
import { ResendReceiptDialog } from './resend-receipt-dialog.tsx';
import type { SupportChange } from './support-change.ts';
import { TripsSection } from './trips-section.tsx';

/** Which action's dialog is open, and on what. */
type OpenDialog =
  | { kind: 'receipt'; payment: TimelinePayment }
  | { kind: 'refund'; payment: TimelinePayment }
  | { kind: 'cancel'; trip: TimelineTrip }
  | { kind: 'deadline'; trip: TimelineTrip }
  | { kind: 'move' };

/**
 * `/operator/vehicles/:country/:plate`: everything the portal knows about one vehicle, newest
 * first, and the support agent's four actions. A cancellation and a move go through the fresh
 * passkey check; after any action the page says what the server answered and reads the
 * timeline again. Actions the person's roles lack are not offered (the server refuses them too).
 */
export function TimelinePage({ actions }: { actions: readonly StaffAction[] }) {
  const { t } = useI18n();
  const { country = '', plate = '' } = useParams();
  const { data, error: loadError, reload } = useVehicleTimeline(country, plate);
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const may = (action: StaffAction) => actions.includes(action);

  const change: SupportChange = async (run, done) => {
    setNotice(null);
    let answer;
    try {
      answer = await withFreshCheck(run);
    } catch (failure) {
      return deskErrorKey(failure);
    }
    setDialog(null);
    setNotice(done(answer));
    reload();
    return null;
  };
  const close = () => setDialog(null);

  return (
    <>
      <p className="back-link">
        <Link to="/search">{t('timeline.backToSearch')}</Link>
      </p>
      <PageHeading>{t('timeline.title', { plate, country })}</PageHeading>
      <p role="status" className={notice ? 'notice' : undefined}>
        {notice}
      </p>
      <ErrorAlert message={loadError ? t(deskErrorKey(loadError)) : null} />
      {data ? (
        <div className="timeline">
          {data.emailsMasked ? <p className="hint">{t('timeline.emailsMasked')}</p> : null}
          <TripsSection
            trips={data.trips}
            onCancel={may('trips.cancel') ? (trip) => setDialog({ kind: 'cancel', trip }) : null}
            onExtend={
              may('deadlines.extend') ? (trip) => setDialog({ kind: 'deadline', trip }) : null
            }
          />
          <PaymentsSection
            payments={data.payments}
            onResend={
              may('receipts.resend') ? (payment) => setDialog({ kind: 'receipt', payment }) : null
            }
            onRefund={
              may('refunds.approve') ? (payment) => setDialog({ kind: 'refund', payment }) : null
            }
          />
          <PassagesSection
            passages={data.passages}
            onMove={may('passages.move') ? () => setDialog({ kind: 'move' }) : null}
          />
          <MailsSection mails={data.mails} />
          <ClaimsSection claims={data.claims} />
          <AlertsSection alerts={data.alerts} />
          <AccountsSection accounts={data.accounts} />
          <FleetsSection fleets={data.fleets} />
        </div>
      ) : loadError ? null : (
        <Loading />
      )}
      {dialog?.kind === 'receipt' ? (
        <ResendReceiptDialog payment={dialog.payment} onClose={close} change={change} />
      ) : null}
      {dialog?.kind === 'refund' ? (
        <RefundPaymentDialog payment={dialog.payment} onClose={close} change={change} />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelTripDialog trip={dialog.trip} onClose={close} change={change} />
      ) : null}
      {dialog?.kind === 'deadline' ? (
        <ExtendDeadlineDialog trip={dialog.trip} onClose={close} change={change} />
      ) : null}
      {dialog?.kind === 'move' && data ? (
        <MovePassagesDialog
          passages={data.passages.items}
          country={data.country}
          onClose={close}
          change={change}
        />
      ) : null}
      {freshCheckDialog}
    </>
  );
}
