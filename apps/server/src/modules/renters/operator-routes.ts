import {
  operatorCompaniesQuerySchema,
  operatorCompaniesResponseSchema,
  operatorCompanyBodySchema,
  operatorCompanyPathSchema,
  operatorCompanySchema,
  operatorRenterInviteBodySchema,
  operatorRenterInviteResponseSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { machineCall, operatorCallSchema } from '../../plugins/operator-calls.ts';
import type { RentersService } from './service.ts';

export interface OperatorRentersRoutesOptions {
  renters: RentersService;
}

const keyNote =
  ' Authenticated by an API key of the white-label (`x-api-key` or `Authorization: Bearer`), as ' +
  'the back office\u2019s other calls: 401 api_key_missing, api_key_invalid.';

/**
 * The operator's rental companies (issue 25 item 1): renters do not register; the back office
 * creates a company, invites its users, suspends it and lists them, until the console exists.
 */
export const operatorRentersRoutes: FastifyPluginAsyncZod<OperatorRentersRoutesOptions> = async (
  app,
  { renters },
) => {
  const machine = machineCall(app);

  app.get(
    routes.operatorCompanies.path,
    {
      schema: {
        summary: 'The white-label\u2019s rental companies with their users, by code',
        description: `Paged: page from 1, pageSize up to 100 (50).${keyNote}`,
        ...operatorCallSchema,
        querystring: operatorCompaniesQuerySchema,
        response: {
          200: operatorCompaniesResponseSchema,
        },
      },
      ...machine,
    },
    (request) => renters.operator.listCompanies(request.whitelabel, request.query),
  );

  app.post(
    routes.createOperatorCompany.path,
    {
      schema: {
        summary: 'Creates a rental company',
        description: `Errors: 400 invalid_request; 409 company_code_already_used.${keyNote}`,
        ...operatorCallSchema,
        body: operatorCompanyBodySchema,
        response: {
          201: operatorCompanySchema,
        },
      },
      ...machine,
    },
    async (request, reply) =>
      reply.code(201).send(await renters.operator.createCompany(request.whitelabel, request.body)),
  );

  app.post(
    routes.inviteRenter.path,
    {
      schema: {
        summary: 'Invites a user to a company: created not activated, e-mailed a code and link',
        description:
          'The renter_invitation e-mail (in `language`) carries the code and the link to ' +
          '/{lang}/renters/activate?id=...; the user sets the first password there. An address ' +
          'invited and still waiting is updated and sent a new code as its codes allow (codeSent ' +
          'false: the previous code still works). Errors: 400 invalid_request; 404 ' +
          'company_not_found; 409 email_already_used (the address has an account: a ' +
          `customer\u2019s, an activated renter\u2019s, another company\u2019s).${keyNote}`,
        ...operatorCallSchema,
        params: operatorCompanyPathSchema,
        body: operatorRenterInviteBodySchema,
        response: {
          201: operatorRenterInviteResponseSchema,
        },
      },
      ...machine,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await renters.operator.inviteRenter(
            request.whitelabel,
            request.params.code,
            request.body,
          ),
        ),
  );

  /** Suspending and lifting answer alike: the company as it stands after. */
  const suspensionCall = (summary: string, description: string) => ({
    schema: {
      summary,
      description: `${description}${keyNote}`,
      ...operatorCallSchema,
      params: operatorCompanyPathSchema,
      response: {
        200: operatorCompanySchema,
      },
    },
    ...machine,
  });

  app.post(
    routes.suspendCompany.path,
    suspensionCall(
      'Suspends a company: its users\u2019 sign-ins end and none signs in',
      'Suspending again keeps the first date. Errors: 404 company_not_found.',
    ),
    (request) => renters.operator.setSuspended(request.whitelabel, request.params.code, true),
  );

  app.delete(
    routes.unsuspendCompany.path,
    suspensionCall(
      'Lifts a company\u2019s suspension: its users sign in again',
      'Errors: 404 company_not_found.',
    ),
    (request) => renters.operator.setSuspended(request.whitelabel, request.params.code, false),
  );
};
