import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/render.tsx';
import { ruleResolver } from '../lib/forms/rule-resolver.ts';
import { PasswordInput, type PasswordInputProps } from './password-input.tsx';

type HarnessProps = Omit<PasswordInputProps, 'value' | 'onChange' | 'label' | 'autoComplete'> & {
  autoComplete?: PasswordInputProps['autoComplete'];
  initial?: string;
};

/** The input as a parent holds it: controlled, with a button to leave it. */
function Harness({ initial = '', autoComplete = 'current-password', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PasswordInput
        label="Password"
        value={value}
        onChange={setValue}
        autoComplete={autoComplete}
        {...props}
      />
      <button type="button">Dopo</button>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const toggle = () => screen.getByRole('button', { name: 'Mostra password' });

describe('PasswordInput (spec 000 sections 4 and 5)', () => {
  it('is a hidden password field with the autofill the parent names and a red asterisk when required', async () => {
    await renderWithProviders(<Harness required name="password" autoComplete="new-password" />);
    expect(input()).toHaveAttribute('type', 'password');
    expect(input()).toHaveAttribute('autocomplete', 'new-password');
    expect(input()).toHaveAttribute('maxlength', '255');
    expect(input()).toHaveAttribute('name', 'password');
    expect(input()).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('has no asterisk and is not required by default', async () => {
    await renderWithProviders(<Harness />);
    expect(input()).not.toBeRequired();
    expect(screen.queryByText('*')).toBeNull();
    expect(input()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides what is typed with a toggle that says its state', async () => {
    const { user } = await renderWithProviders(<Harness initial="Segreto.2026" />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveAttribute('title', 'Mostra password');
    await user.click(toggle());
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveValue('Segreto.2026');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveAttribute('title', 'Nascondi password');
    await user.keyboard(' ');
    expect(input()).toHaveAttribute('type', 'password');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says "Password obbligatoria" only when the parent asks', async () => {
    const { user, rerender } = await renderWithProviders(<Harness required />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Password obbligatoria')).toBeNull();

    rerender(<Harness required showMandatoryErrors />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Password obbligatoria');
    await user.type(input(), 'a');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('asks nothing of an empty optional password, even when the parent asks', async () => {
    await renderWithProviders(<Harness showMandatoryErrors />);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the parent's error text and describes the field with the hint and it", async () => {
    await renderWithProviders(
      <Harness required hint="Almeno 8 caratteri" error="Password non corretta." />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Almeno 8 caratteri Password non corretta.');
  });
});

/** A react-hook-form form holding the input through Controller. */
function HookForm({ onSend }: { onSend: (password: string) => void }) {
  const { control, handleSubmit, formState } = useForm({
    defaultValues: { password: '' },
    resolver: ruleResolver<{ password: string }, string>(({ password }) =>
      password === ''
        ? { ok: false, errors: { password: 'errors.password_mandatory' } }
        : { ok: true, value: password },
    ),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <Controller
        name="password"
        control={control}
        render={({ field }) => (
          <PasswordInput
            {...field}
            label="Password"
            autoComplete="current-password"
            required
            showMandatoryErrors={formState.isSubmitted}
          />
        )}
      />
      <button type="submit">Accedi</button>
    </form>
  );
}

describe('PasswordInput in react-hook-form', () => {
  it('is focused and says it is missing when the form is sent empty, then sends the password', async () => {
    const sent: string[] = [];
    const { user } = await renderWithProviders(
      <HookForm onSend={(password) => sent.push(password)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleDescription('Password obbligatoria');
    expect(sent).toEqual([]);
    await user.type(input(), 'Segreto.2026{Enter}');
    expect(sent).toEqual(['Segreto.2026']);
  });
});
