import { describe, expect, it } from 'vitest';
import type { VehicleHit } from './vehicle-match.ts';
import { foundVehicles } from './vehicle-search.ts';

const hit = (plate: string, kind: VehicleHit['kind'], label: string): VehicleHit => ({
  plate,
  country: 'FR',
  kind,
  label,
});

describe('the vehicles a search answers', () => {
  it('gives each vehicle once, with every reason it matched, in the order found', () => {
    expect(
      foundVehicles([
        hit('AB123CD', 'payer_email', 'payer'),
        hit('EF456GH', 'alert_email', 'passage alert'),
        hit('AB123CD', 'account_email', 'account'),
        hit('AB123CD', 'payer_email', 'payer'),
      ]),
    ).toEqual({
      vehicles: [
        {
          plate: 'AB123CD',
          country: 'FR',
          matches: [
            { kind: 'payer_email', label: 'payer' },
            { kind: 'account_email', label: 'account' },
          ],
        },
        {
          plate: 'EF456GH',
          country: 'FR',
          matches: [{ kind: 'alert_email', label: 'passage alert' }],
        },
      ],
      more: false,
    });
  });

  it('keeps 20 and says more matched; leaves out plates the retention job cleared', () => {
    const hits = Array.from({ length: 21 }, (_, index) =>
      hit(`AB${String(index).padStart(3, '0')}CD`, 'plate', 'plate'),
    );
    const answer = foundVehicles([hit('', 'payer_email', 'payer'), ...hits]);
    expect(answer.vehicles).toHaveLength(20);
    expect(answer.vehicles[0]?.plate).toBe('AB000CD');
    expect(answer.more).toBe(true);
    expect(foundVehicles(hits.slice(0, 20)).more).toBe(false);
  });
});
