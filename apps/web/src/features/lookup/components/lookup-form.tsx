import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
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
import { CountrySelector } from '../../../components/country-selector.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
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
 */
export function LookupForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorId = useId();
  const lookup = useLookupJourneys();
  const [mode, setMode] = useState<LookupMode>('plate');
  // The last lookup's plate, if any: "pay other journeys" comes back here.
  const [initial] = useState(storedPlate);
  const [country, setCountry] = useState<PlateCountryCode>(initial.country);
  const [plate, setPlate] = useState(initial.plate);
  const [caseNumber, setCaseNumber] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [error, setError] = useState<LookupError | null>(null);
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const plateRef = useRef<HTMLInputElement>(null);
  const caseRef = useRef<HTMLInputElement>(null);

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const checked = checkLookup(mode, plate, country, caseNumber);
    if (!checked.ok) return showError(checked.code);
    if (!captchaToken) return showError('captcha_mandatory');
    setError(null);
    const { target } = checked;
    lookup.mutate(
      { target, captchaToken },
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
        onTokenChange={(token) => {
          setCaptchaToken(token);
          // A refused captcha's message stays until a new one is solved.
          if (token && error?.field === 'captcha') setError(null);
        }}
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
      <div className={styles.actions}>
        <Button type="submit" loading={lookup.isPending} track="lookup-submit">
          {t('lookup.submit')}
        </Button>
      </div>
    </form>
  );
}
