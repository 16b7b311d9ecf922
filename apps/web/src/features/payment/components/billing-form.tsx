import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  billingFields,
  defaultBillingCountry,
  mobilePhoneLength,
  type BillingField,
  type BillingInfo,
  type ErrorCode,
  type BusinessPayerInput,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import type { ErrorMessageKey } from '../../../lib/errors.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useStartCardPayment } from '../api/start-card-payment.ts';
import {
  billingResolver,
  billingServerErrors,
  checkBillingField,
  isTooLong,
  maxLengthOf,
  preloadBillingSchema,
  type BillingForm as BillingFormValues,
} from '../utils/billing-check.ts';
import { usePhoneExample } from '../utils/phone-example.ts';
import { postToPsp } from '../utils/post-to-psp.ts';
import { storePaymentSessionId } from '../utils/stored-payment.ts';
import { ErrorSummary } from './error-summary.tsx';
import { PaymentProblem } from './payment-problem.tsx';
import { PaymentTextField } from './payment-text-field.tsx';
import styles from './payment.module.css';
import fieldStyles from '../../../components/form-field.module.css';

type CountryField = 'billingCountry' | 'mobilePhoneCountry';
type TextField = Exclude<BillingField, CountryField | 'mobilePhone'>;

/** The browser's autofill token of each field (WHATWG autofill, billing section). */
const autoCompleteOf: Record<TextField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  billingAddress: 'billing street-address',
  billingZipcode: 'billing postal-code',
  billingCity: 'billing address-level2',
  email: 'email',
};

export const emptyBilling: Partial<BillingInfo> = {};

/** The form's first values: a country for each country field, the rest as given or empty. */
function initialValues(initialBilling: Partial<BillingInfo>): BillingFormValues {
  const initial = (field: BillingField) => initialBilling[field] ?? '';
  const billingCountry = initial('billingCountry') || defaultBillingCountry;
  return {
    firstName: initial('firstName'),
    lastName: initial('lastName'),
    billingAddress: initial('billingAddress'),
    billingZipcode: initial('billingZipcode'),
    billingCity: initial('billingCity'),
    billingCountry,
    email: initial('email'),
    mobilePhoneCountry: initial('mobilePhoneCountry') || billingCountry,
    mobilePhone: initial('mobilePhone'),
  };
}

interface BillingFormProps {
  /** The payment session (PaymentSession.id) to send to the PSP. */
  sessionId: string;
  /** The amount to pay, in cents: the button says it, as the fleet card form does. */
  amount: number;
  tripsPath: string;
  /**
   * The form's first values. Hook point of spec 001 section 6: a signed-in customer's billing
   * form is prefilled from the profile (accounts issue); a visitor's starts empty, in France.
   */
  initialBilling?: Partial<BillingInfo>;
  /** A business payer's company for the receipt (CompanyFields, issue 26 item 9). */
  company?: BusinessPayerInput;
}

/**
 * Spec 001 "Payment flow", bank card: the billing form, then the PSP's hosted page. Every field is
 * required; a missing one flags each empty field and the general error, in an error summary that
 * takes the focus. react-hook-form holds the fields and checks them when sent, with the contract's
 * rules and schema (billing-check.ts). A field's error goes as soon as the field is right, and
 * the summary with the last one (issue 26 item 8, GOV.UK); a value over its limit says so at once
 * and is never cut. The server's refusal flags the fields its details name, under its own general
 * message or way out.
 */
