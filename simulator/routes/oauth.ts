// The stand-in social sign-in provider: what connect.facebook.net and
// accounts.google.com/gsi/client are to a real merchant. It serves two SDK scripts with the shapes
// of the real ones (`window.FB.{init,login,getLoginStatus}`, `window.google.accounts.id.{initialize,
// prompt,cancel,disableAutoSelect}`), whose sign-in draws a small consent dialog (a native <dialog>:
// focus kept inside, Escape cancels) and then fetches an id token for a stand-in identity. The token
// is a JWT (HS256) signed with a secret kept in the database's meta table; the platform's `firebase`
// login (routes/auth.ts) verifies it with `verifyStandinToken`. Nothing in app/ knows about this:
// the merchant settings only point `sdkUrl` at these scripts (seed/merchants.ts, lumen).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Db } from '../db.ts';
import { newId } from '../security.ts';

export const STANDIN_PREFIX = '/sim/oauth/standin';
export const STANDIN_ISSUER = 'sim-oauth-standin';
/** Id tokens are good for 10 minutes (the app exchanges them at once). */
export const STANDIN_TOKEN_TTL_S = 600;
const SECRET_KEY = 'oauth.standin.secret';

export type StandinProvider = 'facebook' | 'google';
export const STANDIN_PROVIDERS: readonly StandinProvider[] = ['facebook', 'google'];

export interface StandinIdentity {
  provider: StandinProvider;
  /** The provider's stable user id. */
  sub: string;
  name: string;
  email: string;
}

/** The account each stand-in SDK offers in its consent dialog. */
export const STANDIN_ACCOUNTS: Record<StandinProvider, Omit<StandinIdentity, 'provider'>> = {
  facebook: { sub: 'fb-100001', name: 'Ana Souza', email: 'ana.souza@standin.example' },
  google: { sub: 'g-200001', name: 'Bruno Lima', email: 'bruno.lima@standin.example' },
};

export interface StandinClaims extends StandinIdentity {
  iss: string;
  /** The merchant's client id (app id) the token was issued for. */
  aud: string;
  iat: number;
  exp: number;
}

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');

function secret(db: Db): string {
  let s = db.meta(SECRET_KEY);
  if (!s) {
    s = newId(32);
    db.setMeta(SECRET_KEY, s);
  }
  return s;
}

function sign(db: Db, data: string): Buffer {
  return createHmac('sha256', secret(db)).update(data).digest();
}

/** Issues an id token (JWT, HS256) for an identity and a client id. */
export function issueStandinToken(db: Db, identity: StandinIdentity, aud: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: StandinClaims = {
    iss: STANDIN_ISSUER,
    aud,
    iat,
    exp: iat + STANDIN_TOKEN_TTL_S,
    ...identity,
  };
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  return `${head}.${b64(sign(db, head))}`;
}

/** The claims of a genuine, unexpired stand-in id token; null for anything else. */
export function verifyStandinToken(db: Db, token: string, nowMs: number): StandinClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(db, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<StandinClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<StandinClaims>;
  } catch {
    return null;
  }
  const now = Math.floor(nowMs / 1000);
  if (
    claims.iss !== STANDIN_ISSUER ||
    !STANDIN_PROVIDERS.includes(claims.provider as StandinProvider) ||
    typeof claims.sub !== 'string' ||
    !claims.sub ||
    typeof claims.aud !== 'string' ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number' ||
    claims.exp <= now ||
    claims.iat > now + 60
  )
    return null;
  return claims as StandinClaims;
}

const isProvider = (v: unknown): v is StandinProvider => STANDIN_PROVIDERS.includes(v as StandinProvider);
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export function registerOauth(app: Hono, db: Db, clock: () => number): void {
  for (const provider of STANDIN_PROVIDERS)
    app.get(`${STANDIN_PREFIX}/${provider}.js`, (c) =>
      c.body(sdkScript(provider), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      }),
    );

  /**
   * The stand-in's token endpoint: `{ provider, clientId }` (optionally `sub`, `name`, `email` to
   * sign in as another identity) → `{ idToken, expiresAt, expiresIn }`.
   */
  app.post(`${STANDIN_PREFIX}/token`, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const provider = body?.provider;
    const clientId = text(body?.clientId, 200);
    if (!isProvider(provider) || !clientId) return c.json({ error: 'invalid_request' }, 400);
    const account = STANDIN_ACCOUNTS[provider];
    const identity: StandinIdentity = {
      provider,
      sub: text(body?.sub, 64) || account.sub,
      name: text(body?.name, 64) || account.name,
      email: text(body?.email, 120) || account.email,
    };
    const now = clock();
    return c.json({
      idToken: issueStandinToken(db, identity, clientId, now),
      expiresAt: now + STANDIN_TOKEN_TTL_S * 1000,
      // Seconds, for the SDK script: the device's clock need not agree with the platform's.
      expiresIn: STANDIN_TOKEN_TTL_S,
    });
  });
}

