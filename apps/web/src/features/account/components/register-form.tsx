import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { profileMaxLength, type ErrorCode, type RegistrationBody } from '@portico/contract';
import { TextField } from '../../../components/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isExternalUrl, localizedPath } from '../../../lib/paths.ts';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useRegisterAccount } from '../api/register-account.ts';
import { activationPath } from '../utils/activation-path.ts';
import { checkRegistration, type RegisterValues } from '../utils/register-check.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { useCaptchaGate } from '../utils/use-captcha-gate.ts';
import { AccountEmailField } from './account-email-field.tsx';
import { CaptchaSubmit, type CaptchaFormFailure } from './captcha-submit.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import styles from './account.module.css';

type RegisterField = keyof RegisterValues;

/** The registration answers that belong to a field; the others show above the button. */
const fieldOfCode: Partial<Record<ErrorCode, RegisterField>> = {
  email_already_used: 'email',
  bad_email_format: 'email',
  email_invalid: 'email',
  email_mandatory: 'email',
  password_mandatory: 'password',
  bad_password_security: 'password',
  cgu_mandatory: 'acceptedTerms',
};

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  acceptedTerms: false,
};

/**
 * Issue 12 item 9, account/register: names, e-mail, a password to the customers' policy, the
 * terms (cgu_mandatory) and the captcha; the account's e-mails are in the page's language. The
 * answer's id leads to the activation page, where the e-mailed code is typed. The terms can be
 * read from beside their checkbox (issue 26 item 10), in a new tab: the form keeps what was typed.
 */
export function RegisterForm({ termsUrl }: { termsUrl: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const termsErrorId = useId();
  const register = useRegisterAccount();
  const gate = useCaptchaGate();
  const [formError, setFormError] = useState<CaptchaFormFailure | null>(null);
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<
    RegisterValues,
    unknown,
    RegistrationBody
  >({
    defaultValues: initialValues,
    resolver: ruleResolver((values: RegisterValues) => checkRegistration(values, language)),
    reValidateMode: 'onSubmit',
  });

  const fieldError = (field: RegisterField) => {
    const key = fieldErrorKey(formState.errors[field]);
    return key ? t(key) : null;
  };
  const edited = (field: RegisterField) => {
    clearErrors(field);
    if (formError && !formError.captcha) setFormError(null);
  };

  const nameField = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(value) => {
            field.onChange(value);
            edited(name);
          }}
          label={t(`account.register.${name}`)}
          autoComplete={autoComplete}
          maxLength={profileMaxLength[name]}
          error={fieldError(name)}
        />
      )}
    />
  );

  const send = (body: RegistrationBody, captchaToken: string) => {
    setFormError(null);
    register.mutate(
      { body, captchaToken },
      {
        onSuccess: ({ id }) => void navigate(localizedPath(language, activationPath(id))),
        onError: (failure) => {
          gate.spend();
          const code = isApiError(failure) ? failure.code : null;
          const place = serverErrorPlace(code, fieldOfCode);
          if (place === 'captcha' || place === 'form')
            setFormError({ captcha: place === 'captcha', code });
          else
            setError(
              place,
              { type: 'server', message: errorMessageKey(code) },
              { shouldFocus: true },
            );
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || gate.waiting) return;
    void handleSubmit(
      (body) => gate.submit((token) => send(body, token)),
      () => setFormError(null),
    )(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      {nameField('firstName', 'given-name')}
      {nameField('lastName', 'family-name')}
      <AccountEmailField control={control} name="email" onEdit={edited} />
      <NewPasswordField
        control={control}
        name="password"
        onEdit={edited}
        label={t('account.password')}
      />
      <Controller
        name="acceptedTerms"
        control={control}
        render={({ field }) => (
          <div>
            <label className={styles.checkbox}>
              <input
                ref={field.ref}
                type="checkbox"
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  edited('acceptedTerms');
                }}
                aria-required
                aria-invalid={formState.errors.acceptedTerms ? true : undefined}
                aria-describedby={formState.errors.acceptedTerms ? termsErrorId : undefined}
              />
              <span>
                {t('account.register.terms')}
                <span aria-hidden="true"> *</span>
              </span>
            </label>
            {termsUrl ? (
              <p className={styles.termsLink}>
                <a
                  href={isExternalUrl(termsUrl) ? termsUrl : localizedPath(language, termsUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-track="register-terms"
                >
                  {t('account.register.termsLink')}{' '}
                  <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
                </a>
              </p>
            ) : null}
            {formState.errors.acceptedTerms ? (
              <p id={termsErrorId} className={styles.error}>
                {fieldError('acceptedTerms')}
              </p>
            ) : null}
          </div>
        )}
      />
      <CaptchaSubmit
        gate={gate}
        failure={formError}
        sending={register.isPending}
        track="register-submit"
      >
        {t('account.register.submit')}
      </CaptchaSubmit>
    </form>
  );
}
