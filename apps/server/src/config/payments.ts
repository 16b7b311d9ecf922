import { z } from 'zod';
import type { axeptaVariables, AxeptaSettings } from './axepta.ts';
import { axeptaSettings, axeptaTestOrderCode } from './axepta.ts';
import { required } from './config-error.ts';
import type { fleetVariables, FleetProcessorSettings } from './fleet.ts';
import { fleetProcessorSettings } from './fleet.ts';
import type { payboxVariables, PayboxSettings } from './paybox.ts';
import { payboxSettings } from './paybox.ts';
import type { Problems } from './problems.ts';
import {
  pspDirectSettings,
  type pspDirectVariables,
  type PspDirectSettings,
} from './psp-direct.ts';
import type { NodeEnv } from './server.ts';
import { booleanText, type ParsedVariables, positiveInt, variable } from './variable.ts';

/** Card payments: which PSP, the simulators, and how long a basket may be paid. */
export const paymentVariables = {
  CARD_PSP: variable({
    description:
      'Payment service provider of the bank card for white-labels whose settings name none: PAYBOX or AXEPTA.',
    defaultValue: 'PAYBOX',
    expected: 'PAYBOX or AXEPTA',
    schema: z.enum(['PAYBOX', 'AXEPTA']),
  }),
  PSP_SIMULATOR: variable({
    description:
      'Serve the built-in Paybox and Axepta simulators (at /psp-simulator) and use them for any PSP not configured below. Default: true outside production; refused in production (their signing keys are public).',
    defaultValue: undefined,
    expected: 'true or false',
    schema: booleanText,
  }),
  PSP_SIMULATOR_PENDING_MS: variable({
    description:
      'With the simulators: how long after a "pending" card (4000000000000259) its final success notification follows.',
    defaultValue: '3000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  PAYMENT_SESSION_TTL_MIN: variable({
    description:
      'Minutes a payment basket can still be sent to a payment method (its amounts were computed when it was made).',
    defaultValue: '30',
    expected: 'a positive integer (minutes)',
    schema: positiveInt,
  }),
} as const;

/** Card payments: which PSP, and each PSP real (settings) or simulated (null + simulator on). */
export interface PaymentsConfig {
  cardPsp: 'PAYBOX' | 'AXEPTA';
  sessionTtlMs: number;
  simulator: { enabled: boolean; pendingDelayMs: number };
  paybox: PayboxSettings | null;
  axepta: AxeptaSettings | null;
  /** AXEPTA_TEST_ORDER_CODE: OrderDesc `Test:<code>` (acceptance only, refused in production). */
  axeptaTestOrderCode: string | null;
  fleet: FleetProcessorSettings;
  /** The PSPs' server-to-server endpoints and automatic refunds (issue 29). */
  direct: PspDirectSettings;
}

type PaymentsParsed = ParsedVariables<
  typeof paymentVariables &
    typeof payboxVariables &
    typeof axeptaVariables &
    typeof fleetVariables &
    typeof pspDirectVariables
>;

/** Each provider's rule refuses on its own; all their refusals join the one report. */
export function paymentsSettings(
  v: PaymentsParsed,
  cwd: string,
  nodeEnv: NodeEnv,
  problems: Problems,
): PaymentsConfig {
  return {
    cardPsp: required(v.CARD_PSP),
    sessionTtlMs: required(v.PAYMENT_SESSION_TTL_MIN) * 60_000,
    simulator: {
      enabled: v.PSP_SIMULATOR ?? nodeEnv !== 'production',
      pendingDelayMs: required(v.PSP_SIMULATOR_PENDING_MS),
    },
    paybox: problems.check(() => payboxSettings(v, cwd, nodeEnv), null),
    axepta: problems.check(() => axeptaSettings(v), null),
    axeptaTestOrderCode: problems.check(() => axeptaTestOrderCode(v, nodeEnv), null),
    fleet: problems.check(
      () => fleetProcessorSettings(v, nodeEnv, required(v.FLEET_PROCESSOR_TIMEOUT_MS)),
      { kind: 'off', http: null, timeoutMs: 0 },
    ),
    direct: problems.check(() => pspDirectSettings(v), {
      automaticRefunds: false,
      timeoutMs: 30_000,
      paybox: null,
      axepta: null,
      simulatorKnob: { delayMs: 0, silentShare: 0, dropShare: 0 },
    }),
  };
}
