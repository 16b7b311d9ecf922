import { roadRows } from '../../modules/tenants/road-rows.ts';
import { demoTenant } from './demo-tenant.ts';

/**
 * The demo's road as rows: the free-flow section of the A79 (notes/domain.md section 1), read
 * from tenants/demo.yaml. Gates in the spec's west-to-east order, the six gantries with our
 * (design) placement, and the tariffs from 1 February 2026 in integer cents incl. 20 % VAT, as
 * the leaflet's table gives them. Tests of pricing and journeys reason with these.
 */
const demoRoad = roadRows(demoTenant.road);

export const a79Gates = demoRoad.gates;
export const a79GantryPairs = demoRoad.gantryPairs;
export const a79Gantries = demoRoad.gantries;
export const a79Tariffs = demoRoad.tariffs;
/** The date the demo's (first) tariff starts. */
export const a79TariffsValidFrom = demoTenant.road.tariffs[0]?.validFrom ?? '2026-02-01';
