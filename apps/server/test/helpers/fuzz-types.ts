import type fc from 'fast-check';
import type { TextEncoder } from './fuzz-encoding.ts';
import type { Operation } from './openapi-operations.ts';

/** One request of the fuzz, as app.inject takes it. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the fuzz knows of the test data, so that inputs get past the first checks. */
export interface FuzzFixtures {
  /** The request with the data it names made just before it is sent (a new basket). */
  prepare(request: FuzzRequest): Promise<FuzzRequest>;
  /** The host of the operation's tenant (Host header, or x-whitelabel-host where documented). */
  hostOf(operation: Operation): string;
  /** Headers an operation needs to get past authentication (an API key). */
  authHeaders(operation: Operation): fc.Arbitrary<Record<string, string>>;
  /** Values known to be valid for a parameter or body field of the operation (a session id ...). */
  knownValues(operation: Operation, name: string): fc.Arbitrary<string> | undefined;
  /** A valid query of the operation, when it needs more than its required parameters. */
  usualQuery(operation: Operation): fc.Arbitrary<Record<string, string>> | undefined;
  /**
   * A valid form of an operation that takes one (the PSPs' pages and notifications: a body, or
   * the query of a GET), and how to sign it again once the fuzz changed its fields.
   */
  form(operation: Operation): FuzzForm | undefined;
  /** The multipart upload of an operation that takes files (claims, the contact form). */
  multipart(operation: Operation): FuzzMultipart | undefined;
  /** The file names the uploads of the fuzz stored, as the database holds them. */
  storedFileNames(): Promise<{ claims: string[]; contact: string[] }>;
}

export interface FuzzMultipart {
  /** The JSON text part (`claim`, `request`) and its texts, mostly valid. */
  textPart: string;
  text: fc.Arbitrary<string>;
  /** The name of the file parts. */
  fileField: string;
}

export interface FuzzForm {
  fields: fc.Arbitrary<[string, string][]>;
  /** The encoded form with its signature or MAC made again; throws when it cannot be. */
  seal?(fields: [string, string][], encode: TextEncoder): string;
}
