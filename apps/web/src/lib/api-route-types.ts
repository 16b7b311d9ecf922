import type {
  ContractRoute,
  FileRoute,
  JsonRoute,
  RouteAnswer,
  RouteRequest,
  UploadRoute,
} from '@portico/contract';

/**
 * The web's calls typed from the contract's route table (route-request.ts), with the browser's
 * own types: an upload's body is a FormData, a file answer a Blob.
 */
export type ApiRequest<Route extends ContractRoute> = RouteRequest<Route, FormData, AbortSignal>;

export type ApiAnswer<Route extends ContractRoute> = RouteAnswer<Route, Blob>;

export type { FileRoute, JsonRoute, UploadRoute };
