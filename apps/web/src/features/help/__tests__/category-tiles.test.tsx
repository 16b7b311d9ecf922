import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CategoryTiles } from '../components/category-tiles.tsx';

const categories = [
  { id: 'payment', title: 'Pagamento', icon: 'payment' },
  { id: 'alerts', title: 'Notifiche', icon: 'alert' },
];

function tiles() {
  return within(screen.getByRole('list', { name: 'Argomenti' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function Tiles(props: { categories: typeof categories; hasContactForm: boolean }) {
  return (
    <>
      <h2 id="tiles">Argomenti</h2>
      <CategoryTiles {...props} labelledBy="tiles" />
    </>
  );
}

describe('help category tiles (spec 000 "Help menu")', () => {
  it('adds the Contatti tile, leading to the assistant, when the contact form has entries', async () => {
    await renderWithProviders(<Tiles categories={categories} hasContactForm />);
    expect(tiles()).toEqual([
      ['Pagamento', '/it/help/payment'],
      ['Notifiche', '/it/help/alerts'],
      ['Contatti', '/it/contact/chatbot'],
    ]);
  });

  it('has no Contatti tile without a contact form', async () => {
    await renderWithProviders(<Tiles categories={categories} hasContactForm={false} />);
    expect(tiles().map(([title]) => title)).toEqual(['Pagamento', 'Notifiche']);
  });

  it('keeps a category of id "contact" instead of adding a second tile', async () => {
    const withContact = [...categories, { id: 'contact', title: 'Scrivici', icon: 'contact' }];
    await renderWithProviders(<Tiles categories={withContact} hasContactForm />);
    expect(tiles()).toEqual([
      ['Pagamento', '/it/help/payment'],
      ['Notifiche', '/it/help/alerts'],
      ['Scrivici', '/it/help/contact'],
    ]);
  });
});
