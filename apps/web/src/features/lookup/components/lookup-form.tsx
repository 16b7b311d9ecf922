import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  defaultPlateCountry,
  lookupTarget,
  type ErrorCode,
  type LookupTarget,
  type PlateCountryCode,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import {
  CaptchaField,
  type CaptchaFieldHandle,
} from '../../../components/captcha/captcha-field.tsx';
import type { CaptchaStatus } from '../../../components/captcha/use-captcha.ts';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLookupJourneys } from '../api/lookup-journeys.ts';
import { lookupErrorField, type LookupError } from '../utils/lookup-error-field.ts';
import { storedPlate } from '../utils/stored-plate.ts';
import { storeLookup } from '../utils/store-lookup.ts';
import { LookupModeChoice, type LookupMode } from './lookup-mode-choice.tsx';
import { LookupTextField } from './lookup-text-field.tsx';
import styles from './lookup-form.module.css';

type CheckedLookup = { ok: true; target: LookupTarget } | { ok: false; code: ErrorCode };

/** The contract's rule, so the form says what the server would; an empty case number is required. */
function checkLookup(mode: LookupMode, plate: string, country: string, caseNumber: string) {
  if (mode === 'case') {
    return caseNumber.trim()
      ? lookupTarget({ caseNumber })
      : ({ ok: false, code: 'required' } satisfies CheckedLookup);
  }
  return lookupTarget({ plate, country });
}

/**
 * Spec 000/001 "form/payment": find the trips to pay by plate + country or by case number, with
 * the captcha. A successful lookup is stored under the spec's keys and opens the trips screen.
 * The captcha takes seconds on a phone: a search asked for before it is solved waits for its
 * token (the button busy, a live status saying so) and goes out by itself when it comes.
 */
export function LookupForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorId = useId();
  const statusId = useId();
  const lookup = useLookupJourneys();
  const [mode, setMode] = useState<LookupMode>('plate');
  // The last lookup's plate, if any: "pay other journeys" comes back here. Read once hydrated
  // (the server renders the page without the visitor's storage); what the visitor types wins.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? storedPlate() : null), [hydrated]);
  const [chosenCountry, setCountry] = useState<PlateCountryCode | null>(null);
  const [typedPlate, setPlate] = useState<string | null>(null);
  const country = chosenCountry ?? stored?.country ?? defaultPlateCountry;
  const plate = typedPlate ?? stored?.plate ?? '';
  const [caseNumber, setCaseNumber] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('solving');
  // A search asked for while the captcha had no token: sent as soon as one comes.
  const [queued, setQueued] = useState(false);
  const [error, setError] = useState<LookupError | null>(null);
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const plateRef = useRef<HTMLInputElement>(null);
  const caseRef = useRef<HTMLInputElement>(null);
  const waiting = queued && captchaStatus !== 'failed';
  const waitFailed = queued && captchaStatus === 'failed';

  const errorText = (field: LookupError['field']) =>
    error?.field === field ? t(errorMessageKey(error.code)) : null;
  const fieldErrorId = (field: LookupError['field']) =>
    error?.field === field ? `${errorId}-${field}` : null;

  // The focus goes to the field in error, whose description then reads the error out.
  const showError = (code: ErrorCode | null) => {
    const field = lookupErrorField(code, mode);
    setError({ field, code });
    const input = { country: countryRef, plate: plateRef, caseNumber: caseRef }[
      field as 'country' | 'plate' | 'caseNumber'
    ];
    input?.current?.focus();
  };

  const edit =
    <T,>(set: (value: T) => void, ...fields: LookupError['field'][]) =>
    (value: T) => {
      set(value);
      if (error && fields.includes(error.field)) setError(null);
    };

  /** Checks the fields as they are now and sends the lookup with this token. */
  const search = (token: string) => {
    const checked = checkLookup(mode, plate, country, caseNumber);
    if (!checked.ok) return showError(checked.code);
    setError(null);
    const { target } = checked;
    lookup.mutate(
      { target, captchaToken: token },
      {
        onSuccess: (journeySet) =>
          void navigate(localizedPath(language, storeLookup(target, journeySet))),
        onError: (failure) => {
          // The server has seen the token: a new one is needed for the next try.
          setCaptchaToken(null);
          captchaRef.current?.reset();
          showError(isApiError(failure) ? failure.code : null);
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending || waiting) return;
    if (captchaToken) return search(captchaToken);
    // No token yet: a field error shows now; otherwise the search waits for the captcha, and a
    // failed captcha is tried again for it.
    const checked = checkLookup(mode, plate, country, caseNumber);
    if (!checked.ok) return showError(checked.code);
    setError(null);
    if (captchaStatus === 'failed') captchaRef.current?.reset();
    setQueued(true);
  };

  const onTokenChange = (token: string | null) => {
    setCaptchaToken(token);
    // A refused captcha's message stays until a new one is solved.
    if (token && error?.field === 'captcha') setError(null);
    if (token && queued) {
      setQueued(false);
      search(token);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.note}>{t('lookup.requiredNote')}</p>
      <LookupModeChoice
        value={mode}
        onChange={(next) => {
          setMode(next);
          setError(null);
        }}
      />
      {mode === 'plate' ? (
        <>
          <CountrySelector
            ref={countryRef}
            label={t('lookup.country')}
            value={country}
            onChange={edit(setCountry, 'country')}
            errorId={fieldErrorId('country')}
            required
          />
          {error?.field === 'country' ? (
            <p id={fieldErrorId('country') ?? undefined} className={styles.error}>
              {errorText('country')}
            </p>
          ) : null}
          <LookupTextField
            ref={plateRef}
            label={t('lookup.plate')}
            hint={t('lookup.plateHint')}
            value={plate}
            onChange={edit(setPlate, 'plate', 'form')}
            error={errorText('plate')}
            errorId={`${errorId}-plate`}
          />
        </>
      ) : (
        <LookupTextField
          ref={caseRef}
          label={t('lookup.caseNumber')}
          hint={t('lookup.caseHint')}
          value={caseNumber}
          onChange={edit(setCaseNumber, 'caseNumber', 'form')}
          error={errorText('caseNumber')}
          errorId={`${errorId}-caseNumber`}
        />
      )}
      <CaptchaField
        ref={captchaRef}
        onTokenChange={onTokenChange}
        onStatusChange={setCaptchaStatus}
        errorCode={error?.field === 'captcha' ? error.code : null}
      />
      {error?.field === 'captcha' ? (
        // The captcha cannot take the focus: its error is announced instead.
        <p role="alert" className="visually-hidden">
          {errorText('captcha')}
        </p>
      ) : null}
      {error?.field === 'form' ? (
        <p role="alert" className={styles.error}>
          {errorText('form')}
        </p>
      ) : null}
      {waitFailed ? (
        <p role="alert" className={styles.error}>
          {t('lookup.queue.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={lookup.isPending || waiting}
          aria-describedby={waiting ? statusId : undefined}
          track="lookup-submit"
        >
          {t('lookup.submit')}
        </Button>
        {/* Always rendered, so that screen readers announce the text when it appears. */}
        <p id={statusId} role="status" className={styles.queueStatus}>
          {waiting ? t('lookup.queue.waiting') : null}
        </p>
      </div>
    </form>
  );
}
