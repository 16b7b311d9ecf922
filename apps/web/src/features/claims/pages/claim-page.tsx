import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { ErrorCode, Journey, ProtestType } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { endClaimDraft } from '../../../lib/claim-draft.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { createProtest } from '../api/create-protest.ts';
import { useProtestReasons } from '../api/get-protest-reasons.ts';
import { ClaimDetailsForm } from '../components/claim-details-form.tsx';
import { ClaimSent } from '../components/claim-sent.tsx';
import { ClaimSummary } from '../components/claim-summary.tsx';
import { ClaimedJourneys } from '../components/claimed-journeys.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import type { Attachment } from '../utils/attachment-list.ts';
import type { ClaimFormValues, ClaimProblems } from '../utils/claim-problems.ts';
import { serverProblem } from '../utils/server-problem.ts';
import styles from '../components/claim.module.css';

export interface ClaimPageProps {
  type: ProtestType;
  journeys: readonly Journey[];
  sessionId: string;
}

type Step = 'details' | 'summary';

/**
 * /{lang}/claim (issue 14 item 6): the chosen trips, then two steps: the reason of the claim's
 * type, a comment, the contact e-mail and the files (checked before any upload); then the summary,
 * sent with the upload's progress shown; then the reference. A refusal of the server shows its
 * text: on its field (back on the first step) when it is about one, else above the send button.
 */
export function ClaimPage({ type, journeys, sessionId }: ClaimPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasons = useProtestReasons(type);
  const [step, setStep] = useState<Step>('details');
  const [values, setValues] = useState<ClaimFormValues>({ reasonId: null, comment: '', email: '' });
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(0);
  const [refusal, setRefusal] = useState<ErrorCode | null | undefined>(undefined);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const title = t('claims.claim.title');

  const send = useMutation({
    mutationFn: () => {
      setSent(0);
      return createProtest(
        language,
        {
          type,
          sessionId,
          claim: {
            journeyIds: journeys.map((journey) => journey.id),
            reasonId: values.reasonId ?? '',
            ...(values.comment.trim() === '' ? {} : { comment: values.comment.trim() }),
            email: values.email.trim(),
          },
          files: attachments.map((attachment) => attachment.file),
        },
        setSent,
      );
    },
    onSuccess: (created) => endClaimDraft(created.journeyIds),
    onError: (failure) => {
      const code = isApiError(failure) ? failure.code : null;
      const field = serverProblem(code);
      if (field) {
        setProblems({ [field.field]: field.key });
        setStep('details');
      } else {
        setRefusal(code);
      }
    },
  });

  // A new step takes the focus on its heading, so the page is read from there (not on arrival).
  useEffect(() => {
    if (!moved.current) return;
    stepRef.current?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    moved.current = true;
    setRefusal(undefined);
    setStep(next);
  };

  const reasonLabel = reasons.data?.find((reason) => reason.id === values.reasonId)?.label ?? '';

  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[
          { label: t('common.home'), url: '/' },
          { label: t('claims.select.title'), url: '/claim/select' },
          { label: title },
        ]}
      />
      <div className={styles.page}>
        {send.data ? (
          <ClaimSent reference={send.data.reference} />
        ) : (
          <div className={styles.form}>
            <section aria-labelledby="claim-journeys-title">
              <h2 id="claim-journeys-title" className={styles.heading}>
                {t('claims.claim.journeys')} ({t(`claims.claim.types.${type}`)})
              </h2>
              <ClaimedJourneys journeys={journeys} />
              <Link to={localizedPath(language, 'claim/select')}>
                {t('claims.claim.changeJourneys')}
              </Link>
            </section>
            <h2 ref={stepRef} tabIndex={-1} className={styles.heading}>
              <span className={styles.step}>
                {t('claims.claim.step', { step: step === 'details' ? 1 : 2 })}
              </span>{' '}
              {step === 'details' ? t('claims.claim.details') : t('claims.claim.summary.title')}
            </h2>
            {step === 'details' ? (
              reasons.isPending ? (
                <LoadingPage label={t('claims.claim.reasonsLoading')} />
              ) : reasons.isError ? (
                <div role="alert" className={styles.alert}>
                  <p>{t('common.loadError')}</p>
                  <Button variant="secondary" onClick={() => void reasons.refetch()}>
                    {t('claims.claim.retry')}
                  </Button>
                </div>
              ) : (
                <ClaimDetailsForm
                  reasons={reasons.data}
                  values={values}
                  onValuesChange={setValues}
                  attachments={attachments}
                  onAttachmentsChange={setAttachments}
                  problems={problems}
                  onProblemsChange={setProblems}
                  checked={checked}
                  onChecked={() => setChecked(true)}
                  onDone={() => goTo('summary')}
                />
              )
            ) : (
              <>
                <ClaimSummary
                  type={type}
                  journeys={journeys}
                  reasonLabel={reasonLabel}
                  comment={values.comment}
                  email={values.email.trim()}
                  attachments={attachments}
                />
                {send.isPending ? <UploadProgress sent={sent} /> : null}
                {refusal !== undefined ? (
                  <p role="alert" className={styles.alert}>
                    {t(errorMessageKey(refusal))}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <Button
                    loading={send.isPending}
                    onClick={() => {
                      setRefusal(undefined);
                      send.mutate();
                    }}
                    track="claim-send"
                  >
                    {t('claims.claim.send')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={send.isPending}
                    onClick={() => goTo('details')}
                    track="claim-edit"
                  >
                    {t('claims.claim.edit')}
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </>
  );
}