export function BillingForm({
  sessionId,
  amount,
  tripsPath,
  initialBilling = emptyBilling,
  company,
}: BillingFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const prefix = useId();
  const psp = useStartCardPayment();
  const {
    control,
    handleSubmit,
    formState,
    setError,
    setValue,
    getValues,
    getFieldState,
    clearErrors,
  } = useForm<BillingFormValues, unknown, BillingInfo>({
    defaultValues: initialValues(initialBilling),
    resolver: billingResolver,
    reValidateMode: 'onSubmit',
    // The error summary takes the focus, not the first field (GOV.UK Pay).
    shouldFocusError: false,
  });
  // The phone's country follows the billing country until the visitor picks one.
  const [phoneCountryPicked, setPhoneCountryPicked] = useState(
    () => initialBilling.mobilePhoneCountry !== undefined,
  );
  // The server's refusal: its general message and code (the form's own check has its in root).
  const [refusal, setRefusal] = useState<{
    general: ErrorMessageKey;
    code: ErrorCode | null;
  } | null>(null);
  // A new render for each summary asked for, where its pending focus is given.
  const [, setSummaryShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: BillingField) => `${prefix}-${field}`;
  const busy = formState.isSubmitting || psp.isPending || psp.isSuccess;

  // The schema loads once the form shows, not with the page: ready by the time the visitor sends.
  useEffect(() => preloadBillingSchema(), []);

  // Each new summary takes the focus, so it is read out and Tab leads to its links (GOV.UK Pay).
  // The focus waits for the render that shows it: the form's errors may come a render after
  // the call that asks for the summary (in Chromium they did, and the focus stayed on "Paga").
  const summaryFocusPending = useRef(false);
  useEffect(() => {
    if (!summaryFocusPending.current || !summaryRef.current) return;
    summaryFocusPending.current = false;
    summaryRef.current.focus();
  });
  const showSummary = () => {
    summaryFocusPending.current = true;
    setSummaryShown((count) => count + 1);
  };

  const fieldError = (field: BillingField) => {
    const key = fieldErrorKey(formState.errors[field]);
    return key
      ? t(key, { max: maxLengthOf(field) ?? 0, length: getValues(field).trim().length })
      : null;
  };

  // With the last field error gone, the summary goes too (a refusal without fields stays).
  const clearSummaryIfFixed = () => {
    if (billingFields.some((field) => getFieldState(field).error)) return;
    clearErrors('root');
    setRefusal((current) => (current && current.code !== null ? current : null));
  };

  /** After each change: the limit at once, and an error that no longer applies goes. */
  const checkChanged = (field: BillingField) => {
    const value = getValues(field);
    if (isTooLong(field, value)) {
      setError(field, { type: 'invalid', message: 'payment.billing.tooLong' });
      return;
    }
    if (!getFieldState(field).error) return;
    void checkBillingField(field, getValues()).then((key) => {
      // Only for the value it checked: the visitor may have typed on meanwhile.
      if (key === null && getValues(field) === value && getFieldState(field).error) {
        clearErrors(field);
        clearSummaryIfFixed();
      }
    });
  };

  const pay = (billingInfo: BillingInfo) =>
    psp.mutate(
      { sessionId, billingInfo, ...(company ? { company } : {}) },
      {
        onSuccess: (response) => {
          storePaymentSessionId(sessionId);
          postToPsp(response);
        },
        onError: (failure) => {
          const refused = isApiError(failure)
            ? billingServerErrors(failure.code, failure.details)
            : billingServerErrors(null, []);
          for (const field of billingFields) {
            const key = refused.fields[field];
            if (key) setError(field, { type: 'server', message: key });
          }
          setRefusal({ general: refused.general, code: refused.code });
          showSummary();
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    void handleSubmit(pay, showSummary)(event);
  };

  const textField = (field: TextField) => (
    <Controller
      key={field}
      name={field}
      control={control}
      render={({ field: { ref, value, onChange } }) => (
        <PaymentTextField
          ref={ref}
          id={fieldId(field)}
          label={t(`payment.billing.${field}`)}
          value={value}
          onChange={(next: string) => {
            onChange(next);
            checkChanged(field);
          }}
          error={fieldError(field)}
          autoComplete={autoCompleteOf[field]}
          type={field === 'email' ? 'email' : 'text'}
        />
      )}
    />
  );

  const countryField = (field: CountryField) => {
    const errorId = `${fieldId(field)}-error`;
    const phone = field === 'mobilePhoneCountry';
    const error = fieldError(field);
    return (
      <div className={fieldStyles.field}>
        <Controller
          name={field}
          control={control}
          render={({ field: { ref, value, onChange } }) => (
            <CountrySelector
              ref={ref}
              list={phone ? 'phone' : 'payment'}
              inputId={fieldId(field)}
              label={t(`payment.billing.${field}`)}
              value={value}
              onChange={(code) => {
                onChange(code);
                checkChanged(field);
                if (phone) setPhoneCountryPicked(true);
                else if (!phoneCountryPicked) setValue('mobilePhoneCountry', code);
              }}
              errorId={error ? errorId : null}
              autoComplete={phone ? 'off' : 'billing country'}
              required
            />
          )}
        />
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // The form's own check puts its general message in root.summary; the server's is the refusal's.
  const checkGeneral = fieldErrorKey(formState.errors.root?.summary);
  const failure = refusal ?? (checkGeneral ? { general: checkGeneral, code: null } : null);
  // The phone's hint shows a number of the phone's country, which follows the billing country.
  const phoneExample = usePhoneExample(useWatch({ control, name: 'mobilePhoneCountry' }));
  const phoneHint = phoneExample
    ? `${t('payment.billing.mobilePhoneHint')} ${t('payment.billing.mobilePhoneExample', { example: phoneExample })}`
    : t('payment.billing.mobilePhoneHint');
  const summaryItems = billingFields.flatMap((field) => {
    const text = fieldError(field);
    return text ? [{ fieldId: fieldId(field), text }] : [];
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.formTitle}>
        {t('payment.billing.title')}
      </h2>
      {failure ? (
        failure.code === null || summaryItems.length > 0 ? (
          <ErrorSummary ref={summaryRef} title={t(failure.general)} items={summaryItems} />
        ) : (
          <PaymentProblem code={failure.code} tripsPath={tripsPath} />
        )
      ) : null}
      <p className={styles.note}>{t('payment.billing.requiredNote')}</p>
      {textField('firstName')}
      {textField('lastName')}
      {textField('billingAddress')}
      {textField('billingZipcode')}
      {textField('billingCity')}
      {countryField('billingCountry')}
      {textField('email')}
      {countryField('mobilePhoneCountry')}
      <Controller
        name="mobilePhone"
        control={control}
        render={({ field: { ref, value, onChange } }) => (
          <PaymentTextField
            ref={ref}
            id={fieldId('mobilePhone')}
            label={t('payment.billing.mobilePhone')}
            hint={phoneHint}
            value={value}
            onChange={(next: string) => {
              onChange(next);
              checkChanged('mobilePhone');
            }}
            error={fieldError('mobilePhone')}
            maxLength={mobilePhoneLength.typed}
            autoComplete="tel-national"
            type="tel"
            inputMode="tel"
          />
        )}
      />
      <p className={styles.note}>{t('payment.billing.redirectNote')}</p>
      <div className={styles.actions}>
        <Button type="submit" loading={busy} track="payment-card-submit">
          {t('payment.billing.submit', { amount: formatMoney(amount, language) })}
        </Button>
      </div>
    </form>
  );
}
