import type {
  ContractRoute,
  FileAnswer,
  MultipartBody,
  PathParams,
  RouteBody,
  RouteNameOf,
  RouteOf,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from './route-io.ts';
import type { Language } from './languages.ts';
import type { RouteName } from './routes.ts';

/**
 * A client's calls typed from the route table (route-io.ts), for the portal and the console
 * alike: the route a call names decides its path parameters, query, body and answer, so a caller
 * cannot send or expect the wrong type. Types only. The browser's own types (FormData, Blob,
 * AbortSignal) are parameters: the contract is built without the DOM's declarations.
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

// An upload's multipart body is what the client sends for it (the browser's FormData).
type BodyPart<Name extends RouteName, Upload> = [RouteBody<Name>] extends [undefined]
  ? { body?: undefined }
  : RouteBody<Name> extends MultipartBody
    ? { body: Upload }
    : { body: RouteBody<Name> };

/** One call of a route: its parameters, query and body as the contract types them. */
export type RouteRequest<Route extends ContractRoute, Upload = never, Signal = never> = {
  language: Language;
  signal?: Signal;
} & ParamsPart<RouteNameOf<Route>> &
  QueryPart<RouteNameOf<Route>> &
  BodyPart<RouteNameOf<Route>, Upload>;

/** The answer of a route; a file answer is what the client reads it as (the browser's Blob). */
export type RouteAnswer<Route extends ContractRoute, File = never> =
  RouteResponse<RouteNameOf<Route>> extends FileAnswer ? File : RouteResponse<RouteNameOf<Route>>;

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
