import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { profileMaxLength, type ProfileResponse, type ProfileUpdateBody } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { profileResolver, type ProfileValues } from '../utils/profile-check.ts';
import { FormError } from './form-error.tsx';
import styles from './account.module.css';

const billingParts = ['billingAddress', 'billingZipcode', 'billingCity'] as const;

const valuesOf = (profile: ProfileResponse): ProfileValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  billingAddress: profile.billingAddress ?? '',
  billingZipcode: profile.billingZipcode ?? '',
  billingCity: profile.billingCity ?? '',
  billingCountry: profile.billingCountry,
});

const autoCompleteOf: Record<keyof typeof profileMaxLength, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  billingAddress: 'billing street-address',
  billingZipcode: 'billing postal-code',
  billingCity: 'billing address-level2',
};

/**
 * Spec 000 "Customer profile screen" in edit mode: the names and the billing address (all or
 * nothing, spec 000 section 5), "Annulla" and "Risparmiare" (PATCH /users/me); a successful save
 * leaves edit mode (section 4).
 */
export function ProfileForm({ profile, onDone }: { profile: ProfileResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const { control, handleSubmit, formState } = useForm<ProfileValues, unknown, ProfileUpdateBody>({
    defaultValues: valuesOf(profile),
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
  });
  const addressIncomplete = billingParts.some(
    (part) => formState.errors[part]?.message === 'account.fieldRequired',
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    void handleSubmit((body) => {
      setServerCode(undefined);
      update.mutate(body, {
        onSuccess: onDone,
        onError: (failure) => setServerCode(isApiError(failure) ? failure.code : null),
      });
    })(event);
  };

  const textField = (name: keyof typeof profileMaxLength, required: boolean) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const key = fieldErrorKey(formState.errors[name]);
        return (
          <TextField
            {...field}
            label={t(`account.profile.${name}`)}
            maxLength={profileMaxLength[name]}
            autoComplete={autoCompleteOf[name]}
            required={required}
            error={key ? t(key) : null}
          />
        );
      }}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {textField('firstName', true)}
      {textField('lastName', true)}
      {textField('billingAddress', false)}
      {textField('billingZipcode', false)}
      {textField('billingCity', false)}
      <Controller
        name="billingCountry"
        control={control}
        render={({ field }) => (
          <CountrySelector
            list="payment"
            label={t('account.profile.billingCountry')}
            value={field.value}
            onChange={field.onChange}
            autoComplete="billing country"
          />
        )}
      />
      {addressIncomplete ? (
        <p role="alert" className={styles.error}>
          {t('errors.incomplete_address')}
        </p>
      ) : null}
      {serverCode !== undefined ? <FormError code={serverCode} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} track="profile-edit-cancel">
          {t('account.profile.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending} track="profile-edit-save">
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
