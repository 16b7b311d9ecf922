import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  billingFields,
  billingMaxLength,
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
import type { ErrorMessageKey } from '../../../lib/errors.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useStartCardPayment } from '../api/start-card-payment.ts';
import {
  billingResolver,
  billingServerErrors,
  preloadBillingSchema,
  type BillingForm as BillingFormValues,
} from '../utils/billing-check.ts';
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
 * rules and schema (billing-check.ts); errors stay until the next send. The server's refusal
 * flags the fields its details name, under its own general message or way out.
 */
export function BillingForm({
  sessionId,
  tripsPath,
  initialBilling = emptyBilling,
  company,
}: BillingFormProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const psp = useStartCardPayment();
  const { control, handleSubmit, formState, setError, setValue } = useForm<
    BillingFormValues,
    unknown,
    BillingInfo
  >({
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
  const [summaryShown, setSummaryShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: BillingField) => `${prefix}-${field}`;
  const busy = formState.isSubmitting || psp.isPending || psp.isSuccess;

  // The schema loads once the form shows, not with the page: ready by the time the visitor sends.
  useEffect(() => preloadBillingSchema(), []);

  // Each new summary takes the focus, so it is read out and Tab leads to its links (GOV.UK Pay).
  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);
  const showSummary = () => setSummaryShown((count) => count + 1);

  const fieldError = (field: BillingField) => {
    const key = fieldErrorKey(formState.errors[field]);
    return key ? t(key) : null;
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
          onChange={onChange}
          error={fieldError(field)}
          maxLength={billingMaxLength[field]}
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
            hint={t('payment.billing.mobilePhoneHint')}
            value={value}
            onChange={onChange}
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
          {t('payment.billing.submit')}
        </Button>
      </div>
    </form>
  );
}
