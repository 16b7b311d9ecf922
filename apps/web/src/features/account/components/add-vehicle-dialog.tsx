import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  defaultPlateCountry,
  type AddPlateBody,
  type ErrorCode,
  type RegisteredPlate,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CountrySelector } from '../../../components/country-selector.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PlateTextField } from '../../../components/plate-text-field.tsx';
import { RentalPeriodFields } from '../../../components/rental-period-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAddMyPlate } from '../api/add-my-plate.ts';
import { useFetchPlateOwners } from '../api/get-plate-owners.ts';
import {
  addVehicleResolver,
  findAddedPlate,
  type AddVehicleValues,
} from '../utils/add-vehicle-check.ts';
import { OwnershipWarningDialog } from './ownership-warning-dialog.tsx';
import styles from './vehicles.module.css';
import { forgetFormRentalDates } from '../../../components/rental-dates.ts';

const initialValues: AddVehicleValues = {
  countryCode: defaultPlateCountry,
  numberPlate: '',
  rented: false,
  rental: null,
};

export interface AddVehicleDialogProps {
  /** The vehicles already on the account: adding one of them again is said, not warned about. */
  ownPlates: readonly RegisteredPlate[];
  /** The vehicle was added: its plate as the server stored it. */
  onAdded: (numberPlate: string) => void;
  onCancel: () => void;
}

/** A vehicle the owner lookup found on other accounts: waiting for the driver's consent. */
interface OwnedPlate {
  body: AddPlateBody;
  owners: readonly string[];
}

const codeOf = (error: unknown): ErrorCode | null => (isApiError(error) ? error.code : null);

/**
 * Spec 000 "Dialogs", add vehicle, and sections 4-5: country of registration (plate list, FR),
 * registration number, "Avevo un veicolo a noleggio" with the rental dates. Confirm stays
 * disabled until a plate is typed and, with the box checked, the period is complete. Before
 * adding, the owner lookup asks who registered the plate: if anyone did, the ownership warning
 * must be accepted first; a plate already on this account is said so instead. Errors show prefixed "Erreur : " (spec section 8), in the page's
 * language. Loaded on demand: it brings React Aria.
 */
export function AddVehicleDialog({ ownPlates, onAdded, onCancel }: AddVehicleDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const plateErrorId = useId();
  const fetchOwners = useFetchPlateOwners();
  const add = useAddMyPlate();
  const [checking, setChecking] = useState(false);
  const [owned, setOwned] = useState<OwnedPlate | null>(null);
  const [failure, setFailure] = useState<{ code: ErrorCode | null } | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<
    AddVehicleValues,
    unknown,
    AddPlateBody
  >({ defaultValues: initialValues, resolver: addVehicleResolver, mode: 'onChange' });
  const canSubmit = formState.isValid;
  const busy = checking || add.isPending;

  const addPlate = (body: AddPlateBody) => {
    add.mutate(body, {
      onSuccess: (plates) => {
        forgetFormRentalDates();
        setOwned(null);
        onAdded(findAddedPlate(plates, body)?.numberPlate ?? body.numberPlate);
      },
      onError: (error) => {
        setOwned(null);
        setFailure({ code: codeOf(error) });
      },
    });
  };

  const start = async (body: AddPlateBody) => {
    // The owner lookup is public and counts this account among the plate's owners: a plate of
    // one's own would open the warning meant for other accounts' plates (issue 26 item 10).
    if (findAddedPlate(ownPlates, body)) {
      setFailure({ code: 'number_plate_already_associated_to_this_user' });
      return;
    }
    setChecking(true);
    try {
      // The contract's country codes are the upper-case ones the owner lookup expects.
      const owners = await fetchOwners({
        numberPlate: body.numberPlate,
        countryCode: body.countryCode,
      });
      if (owners.length > 0) setOwned({ body, owners });
      else addPlate(body);
    } catch (error) {
      setFailure({ code: codeOf(error) });
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    setFailure(null);
    void handleSubmit(start)(event);
  };

  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      title={t('account.vehicles.addDialog.title')}
      description={t('account.vehicles.addDialog.text')}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <Controller
          name="countryCode"
          control={control}
          render={({ field }) => (
            <CountrySelector
              ref={field.ref}
              label={t('account.vehicles.addDialog.country')}
              value={field.value}
              onChange={field.onChange}
              required
            />
          )}
        />
        <Controller
          name="numberPlate"
          control={control}
          render={({ field }) => (
            <PlateTextField
              {...field}
              label={t('account.vehicles.addDialog.plate')}
              hint={t('account.vehicles.addDialog.plateHint')}
              error={null}
              errorId={plateErrorId}
            />
          )}
        />
        <RentalPeriodFields
          control={control}
          label={t('account.vehicles.addDialog.rental')}
          checkboxClassName={styles.checkbox}
          setPeriod={(dates) => setValue('rental', dates, { shouldValidate: true })}
        />
        {failure ? (
          <p role="alert" className={styles.error}>
            {t('account.vehicles.addError', { message: t(errorMessageKey(failure.code)) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} track="vehicle-add-cancel">
            {t('account.vehicles.addDialog.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!canSubmit}
            loading={busy}
            aria-describedby={canSubmit ? undefined : hintId}
            track="vehicle-add-confirm"
          >
            {t('account.vehicles.addDialog.confirm')}
          </Button>
        </div>
        {canSubmit ? null : (
          <p id={hintId} className={styles.muted}>
            {t('account.vehicles.addDialog.disabledHint')}
          </p>
        )}
      </form>
      {owned ? (
        <OwnershipWarningDialog
          plate={owned.body.numberPlate}
          owners={owned.owners}
          busy={add.isPending}
          onConfirm={() => addPlate(owned.body)}
          onCancel={() => setOwned(null)}
        />
      ) : null}
    </ModalDialog>
  );
}
