import type { BillingInfo, Language, PaymentProvider, PspResponse } from '@portico/contract';
import { apiPrefix, buildPath, routes } from '@portico/contract';
import type { PaymentsConfig } from '../../config.ts';
import type { AxeptaKeys } from './psp/axepta/response.ts';
import { buildAxeptaRequest } from './psp/axepta/request.ts';
import { buildPayboxRequest, type PayboxAccount } from './psp/paybox/request.ts';
import { axeptaBillingOf, payboxBillingOf } from './psp-billing.ts';
import {
  axeptaSimulatorMerchant,
  axeptaSimulatorPath,
  payboxSimulatorAccount,
  payboxSimulatorPath,
  payboxSimulatorPublicKeyPem,
} from './psp/simulator/routes.ts';

/**
 * The card PSPs as this deployment reaches them: the real accounts of the environment, or the
 * embedded simulators (served by this same server, so their page lives on the request's origin),
 * or none. The code that builds requests and reads notifications is the same for both.
 */
export interface PayboxEndpoint {
  account: Omit<PayboxAccount, 'pageUrl'>;
  /** Absolute, or a path on the portal's own origin (the simulator). */
  pageUrl: string;
  publicKeysPem: readonly string[];
  simulated: boolean;
}

export interface AxeptaEndpoint {
  keys: AxeptaKeys;
  pageUrl: string;
  simulated: boolean;
  /** AXEPTA_TEST_ORDER_CODE: the acceptance environment's simulation code, else null. */
  testOrderCode: string | null;
}

export interface CardPsps {
  paybox: PayboxEndpoint | null;
  axepta: AxeptaEndpoint | null;
}

export function cardPsps(config: PaymentsConfig): CardPsps {
  const simulate = config.simulator.enabled;
  const { paybox, axepta, axeptaTestOrderCode: testOrderCode } = config;
  return {
    paybox: paybox
      ? {
          account: paybox,
          pageUrl: paybox.pageUrl,
          publicKeysPem: paybox.publicKeysPem,
          simulated: false,
        }
      : simulate
        ? {
            account: payboxSimulatorAccount,
            pageUrl: payboxSimulatorPath,
            publicKeysPem: [payboxSimulatorPublicKeyPem],
            simulated: true,
          }
        : null,
    axepta: axepta
      ? { keys: axepta, pageUrl: axepta.pageUrl, simulated: false, testOrderCode }
      : simulate
        ? {
            keys: axeptaSimulatorMerchant,
            pageUrl: axeptaSimulatorPath,
            simulated: true,
            testOrderCode,
          }
        : null,
  };
}

/** The PSP hosts a browser form may post to (the CSP's form-action), besides the portal itself. */
export function pspFormHosts(psps: CardPsps): string[] {
  return [psps.paybox, psps.axepta].flatMap((endpoint) =>
    endpoint && !endpoint.simulated ? [new URL(endpoint.pageUrl).origin] : [],
  );
}

export interface CardPaymentRequest {
  provider: PaymentProvider;
  /** The portal's origin as the browser reaches it (return and notification URLs are on it). */
  origin: string;
  paymentId: string;
  reference: string;
  amountCents: number;
  email: string;
  language: Language;
  now: Date;
  /** The billing form: 3-D Secure 2 data for the PSP (issue 9 item 5). */
  billing: BillingInfo;
  /** How many items the basket pays (Paybox's shopping cart). */
  itemCount: number;
  /** The payer's browser is a phone's or a tablet's (Paybox's responsive page). */
  mobileBrowser?: boolean;
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * The hosted page to post the browser to, signed for the PSP. The browser comes back to
 * /payments/{id}/return (the processing page), the PSP notifies /payments/{psp}/notification.
 * Paybox's cancel URL carries `outcome=cancelled`, which its signature then vouches for.
 */
export function hostedPageRequest(psps: CardPsps, request: CardPaymentRequest): PspResponse | null {
  const returnUrl = `${request.origin}${buildPath(routes.paymentReturn.path, { id: request.paymentId })}`;
  if (request.provider === 'PAYBOX') {
    const endpoint = psps.paybox;
    if (!endpoint) return null;
    const page = buildPayboxRequest({
      account: { ...endpoint.account, pageUrl: absolute(request.origin, endpoint.pageUrl) },
      reference: request.reference,
      amountCents: request.amountCents,
      email: request.email,
      language: request.language,
      urls: {
        accepted: returnUrl,
        refused: returnUrl,
        pending: returnUrl,
        cancelled: `${returnUrl}?outcome=cancelled`,
        notify: `${request.origin}${apiPrefix}${routes.payboxNotification.path}`,
      },
      time: request.now,
      billing: payboxBillingOf(request.billing),
      cartQuantity: request.itemCount,
      mobileBrowser: request.mobileBrowser ?? false,
    });
    return {
      psp: 'PAYBOX',
      url: page.url,
      parameters: page.parameters.map(({ name, value }) => ({
        pspVariableName: name,
        pspVariableValue: value,
      })),
    };
  }
  const endpoint = psps.axepta;
  if (!endpoint) return null;
  const page = buildAxeptaRequest({
    ...endpoint.keys,
    transId: request.reference,
    refNr: request.reference,
    amountCents: request.amountCents,
    // What the card holder's statement and the back office show; Latin-1, no & or =. In the
    // acceptance environment, Axepta's simulation code instead (Test:0000 succeeds, 2.6).
    description:
      endpoint.testOrderCode === null
        ? `Peage ${request.reference}`
        : `Test:${endpoint.testOrderCode}`,
    urls: {
      success: returnUrl,
      failure: returnUrl,
      back: returnUrl,
      notify: `${request.origin}${apiPrefix}${routes.axeptaNotification.path}`,
    },
    language: request.language,
    billing: axeptaBillingOf(request.billing),
    requireHttps: !endpoint.simulated,
  });
  return {
    psp: 'AXEPTA',
    url: absolute(request.origin, endpoint.pageUrl),
    parameters: Object.entries(page.parameters).map(([name, value]) => ({
      pspVariableName: name,
      pspVariableValue: String(value),
    })),
  };
}
