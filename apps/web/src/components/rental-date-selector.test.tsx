import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/render.tsx';
import { ruleResolver } from '../lib/forms/rule-resolver.ts';
import { RentalDateSelector, type RentalDateSelectorProps } from './rental-date-selector.tsx';
import type { RentalDates } from './rental-dates.ts';

const missingText = 'Data iniziale e data finale obbligatorie.';
const hintText = "Date e ore di inizio e di fine del noleggio, nell'ora locale francese (Parigi).";

function renderSelector(props: RentalDateSelectorProps = {}) {
  const emitted: (RentalDates | null)[] = [];
  const view = renderWithProviders(
    <>
      <RentalDateSelector onChange={(dates) => emitted.push(dates)} {...props} />
      <button type="button">Dopo</button>
    </>,
  );
  return view.then((rendered) => ({ ...rendered, emitted }));
}

// Date and time inputs have no ARIA role: found by their label (its asterisk is not read).
const field = (name: string) => screen.getByLabelText(`${name} *`);
const stored = () => JSON.parse(localStorage.getItem('location/dates') ?? 'null') as unknown;

describe('RentalDateSelector (spec 000 sections 2, 3 and 5)', () => {
  it('asks for four required fields: start and end, each a date and a time', async () => {
    await renderSelector();
    expect(screen.getByRole('group', { name: 'Periodo di noleggio' })).toBeVisible();
    for (const [name, type] of [
      ['Data iniziale', 'date'],
      ['Ora iniziale', 'time'],
      ['Data finale', 'date'],
      ['Ora finale', 'time'],
    ] as const) {
      expect(field(name)).toHaveAttribute('type', type);
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAccessibleDescription(hintText);
    }
    expect(screen.queryByText(missingText)).toBeNull();
  });

  it('emits and stores the period as instants, the typed times read in Paris', async () => {
    const { user, emitted } = await renderSelector();
    await user.type(field('Data iniziale'), '2026-07-14');
    await user.type(field('Ora iniziale'), '08:15');
    await user.type(field('Data finale'), '2026-11-20');
    expect(emitted.at(-1)).toBeNull();
    await user.type(field('Ora finale'), '18:30');
    // Summer time (UTC+2) at the start, winter time (UTC+1) at the end.
    const period = { start: '2026-07-14T06:15:00.000Z', end: '2026-11-20T17:30:00.000Z' };
    expect(emitted.at(-1)).toEqual(period);
    expect(stored()).toEqual(period);
  });

  it('does not check the end against the start', async () => {
    const { user, emitted } = await renderSelector();
    await user.type(field('Data iniziale'), '2026-11-20');
    await user.type(field('Ora iniziale'), '10:00');
    await user.type(field('Data finale'), '2026-11-19');
    await user.type(field('Ora finale'), '10:00');
    expect(emitted.at(-1)).toEqual({
      start: '2026-11-20T09:00:00.000Z',
      end: '2026-11-19T09:00:00.000Z',
    });
  });

  it('says the dates are required on leaving the group with a field missing, not before', async () => {
    const { user } = await renderSelector();
    await user.type(field('Data iniziale'), '2026-11-20');
    // Moving on to the next field of the group says nothing yet.
    await user.tab();
    expect(field('Ora iniziale')).toHaveFocus();
    expect(screen.queryByText(missingText)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(screen.getByText(missingText)).toBeVisible();
    expect(field('Data iniziale')).not.toHaveAttribute('aria-invalid');
    for (const name of ['Ora iniziale', 'Data finale', 'Ora finale']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(`${hintText} ${missingText}`);
    }
  });

  it('says so at once when the parent asks, and clears the error once all four are set', async () => {
    const { user } = await renderSelector({ showErrors: true });
    expect(screen.getByText(missingText)).toBeVisible();
    expect(field('Data iniziale')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Data iniziale'), '2026-11-20');
    await user.type(field('Ora iniziale'), '10:00');
    await user.type(field('Data finale'), '2026-11-27');
    await user.type(field('Ora finale'), '10:00');
    expect(screen.queryByText(missingText)).toBeNull();
    expect(field('Ora finale')).not.toHaveAttribute('aria-invalid');
  });

  it('forgets the stored period when a field is cleared again', async () => {
    const { user, emitted } = await renderSelector({
      initialValue: { start: '2026-11-20T09:00:00.000Z', end: '2026-11-27T09:00:00.000Z' },
    });
    localStorage.setItem(
      'location/dates',
      JSON.stringify({ start: '2026-11-20T09:00:00.000Z', end: '2026-11-27T09:00:00.000Z' }),
    );
    await user.clear(field('Ora finale'));
    expect(emitted.at(-1)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('shows its initial period in Paris time', async () => {
    await renderSelector({
      initialValue: { start: '2026-07-13T22:30:00.000Z', end: '2026-12-31T23:15:00.000Z' },
    });
    expect(field('Data iniziale')).toHaveValue('2026-07-14');
    expect(field('Ora iniziale')).toHaveValue('00:30');
    expect(field('Data finale')).toHaveValue('2027-01-01');
    expect(field('Ora finale')).toHaveValue('00:15');
  });

  it("shows the parent's error text and marks the fields with it", async () => {
    await renderSelector({ error: 'Periodo di noleggio non valido.' });
    expect(field('Ora finale')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Ora finale')).toHaveAccessibleDescription(
      `${hintText} Periodo di noleggio non valido.`,
    );
  });
});

/** A react-hook-form form holding the selector through Controller: the period is required. */
function HookForm({ onSend }: { onSend: (dates: RentalDates) => void }) {
  const { control, handleSubmit, formState } = useForm<
    { rental: RentalDates | null },
    unknown,
    RentalDates
  >({
    defaultValues: { rental: null },
    resolver: ruleResolver<{ rental: RentalDates | null }, RentalDates>(({ rental }) =>
      rental
        ? { ok: true, value: rental }
        : { ok: false, errors: { rental: 'rentalDates.required' } },
    ),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <Controller
        name="rental"
        control={control}
        render={({ field }) => (
          <RentalDateSelector
            ref={field.ref}
            onChange={field.onChange}
            showErrors={formState.isSubmitted}
          />
        )}
      />
      <button type="submit">Invia</button>
    </form>
  );
}

describe('RentalDateSelector in react-hook-form', () => {
  it('takes the focus and says what is missing when the form is sent without it', async () => {
    const sent: RentalDates[] = [];
    const { user } = await renderWithProviders(<HookForm onSend={(dates) => sent.push(dates)} />);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(field('Data iniziale')).toHaveFocus();
    expect(screen.getByText(missingText)).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(field('Data iniziale'), '2026-11-20');
    await user.type(field('Ora iniziale'), '10:00');
    await user.type(field('Data finale'), '2026-11-27');
    await user.type(field('Ora finale'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(sent).toEqual([{ start: '2026-11-20T09:00:00.000Z', end: '2026-11-27T09:00:00.000Z' }]);
  });
});
