import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { paymentMethodTypes, type PaymentMethod, type PaymentMethodType } from '@portico/contract';
import { Spinner } from '../../../components/spinner.tsx';
import { MethodIcon } from './method-icon.tsx';
import styles from './payment.module.css';

interface PaymentMethodChoiceProps {
  /** null while loading. */
  methods: PaymentMethod[] | null;
  /** The methods could not load: every method is shown, disabled. */
  failed: boolean;
  value: PaymentMethodType | null;
  onChoose: (type: PaymentMethodType) => void;
  /** A method the white-label does not take now was chosen: the page explains why. */
  onUnavailable: (method: PaymentMethod) => void;
}

/** When the list cannot load, every method the portal knows, none usable. */
const unusable: PaymentMethod[] = paymentMethodTypes.map((type) => ({
  type,
  isEnabled: false,
  icon: 'card',
  errorMessage: null,
}));

/**
 * The methods as native radios in a fieldset: arrows move between them as everywhere else. A
 * method that is not enabled stays in the list (its radio never checks): choosing it asks the
 * page to open the "not available" modal. A load failure disables them all.
 */
export function PaymentMethodChoice({
  methods,
  failed,
  value,
  onChoose,
  onUnavailable,
}: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  if (!methods && !failed) return <Spinner label={t('payment.methods.loading')} />;
  const shown = failed ? unusable : (methods ?? []);
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('payment.methods.legend')}</legend>
      {shown.map((method) => {
        const unavailableId = `${name}-${method.type}-unavailable`;
        return (
          <div
            key={method.type}
            className={[styles.method, method.isEnabled ? '' : styles.methodUnavailable]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              id={`${name}-${method.type}`}
              type="radio"
              name={name}
              value={method.type}
              checked={value === method.type}
              disabled={failed}
              aria-describedby={method.isEnabled ? undefined : unavailableId}
              onChange={() => (method.isEnabled ? onChoose(method.type) : onUnavailable(method))}
            />
            <label htmlFor={`${name}-${method.type}`} className={styles.methodLabel}>
              <MethodIcon icon={method.icon} />
              <span className={styles.methodName}>{t(`payment.methods.${method.type}`)}</span>
            </label>
            {method.isEnabled ? null : (
              <span id={unavailableId} className={styles.methodNote}>
                {t('payment.methods.unavailable')}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
