// How a platform call is declared: once, here, for both the app's API client and the simulator.
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** 'none': no session used; 'member': a session is required; 'optional': used when present. */
export type AuthNeed = 'none' | 'member' | 'optional';

export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Payload extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
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
 * A schema built the first time it is used. The contract declares every call's schemas, and a browser
 * that built them all while loading the app would spend a third of its start-up script on calls the
 * page never makes. Even zod's own lazy wrapper is a schema object with its internals, which for the
 * contract's two hundred schemas was still a fifth of the app's module evaluation (about 20 ms at 4x
 * CPU), so until first used a lazy schema is a bare proxy: the first property read (zod reading its
 * internals, to parse or to nest it) builds the `z.lazy` it stands for, and every read and write goes
 * to it from then on.
 */
export function lazySchema<T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> {
  let schema: z.ZodMiniLazy<T> | undefined;
  const built = () => (schema ??= z.lazy(build));
  return new Proxy({} as z.ZodMiniLazy<T>, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // A proxy may only report a property its target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}

/** Declares a call, keeping its literal types. */
export function defineCall<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Payload extends z.ZodMiniType | undefined = undefined,
>(def: CallDef<Req, Res, Payload>): CallDef<Req, Res, Payload> {
  return def;
}

/** The request input type of a call (what the app passes to the client). */
export type RequestOf<C> = C extends CallDef<infer Req, z.ZodMiniType, infer _P> ? z.input<Req> : never;
/** The validated response value type of a call. */
export type ResponseOf<C> = C extends CallDef<z.ZodMiniType, infer Res, infer _P> ? z.output<Res> : never;
/** The plain payload type of an encrypted call. */
export type PayloadOf<C> =
  C extends CallDef<z.ZodMiniType, z.ZodMiniType, infer P>
    ? P extends z.ZodMiniType
      ? z.input<P>
      : never
    : never;

/** The header that carries an idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header that carries the test-mode merchant override. */
export const MERCHANT_HEADER = 'X-Merchant-Code';
/** The header that names the body encryption scheme of an encrypted call. */
export const ENCRYPTION_HEADER = 'Encryption';
/** The header a standalone (installed) app sends on login: `Device: OTHERS`. */
export const DEVICE_HEADER = 'Device';
