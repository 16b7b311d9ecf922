import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  plateCountryForLanguage,
  type ErrorCode,
  type JourneySet,
  type LookupTarget,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import {
  CaptchaField,
  type CaptchaFieldHandle,
} from '../../../components/captcha/captcha-field.tsx';
import { PlateTextField } from '../../../components/plate-text-field.tsx';
import { plateExampleOf } from '../utils/plate-example.ts';
import type { CaptchaStatus } from '../../../components/captcha/use-captcha.ts';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { startClaimDraft } from '../../../lib/claim-draft.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { reopenJourneys, useLookupJourneys } from '../api/lookup-journeys.ts';
import { lookupResolver, type LookupField, type LookupFormValues } from '../utils/lookup-check.ts';
import { lookupErrorField } from '../utils/lookup-error-field.ts';
import { linkedPlate } from '../utils/linked-plate.ts';
import { storedPlate, storedPlateCountry, storePlateCountry } from '../utils/stored-plate.ts';
import { storeLookup } from '../utils/store-lookup.ts';
import {
  noStorageEvents,
  storedLookupSession,
  type StoredLookupSession,
} from '../utils/stored-session.ts';
import { LookupModeChoice } from './lookup-mode-choice.tsx';
import styles from './lookup-form.module.css';

/** An error that belongs to no field: the captcha's (announced), or any other (above the button). */
interface FormError {
  field: 'captcha' | 'form';
  code: ErrorCode | null;
}

const initialValues: Omit<LookupFormValues, 'country'> = {
  mode: 'plate',
  plate: '',
  caseNumber: '',
};

interface LookupFormProps {
  /**
   * form/prepayment: by plate only, then on to the prepayment screen. A stored lookup's session
   * reopens its own plate without the captcha, which shows only for another plate.
   */
  prepayment?: boolean;
  /**
   * form/claim: the trips found start a claim (spec key protest/faq) and claim/select opens, where
   * the visitor chooses the ones to contest. The lookup is stored as form/payment stores it.
   */
  claim?: boolean;
}

const sameVehicle = (target: LookupTarget, session: StoredLookupSession) =>
  target.kind === 'plate' &&
  target.plate === session.plate &&
  target.countryCode === session.countryCode;

/**
 * Spec 000/001 "form/payment": find the trips to pay by plate + country or by case number, with
 * the captcha. A successful lookup is stored under the spec's keys and opens the trips screen.
 * The captcha takes seconds on a phone: a search asked for before it is solved waits for its
 * token (the button busy, a live status saying so) and goes out by itself when it comes.
 * react-hook-form holds the fields and checks them with the contract's rule (lookup-check.ts)
 * when the form is sent; an error shows on its field, which takes the focus, and clears as that
 * field is edited (no check while typing). The server's codes go to the same fields.
 */
