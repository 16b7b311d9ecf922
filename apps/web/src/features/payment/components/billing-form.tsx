import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  billingFields,
  billingMaxLength,
  defaultBillingCountry,
  mobilePhoneLength,
  type BillingField,
  type BillingInfo,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useStartCardPayment } from '../api/start-card-payment.ts';
import {
  billingServerErrors,
  checkBilling,
  loadBillingSchema,
  type BillingErrors,
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

interface BillingFormProps {
  /** The payment session (PaymentSession.id) to send to the PSP. */
  sessionId: string;
  tripsPath: string;
  /**
   * The form's first values. Hook point of spec 001 section 6: a signed-in customer's billing
   * form is prefilled from the profile (accounts issue); a visitor's starts empty, in France.
   */
  initialBilling?: Partial<BillingInfo>;
}

/**
 * Spec 001 "Payment flow", bank card: the billing form, then the PSP's hosted page. Every field is
 * required; a missing one flags each empty field and the general error, in an error summary that
 * takes the focus.
 */
export function BillingForm({
  sessionId,
  tripsPath,
  initialBilling = emptyBilling,
}: BillingFormProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const psp = useStartCardPayment();
  const [form, setForm] = useState<BillingFormValues>(() => {
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
  });
  // The phone's country follows the billing country until the visitor picks one.
  const [phoneCountryPicked, setPhoneCountryPicked] = useState(
    () => initialBilling.mobilePhoneCountry !== undefined,
  );
  const [errors, setErrors] = useState<BillingErrors | null>(null);
  const [checking, setChecking] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: BillingField) => `${prefix}-${field}`;

  // The schema loads once the form shows, not with the page: ready by the time the visitor sends.
  useEffect(() => {
    void loadBillingSchema();
  }, []);

  // A new summary takes the focus, so it is read out and Tab leads to its links (GOV.UK Pay).
  useEffect(() => {
    if (errors) summaryRef.current?.focus();
  }, [errors]);

  const set = (field: BillingField) => (value: string) =>
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(field === 'billingCountry' && !phoneCountryPicked ? { mobilePhoneCountry: value } : {}),
    }));
  const pickPhoneCountry = (value: string) => {
    setPhoneCountryPicked(true);
    set('mobilePhoneCountry')(value);
  };

  const fieldError = (field: BillingField) => {
    const key = errors?.fields[field];
    return key ? t(key) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || psp.isPending || psp.isSuccess) return;
    setChecking(true);
    const checked = await checkBilling(form).catch(() => null);
    setChecking(false);
    // The schema could not load (offline): the general error, as for a failed call.
    if (!checked) return setErrors(billingServerErrors(null, []));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(null);
    psp.mutate(
      { sessionId, billingInfo: checked.billing },
      {
        onSuccess: (response) => {
          storePaymentSessionId(sessionId);
          postToPsp(response);
        },
        onError: (failure) =>
          setErrors(
            isApiError(failure)
              ? billingServerErrors(failure.code, failure.details)
              : billingServerErrors(null, []),
          ),
      },
    );
  };

  const textField = (field: TextField) => (
    <PaymentTextField
      key={field}
      id={fieldId(field)}
      label={t(`payment.billing.${field}`)}
      value={form[field]}
      onChange={set(field)}
      error={fieldError(field)}
      maxLength={billingMaxLength[field]}
      autoComplete={autoCompleteOf[field]}
      type={field === 'email' ? 'email' : 'text'}
    />
  );

  const countryField = (field: CountryField) => {
    const errorId = `${fieldId(field)}-error`;
    const phone = field === 'mobilePhoneCountry';
    return (
      <div className={fieldStyles.field}>
        <CountrySelector
          list={phone ? 'phone' : 'payment'}
          inputId={fieldId(field)}
          label={t(`payment.billing.${field}`)}
          value={form[field]}
          onChange={phone ? pickPhoneCountry : set(field)}
          errorId={errors?.fields[field] ? errorId : null}
          autoComplete={phone ? 'off' : 'billing country'}
          required
        />
        {errors?.fields[field] ? (
          <p id={errorId} className={styles.error}>
            {fieldError(field)}
          </p>
        ) : null}
      </div>
    );
  };

  const summaryItems = billingFields.flatMap((field) => {
    const key = errors?.fields[field];
    return key ? [{ fieldId: fieldId(field), text: t(key) }] : [];
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${prefix}-title`}
    >
      <h2 id={`${prefix}-title`} className={styles.formTitle}>
        {t('payment.billing.title')}
      </h2>
      {errors ? (
        errors.code === null || summaryItems.length > 0 ? (
          <ErrorSummary ref={summaryRef} title={t(errors.general)} items={summaryItems} />
        ) : (
          <PaymentProblem code={errors.code} tripsPath={tripsPath} />
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
      <PaymentTextField
        id={fieldId('mobilePhone')}
        label={t('payment.billing.mobilePhone')}
        hint={t('payment.billing.mobilePhoneHint')}
        value={form.mobilePhone}
        onChange={set('mobilePhone')}
        error={fieldError('mobilePhone')}
        maxLength={mobilePhoneLength.typed}
        autoComplete="tel-national"
        type="tel"
        inputMode="tel"
      />
      <p className={styles.note}>{t('payment.billing.redirectNote')}</p>
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={checking || psp.isPending || psp.isSuccess}
          track="payment-card-submit"
        >
          {t('payment.billing.submit')}
        </Button>
      </div>
    </form>
  );
}
