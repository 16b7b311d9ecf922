import { parseArgs } from 'node:util';
import {
  type OperatorCompanyBody,
  operatorCompanyBodySchema,
  type OperatorRenterInviteBody,
  operatorRenterInviteBodySchema,
} from '@portico/contract';

/**
 * The arguments of `npm run renter:invite` (issue 25 item 1), checked by the operator API's own
 * schemas, so the command accepts exactly what POST /operator/companies and .../users accept.
 */
export interface InviteArguments {
  company: OperatorCompanyBody;
  user: OperatorRenterInviteBody;
  /** The white-label's host; absent: DEFAULT_WHITELABEL. */
  host: string | undefined;
}

export const inviteUsage =
  'usage: npm run renter:invite -- --company CODE --name "Company name" [--vat FR40123456789] ' +
  '[--address "one line"] --email user@example.org --first-name Marta --last-name Rossi ' +
  '[--phone "+39 011 555 0101"] [--language fr|en|de|it|es] [--host portal.example.org]';

const options = {
  company: { type: 'string' },
  name: { type: 'string' },
  vat: { type: 'string' },
  address: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  phone: { type: 'string' },
  language: { type: 'string' },
  host: { type: 'string' },
} as const;

/** Which option a schema's field comes from, to name it in an error. */
const optionOfField: Record<string, string> = {
  code: '--company',
  name: '--name',
  vatNumber: '--vat',
  address: '--address',
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  phoneNumber: '--phone',
  language: '--language',
};

/** The arguments, or the list of what is wrong with them (one line each). */
export function parseInviteArguments(
  argv: readonly string[],
): { ok: InviteArguments } | { errors: string[] } {
  let values: Partial<Record<keyof typeof options, string>>;
  try {
    ({ values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }));
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)] };
  }
  const company = operatorCompanyBodySchema.safeParse({
    code: values.company,
    name: values.name,
    vatNumber: values.vat,
    address: values.address,
  });
  const user = operatorRenterInviteBodySchema.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    phoneNumber: values.phone,
    language: values.language ?? 'fr',
  });
  const errors = [company, user].flatMap((parsed) =>
    parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? '');
          return `${optionOfField[field] ?? field}: ${issue.message}`;
        }),
  );
  if (!company.success || !user.success) return { errors };
  return { ok: { company: company.data, user: user.data, host: values.host } };
}