export function LookupForm({ prepayment = false, claim = false }: LookupFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorId = useId();
  const statusId = useId();
  const lookup = useLookupJourneys();
  const reopen = useMutation({
    mutationFn: (session: StoredLookupSession) => reopenJourneys(language, session),
  });
  // form/prepayment: a stored lookup (read once hydrated; the server has none) spares the captcha.
  const hasSession = useSyncExternalStore(
    noStorageEvents,
    () => prepayment && storedLookupSession() !== null,
    () => false,
  );
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const showCaptcha = !hasSession || captchaNeeded;
  const nextPage = (destination: string, journeySet: JourneySet) => {
    if (!claim) return prepayment ? 'prepayment' : destination;
    startClaimDraft(journeySet);
    return 'claim/select';
  };
  // A link's plate (the alert e-mail's) is in the URL: the server paints it too.
  const [searchParams] = useSearchParams();
  const [linked] = useState(() => linkedPlate(searchParams));
  const { control, handleSubmit, formState, setError, clearErrors, setValue } = useForm<
    LookupFormValues,
    unknown,
    LookupTarget
  >({
    // The page's language names the likely country; the server paints the form with it too.
    defaultValues: { ...initialValues, country: plateCountryForLanguage(language), ...linked },
    resolver: lookupResolver,
    reValidateMode: 'onSubmit',
  });
  const mode = useWatch({ control, name: 'mode' });
  const plateExample = plateExampleOf(useWatch({ control, name: 'country' }));
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('solving');
  // A search asked for while the captcha had no token: sent as soon as one comes.
  const [queued, setQueued] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const waiting = queued && captchaStatus !== 'failed';
  const waitFailed = queued && captchaStatus === 'failed';

  // The last lookup's plate, if any: "pay other journeys" comes back here. Read once hydrated
  // (the server renders the page without the visitor's storage), before anything is typed, and
  // before the browser paints the form a client-side navigation shows. A link's plate wins.
  // Without a stored plate, the country last chosen (issue 26 item 2).
  useLayoutEffect(() => {
    if (linked) return;
    const stored = storedPlate();
    if (stored) {
      setValue('plate', stored.plate);
      setValue('country', stored.country);
      return;
    }
    const country = storedPlateCountry();
    if (country) setValue('country', country);
  }, [linked, setValue]);

  const fieldError = (field: LookupField) => {
    const key = fieldErrorKey(formState.errors[field]);
    return key ? t(key) : null;
  };
  const fieldErrorId = (field: LookupField) =>
    formState.errors[field] ? `${errorId}-${field}` : null;
  const formErrorText = (field: FormError['field']) =>
    formError?.field === field ? t(errorMessageKey(formError.code)) : null;

  // An edited field's error goes (the plate's and case number's also take the general one).
  const edited = (field: LookupField) => {
    clearErrors(field);
    if (field !== 'country' && formError?.field === 'form') setFormError(null);
  };

  // The server's answer: on its field, which takes the focus and reads it out, or off the fields.
  const showServerError = (code: ErrorCode | null) => {
    const place = lookupErrorField(code, mode);
    if (place === 'captcha' || place === 'form') setFormError({ field: place, code });
    else setError(place, { type: 'server', message: errorMessageKey(code) }, { shouldFocus: true });
  };

  /** Sends the checked lookup with this token. */
  const send = (target: LookupTarget, token: string) => {
    setFormError(null);
    lookup.mutate(
      { target, captchaToken: token },
      {
        onSuccess: ({ journeySet, plateHasAccount }) =>
          void navigate(
            localizedPath(
              language,
              nextPage(storeLookup(target, journeySet, plateHasAccount), journeySet),
            ),
          ),
        onError: (failure) => {
          // The server has seen the token: a new one is needed for the next try.
          setCaptchaToken(null);
          captchaRef.current?.reset();
          showServerError(isApiError(failure) ? failure.code : null);
        },
      },
    );
  };

  // A field error replaces whatever else was shown, as the server's answers do.
  const onInvalid = () => setFormError(null);

  /** The stored lookup's plate again, by its session: no captcha. */
  const resume = (target: LookupTarget, stored: StoredLookupSession) => {
    setFormError(null);
    reopen.mutate(stored, {
      onSuccess: (journeySet) =>
        void navigate(
          localizedPath(
            language,
            nextPage(storeLookup(target, journeySet, stored.plateHasAccount), journeySet),
          ),
        ),
      onError: (failure) => showServerError(isApiError(failure) ? failure.code : null),
    });
  };

  const searchOrQueue = (target: LookupTarget) => {
    const session = hasSession && !captchaNeeded ? storedLookupSession() : null;
    if (session) {
      if (sameVehicle(target, session)) return resume(target, session);
      // Another plate: its trips need the captcha, shown now; the search waits for its token.
      setCaptchaNeeded(true);
      setQueued(true);
      return;
    }
    if (captchaToken) return send(target, captchaToken);
    // No token yet: the search waits for the captcha, and a failed captcha is tried again for it.
    setFormError(null);
    if (captchaStatus === 'failed') captchaRef.current?.reset();
    setQueued(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending || reopen.isPending || waiting) return;
    void handleSubmit(searchOrQueue, onInvalid)(event);
  };

  const onTokenChange = (token: string | null) => {
    setCaptchaToken(token);
    // A refused captcha's message stays until a new one is solved.
    if (token && formError?.field === 'captcha') setFormError(null);
    if (token && queued) {
      setQueued(false);
      // The fields as they are now, checked again.
      void handleSubmit((target) => send(target, token), onInvalid)();
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('lookup.requiredNote')}</p>
      {prepayment ? null : (
        <Controller
          name="mode"
          control={control}
          render={({ field }) => (
            <LookupModeChoice
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearErrors();
                setFormError(null);
              }}
            />
          )}
        />
      )}
      {mode === 'plate' ? (
        <>
          <Controller
            name="country"
            control={control}
            render={({ field }) => (
              <CountrySelector
                ref={field.ref}
                label={t('lookup.country')}
                value={field.value}
                onChange={(code) => {
                  field.onChange(code);
                  edited('country');
                  storePlateCountry(code);
                }}
                errorId={fieldErrorId('country')}
                required
              />
            )}
          />
          {formState.errors.country ? (
            <p id={fieldErrorId('country') ?? undefined} className={styles.error}>
              {fieldError('country')}
            </p>
          ) : null}
          <Controller
            name="plate"
            control={control}
            render={({ field }) => (
              <PlateTextField
                ref={field.ref}
                label={t('lookup.plate')}
                hint={
                  plateExample
                    ? t('lookup.plateHint', { example: plateExample })
                    : t('lookup.plateHintAny')
                }
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  edited('plate');
                }}
                error={fieldError('plate')}
                errorId={`${errorId}-plate`}
              />
            )}
          />
        </>
      ) : (
        <Controller
          name="caseNumber"
          control={control}
          render={({ field }) => (
            <PlateTextField
              ref={field.ref}
              label={t('lookup.caseNumber')}
              hint={t('lookup.caseHint')}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                edited('caseNumber');
              }}
              error={fieldError('caseNumber')}
              errorId={`${errorId}-caseNumber`}
            />
          )}
        />
      )}
      {showCaptcha ? (
        <CaptchaField
          ref={captchaRef}
          onTokenChange={onTokenChange}
          onStatusChange={setCaptchaStatus}
          errorCode={formError?.field === 'captcha' ? formError.code : null}
        />
      ) : null}
      {formError?.field === 'captcha' ? (
        // The captcha cannot take the focus: its error is announced instead.
        <p role="alert" className="visually-hidden">
          {formErrorText('captcha')}
        </p>
      ) : null}
      {formError?.field === 'form' ? (
        <p role="alert" className={styles.error}>
          {formErrorText('form')}
        </p>
      ) : null}
      {waitFailed ? (
        <p role="alert" className={styles.error}>
          {t('lookup.queue.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={lookup.isPending || reopen.isPending || waiting}
          aria-describedby={waiting ? statusId : undefined}
          track="lookup-submit"
        >
          {t('lookup.submit')}
        </Button>
        {/* Always rendered, so that screen readers announce the text when it appears. */}
        <p id={statusId} role="status" className={styles.queueStatus}>
          {waiting ? t('lookup.queue.waiting') : null}
        </p>
      </div>
    </form>
  );
}
