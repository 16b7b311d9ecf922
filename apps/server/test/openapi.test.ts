import { Validator } from '@seriousme/openapi-schema-validator';
import { apiPrefix, routes } from '@portico/contract';
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
    // The catalogue of codes is written once, in the component, not in every error answer.
    const occurrences = response.body.split('"whitelabel_not_found"').length - 1;
    expect(occurrences).toBeLessThanOrEqual(3);
    expect(response.body.length).toBeLessThan(600_000);
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
