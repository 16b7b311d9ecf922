import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { emailProblem } from '../../../components/email-problem.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useActivateAccount, type Activation } from '../api/activate-account.ts';
import { useSendActivationCode } from '../api/send-activation-code.ts';
import { checkActivation, type ActivateValues } from '../utils/activate-check.ts';
import { keepCustomerToken, signedInPath } from '../utils/after-sign-in.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { AccountCodeField } from './account-code-field.tsx';
import { AccountEmailField } from './account-email-field.tsx';
import { FormError } from './form-error.tsx';
import styles from './account.module.css';

type ActivateField = keyof ActivateValues;

/** The activation answers that belong to a field; the others show above the buttons. */
const fieldOfCode: Partial<Record<ErrorCode, ActivateField>> = {
  invalid_activation_code: 'code',
  expired_activation_code: 'code',
  bad_email_format: 'email',
  email_invalid: 'email',
};

/**
 * Issue 12 item 9, account/activate: the code e-mailed at registration, for the account the
 * registration named (its id in the link) or, coming back later, the e-mail typed; activation
 * signs the customer in. "Invia un nuovo codice" asks for another (the previous one stops
 * working). The stored token was cleared on entry (guard-table.ts clearsToken).
 */
export function ActivationForm({ accountId }: { accountId: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const activate = useActivateAccount();
  const resend = useSendActivationCode();
  const [formError, setFormError] = useState<ErrorCode | null | undefined>(undefined);
  const { control, handleSubmit, formState, setError, clearErrors, getValues } = useForm<
    ActivateValues,
    unknown,
    Activation
  >({
    defaultValues: { email: '', code: '' },
    resolver: ruleResolver((values: ActivateValues) => checkActivation(values, accountId)),
    reValidateMode: 'onSubmit',
  });

  const edited = (field: ActivateField) => {
    clearErrors(field);
    setFormError(undefined);
  };
  const showServerError = (failure: unknown) => {
    const code = isApiError(failure) ? failure.code : null;
    const place = serverErrorPlace(code, fieldOfCode);
    if (place === 'code' || place === 'email')
      setError(place, { type: 'server', message: errorMessageKey(code) }, { shouldFocus: true });
    else setFormError(code);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activate.isPending) return;
    void handleSubmit((activation) => {
      setFormError(undefined);
      resend.reset();
      activate.mutate(activation, {
        onSuccess: (token) => {
          keepCustomerToken(token);
          void navigate(localizedPath(language, signedInPath), { replace: true });
        },
        onError: showServerError,
      });
    })(event);
  };

  const onResend = () => {
    if (resend.isPending) return;
    setFormError(undefined);
    const email = getValues('email').trim();
    const problem = accountId ? null : emailProblem(email, true);
    if (problem) {
      setError('email', { type: 'rule', message: problem }, { shouldFocus: true });
      return;
    }
    resend.mutate(accountId ?? email, { onError: showServerError });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      {accountId ? null : (
        <AccountEmailField
          control={control}
          name="email"
          onEdit={edited}
          // A resend checks the address too, before the form is sent.
          showMandatoryErrors={formState.errors.email !== undefined}
        />
      )}
      <AccountCodeField
        control={control}
        name="code"
        onEdit={edited}
        label={t('account.activate.code')}
      />
      {formError !== undefined ? <FormError code={formError} /> : null}
      <p role="status" className={`${styles.success} ${styles.status}`}>
        {resend.isSuccess ? t('account.activate.resent') : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={activate.isPending} track="activate-submit">
          {t('account.activate.submit')}
        </Button>
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={onResend}
          track="activate-resend"
        >
          {t('account.activate.resend')}
        </Button>
      </div>
      {/* An activated account's code is refused like any wrong one (the server does not say
          which addresses have an account): the way to sign in is always here. */}
      <p className={styles.links}>
        {t('account.activate.alreadyActive')}{' '}
        <Button variant="secondary" href="account/login" track="activate-login">
          {t('account.login.title')}
        </Button>
      </p>
    </form>
  );
}
