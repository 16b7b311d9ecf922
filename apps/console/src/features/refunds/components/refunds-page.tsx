import { useState, type ReactNode } from 'react';
import type { Refund, RefundDecision, StaffAction } from '@portico/contract';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useFreshCheck } from '../../../components/fresh-check/use-fresh-check.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatEuros } from '../../../lib/euros.ts';
import { decideRefund, type RefundView } from '../api/refunds-api.ts';
import { useRefunds } from '../api/use-refunds.ts';
import { refundErrorKey } from '../utils/refund-error.ts';
import { DecideRefundDialog } from './decide-refund-dialog.tsx';
import { RefundsTable } from './refunds-table.tsx';

const views: readonly RefundView[] = ['waiting', 'history'];

/**
 * `/operator/refunds`: the refunds waiting for a person (over the ceiling, or whose outcome the
 * job could not learn) and the history of every attempt. A person of the finance desk approves,
 * cancels or retries through the fresh passkey check; the page then says what happened and reads
 * the list again.
 */
export function RefundsPage({ actions }: { actions: readonly StaffAction[] }) {
  const { language, t } = useI18n();
  const [params, setParams] = useSearchParams();
  const view: RefundView = params.get('view') === 'history' ? 'history' : 'waiting';
  const { refunds, next, loading, error, more, reload } = useRefunds(view);
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();
  const [open, setOpen] = useState<{ refund: Refund; decision: RefundDecision } | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const mayDecide = actions.includes('refunds.approve');

  const decide = async (reason: string) => {
    if (!open) return null;
    const { refund, decision } = open;
    setNotice(null);
    try {
      await withFreshCheck(() => decideRefund(language, refund.id, { decision, reason }));
    } catch (failure) {
      return refundErrorKey(failure);
    }
    setOpen(null);
    setNotice(
      t(`refunds.done.${decision}`, {
        reference: refund.reference,
        amount: formatEuros(language, refund.amountCents),
      }),
    );
    reload();
    return null;
  };

  return (
    <>
      <PageHeading>{t('refunds.title')}</PageHeading>
      <nav aria-label={t('refunds.views')} className="actions">
        {views.map((each) => (
          <button
            key={each}
            type="button"
            className={each === view ? 'button' : 'button secondary'}
            aria-pressed={each === view}
            onClick={() => setParams(each === 'waiting' ? {} : { view: each })}
          >
            {t(`refunds.view.${each}`)}
          </button>
        ))}
      </nav>
      <p role="status" className={notice ? 'notice' : undefined}>
        {notice}
      </p>
      <ErrorAlert message={error ? t(refundErrorKey(error)) : null} />
      {refunds.length > 0 ? (
        <RefundsTable
          refunds={refunds}
          onDecide={mayDecide ? (refund, decision) => setOpen({ refund, decision }) : null}
        />
      ) : loading ? null : error ? null : (
        <p>{t(`refunds.empty.${view}`)}</p>
      )}
      {loading ? <Loading /> : null}
      {next && !loading ? (
        <div className="actions">
          <button type="button" className="button secondary" onClick={() => void more()}>
            {t('refunds.more')}
          </button>
        </div>
      ) : null}
      {open ? (
        <DecideRefundDialog
          refund={open.refund}
          decision={open.decision}
          onClose={() => setOpen(null)}
          decide={decide}
        />
      ) : null}
      {freshCheckDialog}
    </>
  );
}
