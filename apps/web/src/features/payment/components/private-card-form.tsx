import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  isEmailAddress,
  isPrivateCardExpired,
  privateCardNeedsCvv,
  privateCardNumberLength,
  privateCardProblems,
  privateCardValidity,
  resultPageOf,
  type ErrorCode,
  type PrivateCardField,
  type PrivateCardType,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { usePayWithPrivateCard } from '../api/pay-with-private-card.ts';
import { storePaymentSessionId } from '../utils/stored-payment.ts';
import { PaymentProblem } from './payment-problem.tsx';
import { PaymentTextField } from './payment-text-field.tsx';
import styles from './payment.module.css';

// privateCardPaymentBodySchema's e-mail rule, without Zod on the payment page's first load.
const isEmail = (email: string) => email.length <= 100 && isEmailAddress(email);

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A well-formed MM/YY whose month has ended: read the clock only when asked (blur, submit). */
const hasExpired = (typed: string) => {
  const validity = privateCardValidity(typed);
  return validity !== null && isPrivateCardExpired(validity, new Date());
};

interface PrivateCardFormProps {
  cardType: PrivateCardType;
  /** The payment session (PaymentSession.id) the card pays. */
  sessionId: string;
  /** Cents, shown on the button. */
  amount: number;
  tripsPath: string;
}

/**
 * Spec 001 section 5 "Private card": the fleet card pays at once, then the result page of its
 * status. The button stays disabled while a field is at fault; each field says why once touched.
 * An expired card is the expiry field's fault (found on blur, on submit, or by the server's
 * answer naming body.cardValidity): the error sits on that field, and a submit sends nothing but
 * moves the focus there (the button stays enabled for it: the spec's rule is about the format).
 */
export function PrivateCardForm({ cardType, sessionId, amount, tripsPath }: PrivateCardFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const prefix = useId();
  const pay = usePayWithPrivateCard();
  const [cardNumber, setCardNumber] = useState('');
  const [cardValidity, setCardValidity] = useState('');
  const [cvv, setCvv] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<PrivateCardField>>(new Set());
  const [failure, setFailure] = useState<{ code: ErrorCode | null } | null>(null);
  const [expired, setExpired] = useState(false);
  const validityRef = useRef<HTMLInputElement>(null);
  const [validityFocusRequest, setValidityFocusRequest] = useState(0);
  const needsCvv = privateCardNeedsCvv(cardType);
  const length = privateCardNumberLength[cardType];
  const problems = privateCardProblems({ cardType, cardNumber, cardValidity, cvv, email }, isEmail);

  // After the render that shows the error, so the field is announced with its description.
  useEffect(() => {
    if (validityFocusRequest > 0) validityRef.current?.focus();
  }, [validityFocusRequest]);

  const touch = (field: PrivateCardField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const problem = (field: PrivateCardField) => {
    if (!touched.has(field)) return null;
    if (problems.includes(field)) return t(`payment.card.problems.${field}`, { length });
    return field === 'cardValidity' && expired ? t('payment.card.problems.cardExpired') : null;
  };
  const pointAtExpiry = () => {
    setExpired(true);
    touch('cardValidity')();
    setValidityFocusRequest((count) => count + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validity = privateCardValidity(cardValidity);
    if (problems.length > 0 || validity === null || pay.isPending || pay.isSuccess) return;
    if (hasExpired(cardValidity)) {
      pointAtExpiry();
      return;
    }
    setFailure(null);
    storePaymentSessionId(sessionId);
    pay.mutate(
      { sessionId, cardType, cardNumber, cardValidity: validity, cvv, email },
      {
        onSuccess: (result) =>
          void navigate(localizedPath(language, `payment/${resultPageOf(result.status)}`)),
        onError: (error) => {
          const onExpiry =
            isApiError(error) &&
            error.details.some((detail) => detail.path === 'body.cardValidity');
          if (onExpiry) pointAtExpiry();
          else setFailure({ code: isApiError(error) ? error.code : null });
        },
      },
    );
  };

  const incompleteId = `${prefix}-incomplete`;
  const cardName = t(`payment.methods.${cardType}`);
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.formTitle}>
        {t('payment.card.title', { card: cardName })}
      </h2>
      {failure ? <PaymentProblem code={failure.code} tripsPath={tripsPath} /> : null}
      <p className={styles.note}>{t('payment.card.requiredNote')}</p>
      <PaymentTextField
        id={`${prefix}-number`}
        label={t('payment.card.number')}
        hint={t('payment.card.numberHint', { length })}
        value={cardNumber}
        onChange={(value) => setCardNumber(digitsOnly(value))}
        onBlur={touch('cardNumber')}
        error={problem('cardNumber')}
        maxLength={length}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <PaymentTextField
        id={`${prefix}-validity`}
        label={t('payment.card.validity')}
        hint={t('payment.card.validityHint')}
        value={cardValidity}
        onChange={(value) => {
          setCardValidity(value);
          setExpired(false);
        }}
        onBlur={() => {
          touch('cardValidity')();
          setExpired(hasExpired(cardValidity));
        }}
        error={problem('cardValidity')}
        ref={validityRef}
        maxLength={5}
        inputMode="numeric"
        autoComplete="cc-exp"
      />
      {needsCvv ? (
        <PaymentTextField
          id={`${prefix}-cvv`}
          label={t('payment.card.cvv')}
          hint={t('payment.card.cvvHint')}
          value={cvv}
          onChange={(value) => setCvv(digitsOnly(value))}
          onBlur={touch('cvv')}
          error={problem('cvv')}
          maxLength={3}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      ) : null}
      <PaymentTextField
        id={`${prefix}-email`}
        label={t('payment.card.email')}
        hint={t('payment.card.emailHint')}
        value={email}
        onChange={setEmail}
        onBlur={touch('email')}
        error={problem('email')}
        maxLength={100}
        type="email"
        autoComplete="email"
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={problems.length > 0}
          loading={pay.isPending || pay.isSuccess}
          aria-describedby={problems.length > 0 ? incompleteId : undefined}
          track="payment-private-card-submit"
        >
          {t('payment.card.submit', { amount: formatMoney(amount, language) })}
        </Button>
      </div>
      {problems.length > 0 ? (
        <p id={incompleteId} className={styles.note}>
          {t('payment.card.incomplete')}
        </p>
      ) : null}
    </form>
  );
}