/** The SDK script of a provider: the real SDK's globals, a consent dialog, the token fetch. */
export function sdkScript(provider: StandinProvider): string {
  const account = STANDIN_ACCOUNTS[provider];
  const label = provider === 'facebook' ? 'Facebook' : 'Google';
  return `// Stand-in ${label} sign-in SDK (platform simulator). Same globals as the real SDK.
(function () {
  'use strict';
  var script = document.currentScript;
  var tokenUrl = new URL('token', script && script.src ? script.src : location.href).toString();
  var account = ${JSON.stringify(account)};
  var provider = ${JSON.stringify(provider)};
  var label = ${JSON.stringify(label)};

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { e.append(c); });
    return e;
  }

  // The consent step: resolves true (Continue) or false (Cancel, Escape).
  function consent(clientId) {
    return new Promise(function (resolve) {
      var id = 'standin-' + provider + '-' + Math.random().toString(36).slice(2);
      var title = el('h2', { id: id + '-title', style: 'margin:0 0 8px;font-size:18px' }, ['Sign in with ' + label]);
      var who = el('p', { id: id + '-desc', style: 'margin:0 0 16px;font-size:14px;line-height:1.4' }, [
        'Continue as ',
        el('strong', {}, [account.name]),
        ' (' + account.email + ') to ' + clientId + '?',
      ]);
      var btn = 'min-height:44px;padding:0 16px;border-radius:8px;font:inherit;cursor:pointer;';
      var cancel = el('button', { type: 'button', style: btn + 'border:1px solid #767676;background:#fff;color:#111' }, ['Cancel']);
      var ok = el('button', { type: 'button', style: btn + 'border:0;background:#0b57d0;color:#fff' }, ['Continue']);
      var dialog = el('dialog', {
        'aria-labelledby': id + '-title',
        'aria-describedby': id + '-desc',
        'data-standin-provider': provider,
        style: 'max-width:320px;border:0;border-radius:12px;padding:20px;font:16px system-ui,sans-serif;color:#111;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.3)',
      }, [title, who, el('div', { style: 'display:flex;gap:8px;justify-content:flex-end' }, [cancel, ok])]);
      var done = false;
      function finish(v) {
        if (done) return;
        done = true;
        if (dialog.open) dialog.close();
        dialog.remove();
        resolve(v);
      }
      cancel.addEventListener('click', function () { finish(false); });
      ok.addEventListener('click', function () { finish(true); });
      dialog.addEventListener('cancel', function (e) { e.preventDefault(); finish(false); });
      document.body.append(dialog);
      dialog.showModal();
      ok.focus();
    });
  }

  function fetchToken(clientId) {
    return fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: provider, clientId: clientId }),
    }).then(function (r) {
      if (!r.ok) throw new Error('token ' + r.status);
      return r.json();
    });
  }

  function signIn(clientId) {
    return consent(clientId).then(function (yes) {
      return yes ? fetchToken(clientId).then(function (t) { return t; }, function () { return null; }) : null;
    });
  }

  if (provider === 'facebook') {
    var appId = '';
    var FB = {
      init: function (options) { appId = String((options && options.appId) || ''); },
      getLoginStatus: function (cb) { cb({ status: 'unknown', authResponse: null }); },
      login: function (cb) {
        signIn(appId).then(function (t) {
          cb(t
            ? { status: 'connected', authResponse: { accessToken: t.idToken, expiresIn: t.expiresIn, userID: account.sub, graphDomain: 'facebook' } }
            : { status: 'unknown', authResponse: null });
        });
      },
      logout: function (cb) { if (cb) cb({ status: 'unknown', authResponse: null }); },
    };
    window.FB = FB;
    if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
  } else {
    var config = null;
    var moment = function (type, reason) {
      return {
        getMomentType: function () { return type; },
        isDisplayMoment: function () { return type === 'display'; },
        isDisplayed: function () { return type === 'display'; },
        isNotDisplayed: function () { return false; },
        isSkippedMoment: function () { return type === 'skipped'; },
        isDismissedMoment: function () { return type === 'dismissed'; },
        getDismissedReason: function () { return reason; },
        getSkippedReason: function () { return reason; },
        getNotDisplayedReason: function () { return undefined; },
      };
    };
    var id = {
      initialize: function (options) { config = options || null; },
      prompt: function (listener) {
        if (!config || typeof config.callback !== 'function') return;
        var cfg = config;
        if (typeof listener === 'function') listener(moment('display'));
        signIn(String(cfg.client_id || '')).then(function (t) {
          if (t) {
            if (typeof listener === 'function') listener(moment('dismissed', 'credential_returned'));
            cfg.callback({ credential: t.idToken, select_by: 'user', clientId: cfg.client_id });
          } else if (typeof listener === 'function') listener(moment('skipped', 'user_cancel'));
        });
      },
      cancel: function () {},
      disableAutoSelect: function () {},
    };
    window.google = window.google || {};
    window.google.accounts = window.google.accounts || {};
    window.google.accounts.id = id;
  }
})();
`;
}
