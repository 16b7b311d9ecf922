import type {
  ContractRoute,
  FileAnswer,
  Language,
  MultipartBody,
  PathParams,
  RouteBody,
  RouteName,
  RouteNameOf,
  RouteOf,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@portico/contract';

/**
 * The web's calls typed from the contract's route table (route-io.ts): the route a call names
 * decides its path parameters, query, body and answer, so a caller cannot send or expect the
 * wrong type. Types only: the pages' bundles get none of the contract's schemas for it.
 */

type ParamsPart<Name extends RouteName> = [PathParams<RouteOf<Name>['path']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<Name> };

// A query whose fields are all optional may be left out.
type QueryPart<Name extends RouteName> = [RouteQuery<Name>] extends [undefined]
  ? { query?: undefined }
  : object extends RouteQuery<Name>
    ? { query?: RouteQuery<Name> }
    : { query: RouteQuery<Name> };

// An upload's multipart body is the browser's FormData.
type BodyPart<Name extends RouteName> = [RouteBody<Name>] extends [undefined]
  ? { body?: undefined }
  : RouteBody<Name> extends MultipartBody
    ? { body: FormData }
    : { body: RouteBody<Name> };

/** One call of a route: its parameters, query and body as the contract types them. */
export type ApiRequest<Route extends ContractRoute> = {
  language: Language;
  signal?: AbortSignal;
} & ParamsPart<RouteNameOf<Route>> &
  QueryPart<RouteNameOf<Route>> &
  BodyPart<RouteNameOf<Route>>;

/** The answer of a route; a file answer is the browser's Blob. */
export type ApiAnswer<Route extends ContractRoute> =
  RouteResponse<RouteNameOf<Route>> extends FileAnswer ? Blob : RouteResponse<RouteNameOf<Route>>;

/** The routes that answer a file (a PDF receipt, an export). */
export type FileRoute = {
  [Name in RouteName]: RouteResponse<Name> extends FileAnswer ? RouteOf<Name> : never;
}[RouteName];

/** The routes that take a multipart upload. */
export type UploadRoute = {
  [Name in RouteName]: RouteBody<Name> extends MultipartBody ? RouteOf<Name> : never;
}[RouteName];

/** The routes that answer JSON (or nothing). */
export type JsonRoute = Exclude<ContractRoute, FileRoute | UploadRoute>;
