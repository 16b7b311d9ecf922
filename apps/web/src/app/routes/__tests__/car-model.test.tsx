import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Car } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { defaultJourneysPage } from '../../../features/journeys/api/get-journeys-page.ts';
import { renderApp } from '../../../../test/render.tsx';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';
import {
  servePrices,
  storeLookedUp,
} from '../../../features/prepayment/__tests__/prepayment-api.ts';

/** The registry's answer for one plate; any other plate is unknown (404 vehicle_not_found). */
function registry(car: Car) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/vehicles'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return query.get('plate') === car.plate
        ? HttpResponse.json(car)
        : HttpResponse.json({ message: 'vehicle_not_found' }, { status: 404 });
    }),
  );
  return asked;
}

const zoe: Car = { plate: 'AB123CD', model: 'RENAULT ZOE', energy: 'EL' };

function storeNotice(plate: string) {
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () => HttpResponse.json(defaultJourneysPage)),
  );
  storeJourneySet(aJourneySet([aJourney({ id: 'trip-1' })], { plate, countryCode: 'FR' }));
  localStorage.setItem('paymentNoticeIsValid', 'true');
}

async function openPrepayment() {
  renderApp('/it/prepayment');
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
}

describe('the car (GET /vehicles) on the trips lists and the prepayment screen', () => {
  it('paymentNotice names the registry model and energy of the plate under it, asked once', async () => {
    const asked = registry({ plate: 'GD301AA', model: 'RENAULT CLIO', energy: 'ES' });
    storeNotice('GD301AA');
    renderApp('/it/paymentNotice');
    await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' });
    // Loaded before the page shows: it is there with the first frame of the list.
    expect(screen.getByTestId('car-model')).toHaveTextContent('Veicolo: RENAULT CLIO (benzina)');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('plateCountry')).toBe('FR');
  });

  it('paymentNotice shows the plate alone when the registry does not know it', async () => {
    registry(zoe);
    storeNotice('ZZ999ZZ');
    renderApp('/it/paymentNotice');
    await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' });
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('ZZ999ZZ');
    expect(screen.queryByTestId('car-model')).toBeNull();
  });

  it('paymentNotice still opens when the registry call fails', async () => {
    server.use(
      http.get(api('/vehicles'), () =>
        HttpResponse.json({ message: 'service_unavailable' }, { status: 503 }),
      ),
    );
    storeNotice('GD301AA');
    renderApp('/it/paymentNotice');
    await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' });
    expect(screen.getByTestId('vehicle-plate')).toBeVisible();
    expect(screen.queryByTestId('car-model')).toBeNull();
  });

  it('the prepayment of a French electric plate says the registry gives it the electric rate', async () => {
    registry(zoe);
    storeLookedUp('FR');
    servePrices({});
    await openPrepayment();
    expect(screen.getByTestId('car-model')).toHaveTextContent('Veicolo: RENAULT ZOE (elettrico)');
    expect(screen.getByTestId('registry-electric')).toHaveTextContent(
      'Secondo il registro dei veicoli questo veicolo è elettrico',
    );
    // The driver's box is for foreign plates only: a French plate's energy is the registry's.
    expect(screen.queryByRole('checkbox', { name: 'Veicolo elettrico' })).toBeNull();
  });

  it('the prepayment of a French plate of another energy says nothing of the electric rate', async () => {
    registry({ ...zoe, model: 'CITROEN C4', energy: 'GO' });
    storeLookedUp('FR');
    servePrices({});
    await openPrepayment();
    expect(screen.getByTestId('car-model')).toHaveTextContent('Veicolo: CITROEN C4 (diesel)');
    expect(screen.queryByTestId('registry-electric')).toBeNull();
  });

  it('a foreign plate keeps the electric box and no registry note, even if a registry answers', async () => {
    registry(zoe);
    storeLookedUp('IT');
    servePrices({});
    await openPrepayment();
    expect(screen.getByRole('checkbox', { name: 'Veicolo elettrico' })).toBeVisible();
    expect(screen.queryByTestId('registry-electric')).toBeNull();
  });
});
