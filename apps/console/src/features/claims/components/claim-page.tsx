import { useState } from 'react';
import { isLanguage, type ClaimCase, type ClaimMailPreview } from '@portico/contract';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useFreshCheck } from '../../../components/fresh-check/use-fresh-check.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { decideClaim } from '../api/decide-claim.ts';
import { useClaim } from '../api/get-claim.ts';
import { previewClaimDecision, type ClaimDecision } from '../api/preview-claim-decision.ts';
import { ClaimAgeText } from './claim-age-text.tsx';
import { ClaimFiles } from './claim-files.tsx';
import { ClaimJourneys } from './claim-journeys.tsx';
import { DecisionForm } from './decision-form.tsx';
import { MailPreviewDialog } from './mail-preview-dialog.tsx';

/** What the claimant filed: reason, texts, address and language, and the decision once taken. */
function ClaimFacts({ claim }: { claim: ClaimCase }) {
  const { language, t } = useI18n();
  return (
    <dl className="member-facts">
      <dt>{t('claims.filter.status')}</dt>
      <dd>{t(`claims.status.${claim.status}`)}</dd>
      <dt>{t('claims.age.title')}</dt>
      <dd>
        <ClaimAgeText hours={claim.ageHours} />
      </dd>
      <dt>{t('claims.filed')}</dt>
      <dd>
        <time dateTime={claim.createdAt}>{formatDateTime(language, claim.createdAt)}</time>
      </dd>
      <dt>{t('claims.filter.reason')}</dt>
      <dd>
        {claim.reasonLabel} ({t(`claims.type.${claim.type}`)})
      </dd>
      <dt>{t('claim.claimant')}</dt>
      <dd>
        {claim.email} ·{' '}
        {isLanguage(claim.language) ? t(`languages.${claim.language}`) : claim.language}
      </dd>
      <dt>{t('claim.comment')}</dt>
      <dd className="claimant-text" lang={claim.language}>
        {claim.comment ?? t('claim.noComment')}
      </dd>
      {claim.decidedAt ? (
        <>
          <dt>{t('claim.decidedAt')}</dt>
          <dd>
            <time dateTime={claim.decidedAt}>{formatDateTime(language, claim.decidedAt)}</time>
          </dd>
          <dt>{t('claim.decisionNote')}</dt>
          <dd className="claimant-text" lang={claim.language}>
            {claim.decisionNote ?? ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * `/operator/claims/:reference`: one claim, its trips and its files shown in the page, and for an
 * open claim the decision: the form asks for the e-mail's preview, the preview's dialog decides.
 */
export function ClaimPage({ reference, mayDecide }: { reference: string; mayDecide: boolean }) {
  const { language, t } = useI18n();
  const { data: claim, error, reload } = useClaim(reference);
  const [pending, setPending] = useState<ClaimDecision | null>(null);
  const [preview, setPreview] = useState<ClaimMailPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // A decision is not taken back: the server wants a passkey check within five minutes.
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();

  async function askPreview(decision: ClaimDecision) {
    setBusy(true);
    setFailure(null);
    try {
      setPreview(await withFreshCheck(() => previewClaimDecision(language, reference, decision)));
      setPending(decision);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      await withFreshCheck(() => decideClaim(language, reference, pending));
      setPreview(null);
      setPending(null);
      setDone(true);
      reload();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  const failureText = failure ? t(errorMessageKey(failure)) : null;
  return (
    <>
      <p>
        <Link to="/claims">{t('claim.back')}</Link>
      </p>
      <PageHeading>{t('claim.title', { reference })}</PageHeading>
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      <p role="status">{done ? t('decision.done') : claim || error ? '' : t('app.loading')}</p>
      {claim ? (
        <>
          <ClaimFacts claim={claim} />
          <h2>{t('claim.trips')}</h2>
          <ClaimJourneys journeys={claim.journeys} />
          <h2>{t('claim.files')}</h2>
          <ClaimFiles reference={claim.reference} files={claim.attachments} />
          {claim.status === 'OPEN' && mayDecide ? (
            <>
              <ErrorAlert message={preview ? null : failureText} />
              <DecisionForm
                claim={claim}
                busy={busy}
                onPreview={(decision) => void askPreview(decision)}
              />
            </>
          ) : null}
          <MailPreviewDialog
            preview={preview}
            busy={busy}
            error={preview ? failureText : null}
            onConfirm={() => void confirm()}
            onDismiss={() => {
              setPreview(null);
              setPending(null);
              setFailure(null);
            }}
          />
        </>
      ) : null}
      {freshCheckDialog}
    </>
  );
}
