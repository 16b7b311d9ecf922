import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { homeActions, type HomeAction } from '@portico/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ActionTiles } from './action-tiles.tsx';

/** Every subset of the four home actions. */
const combinations: HomeAction[][] = Array.from({ length: 2 ** homeActions.length }, (_, mask) =>
  homeActions.filter((_action, index) => mask & (1 << index)),
);

function tiles(sectionName = 'Cosa desideri fare?') {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => ({
      title: within(link).getByRole('heading').textContent,
      href: link.getAttribute('href'),
    }));
}

describe('home action tiles', () => {
  it.each(combinations.map((actions) => [actions.join(', ') || '(none)', actions] as const))(
    'with actions %s shows Pay and only the allowed tiles, in order',
    async (_label, actions) => {
      await renderWithProviders(<ActionTiles actions={actions} />);
      const expected = [{ title: 'Paga', href: '/it/form/payment' }];
      if (actions.includes('payment-notice')) {
        expected.push({ title: 'Contesta', href: '/it/form/claim' });
      }
      if (actions.includes('prepayment')) {
        expected.push({ title: 'Paga in anticipo', href: '/it/form/prepayment' });
      }
      if (actions.includes('subscription')) {
        expected.push({ title: 'Notifica Info transito (Info Passage)', href: '/it/alert' });
      }
      expect(tiles()).toEqual(expected);
    },
  );

  it('gives Pay the Free Flow subtitle when the actions include freeflow', async () => {
    await renderWithProviders(<ActionTiles actions={['freeflow']} />);
    expect(screen.getByRole('link', { name: /^Paga/ })).toHaveTextContent(
      'Paga i tuoi viaggi Free Flow entro 72 ore',
    );
  });

  it('gives Pay the generic subtitle without freeflow', async () => {
    await renderWithProviders(<ActionTiles actions={['prepayment']} />);
    const pay = screen.getByRole('link', { name: /^Paga Paga i tuoi/ });
    expect(pay).not.toHaveTextContent('Free Flow');
  });

  it("shows the operator's own words where the console wrote some, the standard ones elsewhere", async () => {
    await renderWithProviders(
      <ActionTiles
        actions={['freeflow', 'payment-notice']}
        tileTexts={{
          pay: { title: 'Paga il pedaggio', subtitle: null },
          contest: { title: null, subtitle: 'Hai ricevuto un avviso per errore?' },
        }}
      />,
    );
    expect(tiles()).toEqual([
      { title: 'Paga il pedaggio', href: '/it/form/payment' },
      { title: 'Contesta', href: '/it/form/claim' },
    ]);
    const pay = screen.getByRole('link', { name: /^Paga il pedaggio/ });
    expect(pay).toHaveTextContent('Paga i tuoi viaggi Free Flow entro 72 ore');
    const contest = screen.getByRole('link', { name: /^Contesta/ });
    expect(contest).toHaveTextContent('Hai ricevuto un avviso per errore?');
    expect(contest).not.toHaveTextContent('Contesta un avviso di pagamento o un viaggio');
  });

  it('speaks French on /fr/', async () => {
    await renderWithProviders(<ActionTiles actions={['prepayment']} />, { language: 'fr' });
    expect(tiles('Que souhaitez-vous faire ?')).toEqual([
      { title: 'Payer', href: '/fr/form/payment' },
      { title: "Payer à l'avance", href: '/fr/form/prepayment' },
    ]);
  });
});
