import type {
  OperatorCompaniesQuery,
  OperatorCompaniesResponse,
  OperatorCompany,
  OperatorCompanyBody,
  OperatorRenterInviteBody,
  OperatorRenterInviteResponse,
} from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { AccountsContext } from '../accounts/context.ts';
import type { AccountTenant } from '../accounts/sessions.ts';
import type { Queryable } from '../journeys/repository.ts';
import { invitedPasswordHash, inviteToCompany } from './invitation.ts';
import { presentOperatorCompany } from './presenter.ts';
import {
  type CompanyRow,
  findCompaniesUsers,
  findCompanyByCode,
  insertCompany,
  listCompanies,
  revokeCompanySignIns,
  setCompanySuspension,
} from './repository.ts';

/** The transaction a change runs in. */
type ChangeTransaction = Parameters<Parameters<AccountsContext['db']['transaction']>[0]>[0];

/**
 * What the console adds to a change (issue 28 item 9): its audit event, written in the change's
 * transaction with the company as it stands before and after, so both stand or fall together.
 * The back office's key and the command pass none.
 */
export type CompanyChangeRecord<After> = (
  tx: ChangeTransaction,
  change: { before: CompanyRow | null; after: After; company: CompanyRow },
) => Promise<void>;

/**
 * The operator's calls on rental companies (issue 25 item 1), for the back office's API key, the
 * `renter:invite` command and the console's desk: create, invite a user, suspend and lift it, list.
 */
export function operatorCompanyCalls(context: AccountsContext) {
  const { db, mail, clock } = context;

  async function withUsers(tx: Queryable, company: CompanyRow): Promise<OperatorCompany> {
    return presentOperatorCompany(company, await findCompaniesUsers(tx, [company.id]));
  }

  function companyFields(tenant: AccountTenant, body: OperatorCompanyBody, now: Date) {
    return {
      whitelabelId: tenant.id,
      code: body.code,
      name: body.name,
      vatNumber: body.vatNumber?.toUpperCase() ?? null,
      address: body.address ?? null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Invites a user to the company `companyOf` finds (or makes) in the invitation's transaction. */
  async function invite(
    tenant: AccountTenant,
    body: OperatorRenterInviteBody,
    companyOf: (tx: Queryable, now: Date) => Promise<CompanyRow>,
    record?: CompanyChangeRecord<OperatorRenterInviteResponse>,
  ): Promise<OperatorRenterInviteResponse> {
    const now = clock();
    // Hashed outside the transaction: Argon2id's time holds no row.
    const passwordHash = await invitedPasswordHash(context);
    const invited = await db.transaction(async (tx) => {
      const company = await companyOf(tx, now);
      const answer = await inviteToCompany(context, tx, tenant, company, body, passwordHash, now);
      await record?.(tx, { before: company, after: answer, company });
      return answer;
    });
    if (invited.codeSent) mail.kick();
    return invited;
  }

  return {
    async createCompany(
      tenant: AccountTenant,
      body: OperatorCompanyBody,
      record?: CompanyChangeRecord<OperatorCompany>,
    ): Promise<OperatorCompany> {
      return db.transaction(async (tx) => {
        const company = await insertCompany(tx, companyFields(tenant, body, clock()));
        if (!company) throw new AppError(409, 'company_code_already_used');
        const created = presentOperatorCompany(company, []);
        await record?.(tx, { before: null, after: created, company });
        return created;
      });
    },

    inviteRenter(
      tenant: AccountTenant,
      companyCode: string,
      body: OperatorRenterInviteBody,
      record?: CompanyChangeRecord<OperatorRenterInviteResponse>,
    ): Promise<OperatorRenterInviteResponse> {
      return invite(
        tenant,
        body,
        async (tx) => {
          const company = await findCompanyByCode(tx, tenant.id, companyCode);
          if (!company) throw new AppError(404, 'company_not_found');
          return company;
        },
        record,
      );
    },

    /** The company of a code in the white-label, or 404 (another white-label's answers the same). */
    async companyByCode(tenant: Pick<AccountTenant, 'id'>, companyCode: string) {
      const company = await findCompanyByCode(db, tenant.id, companyCode);
      if (!company) throw new AppError(404, 'company_not_found');
      return company;
    },

    /** The company of a code with its users, or 404. */
    async company(
      tenant: Pick<AccountTenant, 'id'>,
      companyCode: string,
    ): Promise<OperatorCompany> {
      const company = await findCompanyByCode(db, tenant.id, companyCode);
      if (!company) throw new AppError(404, 'company_not_found');
      return withUsers(db, company);
    },

    /**
     * The `renter:invite` command: the company of `company.code`, created when the white-label
     * has none (its other fields are then used, else left as they are), and the user invited to it.
     */
    async inviteWithCompany(
      tenant: AccountTenant,
      company: OperatorCompanyBody,
      body: OperatorRenterInviteBody,
    ): Promise<OperatorRenterInviteResponse & { companyCreated: boolean }> {
      let companyCreated = false;
      const invited = await invite(tenant, body, async (tx, now) => {
        const existing = await findCompanyByCode(tx, tenant.id, company.code);
        const row = existing ?? (await insertCompany(tx, companyFields(tenant, company, now)));
        // Created meanwhile by another invitation of the same code: run the command again.
        if (!row) throw new AppError(409, 'company_code_already_used');
        companyCreated = !existing;
        return row;
      });
      return { ...invited, companyCreated };
    },

    /**
     * Suspends a company (its users' sign-ins end at once, and none signs in until it is lifted)
     * or lifts the suspension. Suspending again keeps the first date.
     */
    async setSuspended(
      tenant: AccountTenant,
      companyCode: string,
      suspended: boolean,
      record?: CompanyChangeRecord<OperatorCompany>,
    ): Promise<OperatorCompany> {
      const now = clock();
      return db.transaction(async (tx) => {
        const current = await findCompanyByCode(tx, tenant.id, companyCode);
        if (!current) throw new AppError(404, 'company_not_found');
        const since = suspended ? (current.suspendedAt ?? now) : null;
        const company = await setCompanySuspension(tx, tenant.id, companyCode, since, now);
        if (!company) throw new AppError(404, 'company_not_found');
        if (suspended) await revokeCompanySignIns(tx, company.id, now);
        const after = await withUsers(tx, company);
        await record?.(tx, { before: current, after, company });
        return after;
      });
    },

    async listCompanies(
      tenant: AccountTenant,
      { page, pageSize }: OperatorCompaniesQuery,
    ): Promise<OperatorCompaniesResponse> {
      const { rows, total } = await listCompanies(db, tenant.id, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const companyUsers = await findCompaniesUsers(
        db,
        rows.map((row) => row.id),
      );
      return {
        companies: rows.map((company) =>
          presentOperatorCompany(
            company,
            companyUsers.filter((user) => user.companyId === company.id),
          ),
        ),
        page,
        pageSize,
        total,
      };
    },
  };
}
