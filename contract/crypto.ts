// Request-body encryption shared by the app and the platform (WebCrypto only, so it runs in the
// browser and in Node). An encrypted call (login, register, password reset) sends
//   { data, key, iv, keyId }  with header  Encryption: RSA-OAEP-256+A256GCM
// where a fresh AES-256-GCM key per request encrypts JSON `{ p: payload, t: sentAtMs }` (the
// request path is bound as additional data, so a body cannot be replayed to another call) and
// that AES key is wrapped with RSA-OAEP (SHA-256) under the platform's public key, fetched from
// GET /wps/system/publicKey. The bundle holds no secret: only the platform can unwrap the key.
import type * as z from './schema.ts';
import type { encryptedBody } from './calls/auth.ts';

export type EncryptedBody = z.output<typeof encryptedBody>;
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
/** How old an encrypted body may be when the platform decrypts it. */
export const ENCRYPTION_MAX_AGE_MS = 5 * 60_000;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < view.length; i += 0x8000) s += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(s);
}
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export interface PlatformPublicKey {
  keyId: string;
  key: CryptoKey;
}

/** Imports the key of GET /wps/system/publicKey (SPKI, base64). */
export async function importPublicKey(answer: {
  keyId: string;
  publicKey: string;
}): Promise<PlatformPublicKey> {
  const key = await subtle().importKey('spki', fromBase64(answer.publicKey), RSA, false, ['wrapKey']);
  return { keyId: answer.keyId, key };
}

/** Encrypts a call's payload for the platform. `path` is the call's path, e.g. '/wps/session/login'. */
export async function encryptPayload(
  payload: unknown,
  publicKey: PlatformPublicKey,
  path: string,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify({ p: payload, t: now }));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(path) },
    aes,
    plain,
  );
  const key = await subtle().wrapKey('raw', aes, publicKey.key, RSA);
  return { data: toBase64(data), key: toBase64(key), iv: toBase64(iv), keyId: publicKey.keyId };
}

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

/**
 * The platform side: unwraps the AES key with the private key and decrypts the payload.
 * Throws DecryptionError for a wrong key, a tampered body, another call's body or a stale one.
 */
export async function decryptPayload(
  body: EncryptedBody,
  privateKey: CryptoKey,
  path: string,
  now: number = Date.now(),
): Promise<unknown> {
  let text: string;
  try {
    const aes = await subtle().unwrapKey(
      'raw',
      fromBase64(body.key),
      privateKey,
      RSA,
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: fromBase64(body.iv), additionalData: encoder.encode(path) },
      aes,
      fromBase64(body.data),
    );
    text = decoder.decode(plain);
  } catch {
    throw new DecryptionError('the body does not decrypt');
  }
  const parsed = JSON.parse(text) as { p?: unknown; t?: unknown };
  if (typeof parsed.t !== 'number' || Math.abs(now - parsed.t) > ENCRYPTION_MAX_AGE_MS)
    throw new DecryptionError('the body is stale');
  return parsed.p;
}

/** A fresh RSA-OAEP key pair, exported (SPKI and PKCS#8, base64) so the platform can store it. */
export async function generatePlatformKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const [spki, pkcs8] = await Promise.all([
    subtle().exportKey('spki', pair.publicKey),
    subtle().exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export async function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8), RSA, false, ['unwrapKey']);
}

/**
 * Customer service paths arrive encrypted, as the platform sends them: AES-GCM with the key in
 * the same answer. This keeps scrapers off the links; it is not a secret, and not meant to be.
 */
export async function encryptCustomerService(
  value: unknown,
): Promise<{ key: string; iv: string; data: string }> {
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const key = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value)));
  return { key: toBase64(raw), iv: toBase64(iv), data: toBase64(data) };
}

/** Decrypts `siteSettings.customerService`; validate the result with `customerServicePaths`. */
export async function decryptCustomerService(box: {
  key: string;
  iv: string;
  data: string;
}): Promise<unknown> {
  const key = await subtle().importKey('raw', fromBase64(box.key), { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64(box.iv) },
    key,
    fromBase64(box.data),
  );
  return JSON.parse(decoder.decode(plain));
}
