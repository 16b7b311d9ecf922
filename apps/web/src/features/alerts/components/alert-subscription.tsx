import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  alertEmailDebounceMs,
  defaultPlateCountry,
  receiptNumberMaxLength,
  type ErrorCode,
} from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { PlateTextField } from '../../../components/plate-text-field.tsx';
import { RentalPeriodFields } from '../../../components/rental-period-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useWhitelabel } from '../../../lib/whitelabel.ts';
import {
  alertErrorPlace,
  alertFormResolver,
  type AlertFormField,
  type AlertFormValues,
} from '../utils/alert-form-check.ts';
import type { AlertRequest } from '../utils/alert-request.ts';
import {
  useAlertSubscription,
  type AlertSubscriptionFailure,
} from '../utils/use-alert-subscription.ts';
import { AlertSuccess } from './alert-success.tsx';
import styles from './alerts.module.css';

// React Aria comes with the dialog, when a plate turns out to be someone else's.
const ReassignDialog = lazy(async () => ({
  default: (await import('../../../components/reassign-dialog.tsx')).ReassignDialog,
}));

const initialValues: AlertFormValues = {
  email: '',
  countryCode: defaultPlateCountry,
  numberPlate: '',
  rented: false,
  rental: null,
  receiptNumber: '',
};

/** An error that belongs to no field: the captcha's, or any other (above the buttons). */
interface FormError {
  place: 'captcha' | 'form';
  code: ErrorCode | null;
  call: AlertSubscriptionFailure['call'];
}

/**
 * A refused subscription's 429 is mostly too many wrong receipt numbers (issue 24), held for a
 * while per address, plate and client: "try again in a moment" would mislead.
 */
const formErrorKey = ({ code, call }: FormError) =>
  code === 'too_many_requests' && call === 'subscribe'
    ? 'alerts.form.tooManyTries'
    : errorMessageKey(code);

/**
 * Spec 000 "Alert screen" and sections 4-5: e-mail, plate country (FR), plate, "Avevo un veicolo
 * a noleggio" with the rental dates, Portico's receipt number (issue 24: the proof that the address
 * may follow the vehicle), the white-label's data-protection text, the captcha, then
 * "Annulla" (home) and "Iscriviti", which stays disabled while the form is invalid, the rental
 * period is incomplete or the e-mail has not settled for 500 ms (spec 001 sections 5, 9). Sent,
 * it follows the plate's status (use-alert-subscription.ts) and is replaced by the success.
 */
