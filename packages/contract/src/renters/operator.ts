import { z } from 'zod';
import { accountEmailMaxLength } from '../accounts/vocabulary.ts';
import { languages } from '../languages.ts';
import { textSchema } from '../text.ts';
import { renterNameMaxLength, renterPhonePattern } from './vocabulary.ts';

/**
 * The operator's side of the rental companies (issue 25 item 1), until the operator console
 * exists: the back office, with the white-label's API key, creates a company, invites its users
 * (each gets an activation e-mail), suspends and lists them. Under /operator/..., like the claim desk.
 */

const noControl = /^[^\p{Cc}]*$/u;
const line = (max: number) => textSchema().trim().min(1).max(max).regex(noControl);

/** A company's code: what the operator and GET /journeys/company know it by. */
export const companyCodePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;
const companyCode = z.string().regex(companyCodePattern);

/** POST /operator/companies. */
export const operatorCompanyBodySchema = z.object({
  code: companyCode,
  name: line(120),
  /** The intra-community VAT number its receipts name (e.g. FR40123456789). */
  vatNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}[A-Za-z0-9+*.]{2,13}$/)
    .optional(),
  /** Its billing address on one line. */
  address: line(200).optional(),
});
export type OperatorCompanyBody = z.infer<typeof operatorCompanyBodySchema>;

/** The company of a path: /operator/companies/{code}/... */
export const operatorCompanyPathSchema = z.object({ code: companyCode });

/** POST /operator/companies/{code}/users: the user is created not activated and e-mailed a code. */
export const operatorRenterInviteBodySchema = z.object({
  email: z.email().max(accountEmailMaxLength),
  firstName: line(renterNameMaxLength),
  lastName: line(renterNameMaxLength),
  phoneNumber: z.string().trim().regex(renterPhonePattern).optional(),
  /** The language of the user's e-mails and of the activation link. */
  language: z.enum(languages),
});
export type OperatorRenterInviteBody = z.infer<typeof operatorRenterInviteBodySchema>;

/** A renter user as the operator sees it. */
export const operatorRenterUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  language: z.enum(languages),
  /** False until the user set a password with the e-mailed code. */
  activated: z.boolean(),
});
export type OperatorRenterUser = z.infer<typeof operatorRenterUserSchema>;

export const operatorCompanySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  /** When the operator suspended it (nobody of it signs in), or null. */
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  users: z.array(operatorRenterUserSchema),
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

/** The answer of an invitation: the user (to follow) and its company. */
export const operatorRenterInviteResponseSchema = z.object({
  id: z.uuid(),
  companyId: z.number().int(),
  /** False when the address was already invited and waits: its previous code still works. */
  codeSent: z.boolean(),
});
export type OperatorRenterInviteResponse = z.infer<typeof operatorRenterInviteResponseSchema>;

/** GET /operator/companies: by code, paged. */
export const operatorCompaniesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorCompaniesQuery = z.infer<typeof operatorCompaniesQuerySchema>;

export const operatorCompaniesResponseSchema = z.object({
  companies: z.array(operatorCompanySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorCompaniesResponse = z.infer<typeof operatorCompaniesResponseSchema>;
