import {
  fleetPlatesPageSchema,
  fleetPlatesQuerySchema,
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
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { FleetService } from '../fleet/service.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import { type StaffActor, type StaffGuard, staffActorOf } from '../staff/guard.ts';
import type { CompanyChangeRecord } from './operator-companies.ts';
import type { CompanyRow } from './repository.ts';
import type { RentersService } from './service.ts';

export interface ConsoleRentersRoutesOptions {
  renters: RentersService;
  fleet: FleetService;
  guard: StaffGuard;
}

const tags = ['Operator console'];
const staffNote =
  ' Needs the action renters.manage (the renters role); another white-label\u2019s company is ' +
  'not found. Errors: 401 unauthorized; 403 forbidden.';

/** A company as the audit log keeps it: what the desk changes, not its users. */
const companyFacts = (company: CompanyRow | null) =>
  company && {
    code: company.code,
    name: company.name,
    vatNumber: company.vatNumber,
    address: company.address,
    suspendedAt: company.suspendedAt?.toISOString() ?? null,
  };

/** The audit event of a change, written by the service in the change's transaction. */
function audited<After>(
  actor: StaffActor,
  action: string,
  after: (change: { after: After; company: CompanyRow }) => unknown,
): CompanyChangeRecord<After> {
  return (tx, change) =>
    recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      action,
      target: { type: 'company', id: change.company.code },
      before: companyFacts(change.before),
      after: after(change),
      address: actor.address,
      requestId: actor.requestId,
    });
}

/**
 * The console's rental companies desk (issue 28 item 9) on the back office's own calls
 * (operator-companies.ts), behind a staff session: the same rules and answers, each change
 * audited in its transaction. The API-key routes (operator-routes.ts) stay for automation.
 */
export const consoleRentersRoutes: FastifyPluginAsyncZod<ConsoleRentersRoutesOptions> = async (
  app,
  { renters, fleet, guard },
) => {
  const manage = guard.require('renters.manage');

  app.get(
    routes.consoleCompanies.path,
    {
      schema: {
        summary: 'The white-label\u2019s rental companies with their users, by code',
        description: `Paged: page from 1, pageSize up to 100 (50).${staffNote}`,
        tags,
        headers: tenantHeadersSchema,
        querystring: operatorCompaniesQuerySchema,
        response: { 200: operatorCompaniesResponseSchema },
      },
      preHandler: manage,
    },
    (request) => renters.operator.listCompanies(request.whitelabel, request.query),
  );

  app.post(
    routes.consoleCreateCompany.path,
    {
      schema: {
        summary: 'Creates a rental company (audited: renters.company.create)',
        description: `Errors: 400 invalid_request; 409 company_code_already_used.${staffNote}`,
        tags,
        headers: tenantHeadersSchema,
        body: operatorCompanyBodySchema,
        response: { 201: operatorCompanySchema },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const created = await renters.operator.createCompany(
        request.whitelabel,
        request.body,
        audited(actor, 'renters.company.create', ({ company }) => companyFacts(company)),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    routes.consoleInviteRenter.path,
    {
      schema: {
        summary: 'Invites a user to a company: e-mailed a code and link (audited)',
        description:
          'The renter_invitation e-mail, as the back office\u2019s call sends it; audited as ' +
          'renters.company.invite with the address, names and language. Errors: 400 ' +
          'invalid_request; 404 company_not_found; 409 email_already_used.' +
          staffNote,
        tags,
        headers: tenantHeadersSchema,
        params: operatorCompanyPathSchema,
        body: operatorRenterInviteBodySchema,
        response: { 201: operatorRenterInviteResponseSchema },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const { email, firstName, lastName, language } = request.body;
      const invited = await renters.operator.inviteRenter(
        request.whitelabel,
        request.params.code,
        request.body,
        audited(actor, 'renters.company.invite', ({ after }) => ({
          userId: after.id,
          email,
          firstName,
          lastName,
          language,
          codeSent: after.codeSent,
        })),
      );
      return reply.code(201).send(invited);
    },
  );

  const suspension = (suspended: boolean) => ({
    schema: {
      summary: suspended
        ? 'Suspends a company: its users\u2019 sign-ins end (audited: renters.company.suspend)'
        : 'Restores a suspended company (audited: renters.company.restore)',
      description: `Answers the company as it stands after. Errors: 404 company_not_found.${staffNote}`,
      tags,
      headers: tenantHeadersSchema,
      params: operatorCompanyPathSchema,
      response: { 200: operatorCompanySchema },
    },
    preHandler: manage,
  });

  app.post(routes.consoleSuspendCompany.path, suspension(true), (request) =>
    renters.operator.setSuspended(
      request.whitelabel,
      request.params.code,
      true,
      audited(staffActorOf(request), 'renters.company.suspend', ({ company }) =>
        companyFacts(company),
      ),
    ),
  );

  app.delete(routes.consoleRestoreCompany.path, suspension(false), (request) =>
    renters.operator.setSuspended(
      request.whitelabel,
      request.params.code,
      false,
      audited(staffActorOf(request), 'renters.company.restore', ({ company }) =>
        companyFacts(company),
      ),
    ),
  );

  app.get(
    routes.consoleCompany.path,
    {
      schema: {
        summary: 'A rental company with its users',
        description: `404 company_not_found.${staffNote}`,
        tags,
        headers: tenantHeadersSchema,
        params: operatorCompanyPathSchema,
        response: { 200: operatorCompanySchema },
      },
      preHandler: manage,
    },
    (request) => renters.operator.company(request.whitelabel, request.params.code),
  );

  app.get(
    routes.consoleCompanyFleet.path,
    {
      schema: {
        summary: 'A company\u2019s fleet: its plates and their periods',
        description:
          'The list its renters see (paged, searched by part of a plate, filtered by status, ' +
          `sorted).${staffNote} 404 company_not_found.`,
        tags,
        headers: tenantHeadersSchema,
        params: operatorCompanyPathSchema,
        querystring: fleetPlatesQuerySchema,
        response: { 200: fleetPlatesPageSchema },
      },
      preHandler: manage,
    },
    async (request) => {
      const company = await renters.operator.companyByCode(request.whitelabel, request.params.code);
      return fleet.list(
        { whitelabelId: company.whitelabelId, companyId: company.id },
        request.query,
      );
    },
  );
};