export function AlertSubscription() {
  const { t } = useTranslation();
  const { data: whitelabel } = useWhitelabel();
  const hintId = useId();
  const statusId = useId();
  const errorId = useId();
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, formState, setError, setValue } = useForm<
    AlertFormValues,
    unknown,
    AlertRequest
  >({ defaultValues: initialValues, resolver: alertFormResolver, mode: 'onTouched' });

  const showFailure = ({ code, detailPaths, call }: AlertSubscriptionFailure) => {
    const place = alertErrorPlace(code, detailPaths);
    if (place === 'captcha' || place === 'form') return setFormError({ place, code, call });
    setError(place, { type: 'server', message: errorMessageKey(code) }, { shouldFocus: true });
  };
  const {
    state,
    busy,
    waiting,
    waitFailed,
    start,
    confirmReassignment,
    cancelReassignment,
    captchaRef,
    onTokenChange,
    onCaptchaStatus,
  } = useAlertSubscription({ onFailure: showFailure });

  const email = useWatch({ control, name: 'email' });
  // Spec 001: the address is checked once it has not changed for 500 ms; until then it is not
  // "tested" and the button waits.
  const emailTested = useDebouncedValue(email, alertEmailDebounceMs) === email;
  const canSubmit = formState.isValid && emailTested;

  const errorText = (field: AlertFormField) => {
    const key = fieldErrorKey(formState.errors[field]);
    return key ? t(key) : null;
  };
  const serverError = (field: AlertFormField) =>
    formState.errors[field]?.type === 'server' ? errorText(field) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    setFormError(null);
    void handleSubmit((request) => start(request))(event);
  };

  if (state.step === 'success') {
    return <AlertSuccess outcome={state.outcome} email={state.email} />;
  }
  const asking = state.step === 'askReassignment' ? state : null;
  const gdprText = whitelabel?.gdprText.trim();

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('alerts.form.requiredNote')}</p>
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <EmailInput
            {...field}
            label={t('alerts.form.email')}
            required
            error={serverError('email')}
          />
        )}
      />
      <Controller
        name="countryCode"
        control={control}
        render={({ field }) => (
          <div>
            <CountrySelector
              ref={field.ref}
              label={t('alerts.form.country')}
              value={field.value}
              onChange={field.onChange}
              errorId={formState.errors.countryCode ? `${errorId}-country` : null}
              required
            />
            {formState.errors.countryCode ? (
              <p id={`${errorId}-country`} className={styles.error}>
                {errorText('countryCode')}
              </p>
            ) : null}
          </div>
        )}
      />
      <Controller
        name="numberPlate"
        control={control}
        render={({ field }) => (
          <PlateTextField
            {...field}
            label={t('alerts.form.plate')}
            hint={t('alerts.form.plateHint')}
            error={errorText('numberPlate')}
            errorId={`${errorId}-plate`}
          />
        )}
      />
      <Controller
        name="receiptNumber"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            label={t('alerts.form.receipt')}
            hint={t('alerts.form.receiptHint')}
            error={errorText('receiptNumber')}
            autoComplete="off"
            spellCheck={false}
            maxLength={receiptNumberMaxLength}
          />
        )}
      />
      <RentalPeriodFields
        control={control}
        label={t('alerts.form.rental')}
        checkboxClassName={styles.checkbox}
        setPeriod={(dates) => setValue('rental', dates, { shouldValidate: true })}
        showErrors={formState.isSubmitted}
        error={serverError('rental')}
      />
      {gdprText ? <p className={styles.gdpr}>{gdprText}</p> : null}
      <CaptchaField
        ref={captchaRef}
        onTokenChange={(token) => {
          // A refused captcha's message stays until a new one is solved.
          if (token && formError?.place === 'captcha') setFormError(null);
          onTokenChange(token);
        }}
        onStatusChange={onCaptchaStatus}
        errorCode={formError?.place === 'captcha' ? formError.code : null}
      />
      {formError?.place === 'captcha' ? (
        // The captcha cannot take the focus: its error is announced instead.
        <p role="alert" className="visually-hidden">
          {t(formErrorKey(formError))}
        </p>
      ) : null}
      {formError?.place === 'form' ? (
        <p role="alert" className={styles.error}>
          {t(formErrorKey(formError))}
        </p>
      ) : null}
      {waitFailed ? (
        <p role="alert" className={styles.error}>
          {t('alerts.form.queue.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" href="/" track="alert-cancel">
          {t('alerts.form.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          loading={busy}
          aria-describedby={waiting ? statusId : canSubmit ? undefined : hintId}
          track="alert-subscribe"
        >
          {t('alerts.form.submit')}
        </Button>
      </div>
      {canSubmit ? null : (
        <p id={hintId} className={styles.note}>
          {t('alerts.form.disabledHint')}
        </p>
      )}
      {/* Always rendered, so that screen readers announce the text when it appears. */}
      <p id={statusId} role="status" className={styles.status}>
        {waiting ? t('alerts.form.queue.waiting') : null}
      </p>
      {asking ? (
        <Suspense fallback={null}>
          <ReassignDialog
            isOpen
            plate={asking.request.numberPlate}
            hiddenEmail={asking.hiddenEmail}
            email={asking.request.email}
            onConfirm={confirmReassignment}
            onCancel={cancelReassignment}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
