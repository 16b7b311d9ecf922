import { Validator } from '@seriousme/openapi-schema-validator';
import { apiPrefix, errorCodes, routeErrors, routes } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';

const app = useApp();

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
  >;
}

const issueRoutes = [routes.whitelabel, routes.homePage, routes.footer, routes.article, routes.faq];

describe('OpenAPI document', () => {
  it('documents every route of this issue with its success and error answers', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    for (const route of issueRoutes) {
      const path = `${apiPrefix}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '400', '404', '429', '500']),
      );
      const parameters = operation?.parameters?.map((parameter) => parameter.name) ?? [];
      expect(parameters, path).toEqual(expect.arrayContaining(['lang', 'x-whitelabel-host']));
    }
    expect(document.paths['/readyz']?.get?.responses).toHaveProperty('503');
  });
});

describe('OpenAPI document of the prepayment screen (issue 13)', () => {
  it('documents the price estimate and the page with their parameters and errors', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<OpenApiDocument>();
    const price = document.paths[`${apiPrefix}${routes.journeyPrice.path}`]?.get;
    expect(Object.keys(price?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '429', '503']),
    );
    expect(price?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['plate', 'plateCountry', 'in', 'out', 'category', 'electric']),
    );
    const page = document.paths[`${apiPrefix}${routes.prepaymentsPage.path}`]?.get;
    expect(Object.keys(page?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    expect(page?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['lang', 'x-whitelabel-host']),
    );
  });
});

describe('OpenAPI operations (issue 27)', () => {
  it('is a valid OpenAPI 3.1 document, its error envelope one component all errors refer to', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<Record<string, unknown>>();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(response.body).toContain('"$ref":"#/components/schemas/ErrorEnvelope"');
    // The catalogue of codes is written once, in the component, and the answers every operation
    // shares once each, as components: 1.17 MB when every answer carried the whole catalogue.
    // service_unavailable: the catalogue, its shared answer, /readyz's own list, the staff single
    // sign-on's start, callback and fresh check (503 staff_sso_unavailable beside it), and the
    // content publication (503 content_publish_busy beside it).
    const occurrences = response.body.split('"service_unavailable"').length - 1;
    expect(occurrences).toBe(7);
    // A budget per operation rather than for the whole document, so that new calls (the
    // console's) fit while a schema repeated in every answer does not: 3.2 KB each on average
    // with the console's first calls (422 KB for 130), about 11 KB each when every answer
    // carried the whole catalogue.
    const paths = Object.values(document.paths as Record<string, Record<string, unknown>>);
    const operations = paths.reduce((count, item) => count + Object.keys(item).length, 0);
    expect(response.body.length / operations).toBeLessThan(3_500);
  });

  it('gives every operation a unique operationId, the contract name where it has one', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => !operation.operationId)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const price = document.paths[`${apiPrefix}${routes.journeyPrice.path}`]?.get;
    expect(price?.operationId).toBe('journeyPrice');
    expect(document.paths['/readyz']?.get?.operationId).toBe('getReadyz');
  });
});

interface ErrorAnswer {
  $ref?: string;
  description?: string;
  content?: {
    'application/json'?: { schema?: { properties?: { message?: { enum?: string[] } } } };
  };
}
interface DocumentOperation {
  operationId: string;
  description?: string;
  responses: Record<string, ErrorAnswer>;
}

/** The codes of one error answer: its own list, or its shared component's. */
function codesOf(answer: ErrorAnswer, shared: Record<string, ErrorAnswer>): string[] {
  const resolved = answer.$ref ? shared[answer.$ref.split('/').at(-1) ?? ''] : answer;
  return resolved?.content?.['application/json']?.schema?.properties?.message?.enum ?? [];
}

describe('OpenAPI error codes per operation (issue 27 section 4)', () => {
  async function operations() {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, DocumentOperation>>;
      components: { responses: Record<string, ErrorAnswer> };
    }>();
    const list = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    return { list, shared: document.components.responses };
  }

  it("lists each operation's own codes per status, and the shared answers by reference", async () => {
    const { list, shared } = await operations();
    const pay = list.find((operation) => operation.operationId === 'paymentPsp');
    expect(codesOf(pay?.responses['409'] ?? {}, shared)).toEqual(routeErrors.paymentPsp[409]);
    expect(codesOf(pay?.responses['400'] ?? {}, shared)).toEqual([
      'invalid_request',
      ...routeErrors.paymentPsp[400],
    ]);
    expect(pay?.responses['400']?.description).toBe(
      'Bad Request: invalid_request, payment_method_disabled, vat_number_invalid',
    );
    expect(pay?.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(codesOf(shared['TooManyRequests'] ?? {}, shared)).toEqual(['too_many_requests']);
    // A call without a body cannot be refused for one; a sign-in route is not an API-key route.
    const price = list.find((operation) => operation.operationId === 'journeyPrice');
    expect(Object.keys(price?.responses ?? {})).not.toContain('415');
    const me = list.find((operation) => operation.operationId === 'me');
    expect(codesOf(me?.responses['401'] ?? {}, shared)).toEqual(['unauthorized']);
  });

  it('answers only codes of the catalogue, and declares every code its description names', async () => {
    const { list, shared } = await operations();
    const catalogue = new Set<string>(errorCodes);
    for (const operation of list) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const codes = codesOf(answer, shared);
        expect(codes.length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
        expect(codes.filter((code) => !catalogue.has(code))).toEqual([]);
      }
      // The prose of a route ("Errors: 400 ..., 409 ...") must not name a code the table lacks.
      const declared = new Set(
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .flatMap(([, answer]) => codesOf(answer, shared)),
      );
      const named = (operation.description?.split('Errors:')[1] ?? '').match(/[a-z]+(_[a-z]+)+/g);
      const undeclared = (named ?? []).filter((code) => catalogue.has(code) && !declared.has(code));
      expect(undeclared, operation.operationId).toEqual([]);
    }
  });
});
