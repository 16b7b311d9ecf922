import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/render.tsx';
import { ruleResolver } from '../lib/forms/rule-resolver.ts';
import { EmailInput, type EmailInputProps } from './email-input.tsx';
import { emailProblem } from './email-problem.ts';

type HarnessProps = Omit<EmailInputProps, 'value' | 'onChange' | 'label'> & { initial?: string };

/** The input as a parent holds it: controlled, with a button to leave it. */
function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EmailInput label="E-mail" value={value} onChange={setValue} {...props} />
      <button type="button">Dopo</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'E-mail' });

describe('EmailInput (spec 000 section 5)', () => {
  it('is an e-mail field of at most 100 characters, with a red asterisk when required', async () => {
    await renderWithProviders(<Harness required name="email" />);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toHaveAttribute('autocomplete', 'email');
    expect(input()).toHaveAttribute('maxlength', '100');
    expect(input()).toHaveAttribute('name', 'email');
    expect(input()).toBeRequired();
    // The asterisk is seen, not read: the field says "required" itself.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('has no asterisk and is not required by default', async () => {
    await renderWithProviders(<Harness />);
    expect(input()).not.toBeRequired();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('says "E-mail non valida" once the field is left, then as the address is typed', async () => {
    const { user } = await renderWithProviders(<Harness required />);
    await user.type(input(), 'giulia@example');
    expect(input()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('E-mail non valida');
    await user.type(input(), '.it');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).not.toHaveAccessibleDescription();
  });

  it('says "E-mail obbligatoria" only when the parent asks', async () => {
    const { user, rerender } = await renderWithProviders(<Harness required />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('E-mail obbligatoria')).toBeNull();

    rerender(<Harness required showMandatoryErrors />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('E-mail obbligatoria');
  });

  it('asks nothing of an empty optional address, even when the parent asks', async () => {
    await renderWithProviders(<Harness showMandatoryErrors />);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the format error at once when the parent asks', async () => {
    await renderWithProviders(<Harness required showMandatoryErrors initial="giulia@" />);
    expect(input()).toHaveAccessibleDescription('E-mail non valida');
  });

  it("shows the parent's error text under its own, and describes the field with both", async () => {
    const { user } = await renderWithProviders(
      <Harness required hint="Per gli avvisi" error="Questo indirizzo e-mail è già utilizzato." />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      'Per gli avvisi Questo indirizzo e-mail è già utilizzato.',
    );
    await user.type(input(), 'x@');
    await user.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(input()).toHaveAccessibleDescription(
      'Per gli avvisi E-mail non valida Questo indirizzo e-mail è già utilizzato.',
    );
  });
});

/** A react-hook-form form holding the input through Controller, its rule from emailProblem. */
function HookForm({ onSend }: { onSend: (email: string) => void }) {
  const { control, handleSubmit, formState } = useForm({
    defaultValues: { email: '' },
    resolver: ruleResolver<{ email: string }, string>(({ email }) => {
      const problem = emailProblem(email, true);
      return problem ? { ok: false, errors: { email: problem } } : { ok: true, value: email };
    }),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <EmailInput
            {...field}
            label="E-mail"
            required
            showMandatoryErrors={formState.isSubmitted}
          />
        )}
      />
      <button type="submit">Invia</button>
    </form>
  );
}

describe('EmailInput in react-hook-form', () => {
  it('is focused and says it is missing when the form is sent empty, then sends the address', async () => {
    const sent: string[] = [];
    const { user } = await renderWithProviders(<HookForm onSend={(email) => sent.push(email)} />);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleDescription('E-mail obbligatoria');
    expect(sent).toEqual([]);
    await user.type(input(), 'giulia@example.it{Enter}');
    expect(sent).toEqual(['giulia@example.it']);
  });
});
