import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, renderWithProviders } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { ReassignDialog } from '../../../components/reassign-dialog.tsx';
import { aProfile, serveProfileApi } from './profile-api.ts';

// Issue 26 item 17: one button system. The variant is the button's data-variant (its class name
// follows it): primary once per screen, secondary outlined, danger red and apart.
const variantOf = (element: HTMLElement) => element.getAttribute('data-variant');

async function openProfile() {
  serveProfileApi({}, aProfile());
  storeTestToken('customer');
  const view = renderApp('/it/account/profile');
  await screen.findByRole(
    'heading',
    { level: 2, name: 'Informazioni personali' },
    { timeout: 5000 },
  );
  return view;
}

describe('the button system on the profile and in dialogs (issue 26 item 17)', () => {
  it('shows one primary action, "Esci" outlined and "Elimina l\'account" red and apart', async () => {
    await openProfile();
    const card = screen
      .getByRole('heading', { level: 2, name: 'Informazioni personali' })
      .closest('section');
    if (!card) throw new Error('no profile card');
    const edit = within(card).getByRole('button', { name: 'Modificare le informazioni' });
    const logout = within(card).getByRole('button', { name: 'Esci' });
    const remove = within(card).getByRole('button', { name: "Elimina l'account" });
    expect(variantOf(edit)).toBe('primary');
    expect(variantOf(logout)).toBe('secondary');
    expect(variantOf(remove)).toBe('danger');
    // Apart: the delete button is not in the row of the other actions.
    expect(remove.parentElement).not.toBe(logout.parentElement);
    const primaries = within(card)
      .getAllByRole('button')
      .filter((button) => variantOf(button) === 'primary');
    expect(primaries).toHaveLength(1);
  });

  it('the delete dialog: "No" outlined, "Sì" red', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: "Elimina l'account" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Elimina l'account" });
    expect(variantOf(within(dialog).getByRole('button', { name: 'No' }))).toBe('secondary');
    expect(variantOf(within(dialog).getByRole('button', { name: 'Sì' }))).toBe('danger');
  });

  it('the alerts reassignment dialog: "No" outlined like every dialog\'s, "Sì" primary', async () => {
    await renderWithProviders(
      <ReassignDialog
        isOpen
        plate="AB123CD"
        hiddenEmail="g***@example.it"
        email="anna@example.it"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const [no, yes] = within(dialog).getAllByRole('button');
    if (!no || !yes) throw new Error('the dialog has not its two answers');
    expect(variantOf(no)).toBe('secondary');
    expect(variantOf(yes)).toBe('primary');
  });
});
