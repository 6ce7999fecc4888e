// How a platform call is declared: once, here, for both the app's API client and the simulator.
import * as z from './schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** 'none': no session used; 'member': a session is required; 'optional': used when present. */
export type AuthNeed = 'none' | 'member' | 'optional';

export interface CallDef<
  Req extends z.Schema = z.Schema,
  Res extends z.Schema = z.Schema,
  Payload extends z.Schema | undefined = z.Schema | undefined,
> {
  method: HttpMethod;
  /** Path under the app's origin; `{name}` segments are filled from the request input. */
  path: string;
  auth: AuthNeed;
  /**
   * What the client sends: query parameters for GET and DELETE, the JSON body otherwise.
   * For encrypted calls this is the encrypted body (`EncryptedBody`), and `payload` is the plain text.
   */
  request: Req;
  /** The envelope's `value` on success. */
  response: Res;
  /** Encrypted calls: the plain payload inside the encrypted body (contract/crypto.ts). */
  payload?: Payload;
  /** Trial accounts (type 4) are refused with 403 TRIAL_REFUSED. Only for member calls. */
  trialRefused?: boolean;
  /** Accepts an `Idempotency-Key` header: a repeated key answers the first result, never applies twice. */
  idempotent?: boolean;
  /** One line on what the call does. */
  summary: string;
}

/**
 * A schema built the first time it parses. The contract declares every call's schemas, and a browser
 * that built them all while loading the app would spend a third of its start-up script on calls the
 * page never makes; a lazy schema costs one small object until a call of its own is checked.
 */
export function lazySchema<T extends z.Schema>(build: () => T): z.Lazy<T> {
  return z.lazy(build);
}

/** Declares a call, keeping its literal types. */
export function defineCall<
  Req extends z.Schema,
  Res extends z.Schema,
  Payload extends z.Schema | undefined = undefined,
>(def: CallDef<Req, Res, Payload>): CallDef<Req, Res, Payload> {
  return def;
}

/** The request input type of a call (what the app passes to the client). */
export type RequestOf<C> = C extends CallDef<infer Req, z.Schema, infer _P> ? z.input<Req> : never;
/** The validated response value type of a call. */
export type ResponseOf<C> = C extends CallDef<z.Schema, infer Res, infer _P> ? z.output<Res> : never;
/** The plain payload type of an encrypted call. */
export type PayloadOf<C> =
  C extends CallDef<z.Schema, z.Schema, infer P> ? (P extends z.Schema ? z.input<P> : never) : never;

/** The header that carries an idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header that carries the test-mode merchant override. */
export const MERCHANT_HEADER = 'X-Merchant-Code';
/** The header that names the body encryption scheme of an encrypted call. */
export const ENCRYPTION_HEADER = 'Encryption';
/** The header a standalone (installed) app sends on login: `Device: OTHERS`. */
export const DEVICE_HEADER = 'Device';
