// Login, logout, renewal, captcha, SMS codes, registration, trial accounts and passwords.
import { contract } from '../../contract/index.ts';
import { TRIAL_TYPE } from '../../contract/common.ts';
import type { Db } from '../db.ts';
import { type Call, type MemberRow, type Platform, SESSION_TTL_MS, fail, invalid } from '../platform.ts';
import { timingSafeEqual } from 'node:crypto';
import { captchaSvg } from '../captcha.ts';
import { deviceOf, placeOf } from '../geo.ts';
import {
  hashPassword,
  newId,
  newToken,
  randomDigits,
  type RateLimit,
  requireSecret,
  takeRate,
  verifyPassword,
} from '../security.ts';
import type { FieldRule, MerchantConfig } from '../seed/merchants.ts';
import { svgDataUrl } from '../svg.ts';
import { type StandinIdentity, verifyStandinToken } from './oauth.ts';
import { refuseDuringBreak } from './responsibleGaming.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_TTL_MS = 5 * 60_000;
/** Seconds before the same number may get another code. */
export const SMS_RESEND_S = 60;
export const SMS_PER_NUMBER_PER_HOUR = 5;
export const SMS_PER_CLIENT_PER_HOUR = 20;
/** Codes a signed-in account may have sent (to any numbers) in an hour. */
export const SMS_PER_ACCOUNT_PER_HOUR = 5;
/** Wrong guesses a code survives; the last one invalidates it. */
export const SMS_ATTEMPTS_PER_CODE = 5;
/** Wrong guesses at a number's codes in an hour, after which its codes are refused until the hour passes. */
export const SMS_FAILURES_PER_NUMBER_PER_HOUR = 5;
/** Failures after which login asks for a captcha (per user name), and after which it slows down (per user name and client). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const SLOW_AFTER_FAILURES = 5;
const HOUR = 3_600_000;
/** Trial accounts one client address may create. */
export const TRIAL_LIMIT: RateLimit = { bucket: 'trial', limit: 10, windowMs: HOUR };
/** Look-ups of taken names, e-mails and invitation codes one client address may make. */
export const LOOKUP_LIMIT: RateLimit = { bucket: 'lookup', limit: 30, windowMs: 10 * 60_000 };

// ---- captcha ----
export function checkCaptcha(db: Db, now: number, id: string | undefined, answer: string | undefined): void {
  if (!id || !answer) fail('CAPTCHA_REQUIRED', { captcha: true });
  const row = db.get<{ answer: string; expires_at: number }>(
    'SELECT answer, expires_at FROM captchas WHERE id = ?',
    id!,
  );
  db.run('DELETE FROM captchas WHERE id = ?', id!); // single use
  if (!row || row.expires_at <= now || row.answer !== answer) fail('CAPTCHA_INVALID', { captcha: true });
}

// ---- SMS ----
/** A mobile number in one canonical form: the dialing code and the national number. */
export interface MobileNumber {
  /** '+351'. */
  dial: string;
  /** The national number without trunk zeros: '912345601'. */
  national: string;
  /** E.164: '+351912345601'. */
  e164: string;
}

/**
 * One number, one form (E.164): spaces, dashes and brackets dropped, the dialing code written with
 * or without '+' or '00', the national number's leading (trunk) zeros stripped, and a number typed
 * in international form ('+351…', '00351…') accepted only under its own dialing code. Undefined
 * when the result is not a plausible number (6 or more national digits, 15 digits in all).
 */
export function normaliseMobile(dialing: string, mobile: string): MobileNumber | undefined {
  const dialDigits = dialing.replace(/[\s-]/g, '').replace(/^(\+|00)/, '');
  if (!/^[1-9]\d{0,3}$/.test(dialDigits)) return undefined;
  let number = mobile.replace(/[\s().-]/g, '');
  if (number.startsWith('+')) {
    number = number.slice(1);
    if (!number.startsWith(dialDigits)) return undefined;
    number = number.slice(dialDigits.length);
  } else if (number.startsWith(`00${dialDigits}`)) number = number.slice(2 + dialDigits.length);
  if (!/^\d+$/.test(number)) return undefined;
  const national = number.replace(/^0+/, '');
  if (national.length < 6 || dialDigits.length + national.length > 15) return undefined;
  return { dial: `+${dialDigits}`, national, e164: `+${dialDigits}${national}` };
}

/** The number of a call, normalised, within the merchant's dialing codes; INVALID_MOBILE otherwise. */
export function mobileOf(m: MerchantConfig, dial: string, mobile: string, field: string): MobileNumber {
  const number = normaliseMobile(dial, mobile);
  if (!number) return fail('INVALID_MOBILE', { fields: { [field]: 'err_invalid_mobile' } });
  if (!m.dialingCodes.includes(number.dial))
    return fail('INVALID_MOBILE', { fields: { countryDialingCode: 'err_invalid_mobile' } });
  return number;
}

/** How a code travels: by SMS to a number (E.164) or by e-mail to an address (lower case). */
export type CodeChannel = 'sms' | 'email';

/** Seconds until a target whose codes were guessed at too often may be tried again; 0 when it may. */
function targetLockedFor(
  db: Db,
  m: MerchantConfig,
  channel: CodeChannel,
  target: string,
  now: number,
): number {
  const r = db.get<{ failures: number | null; first: number | null }>(
    `SELECT SUM(attempts) AS failures, MIN(CASE WHEN attempts > 0 THEN sent_at END) AS first FROM sms_codes
     WHERE merchant = ? AND channel = ? AND target = ? AND sent_at > ?`,
    m.code,
    channel,
    target,
    now - HOUR,
  );
  if (!r || (r.failures ?? 0) < SMS_FAILURES_PER_NUMBER_PER_HOUR) return 0;
  return Math.max(1, Math.ceil(((r.first ?? now) + HOUR - now) / 1000));
}

/**
 * Sends a code (stored, never really sent), after the limits of its channel: per target (one a
 * minute, five an hour, none while its codes are locked), per client address and per signed-in
 * account. The answer is the same whether or not the target belongs to anyone.
 */
export function sendCode(
  db: Db,
  m: MerchantConfig,
  channel: CodeChannel,
  target: string,
  purpose: string,
  client: string,
  account: number | undefined,
  now: number,
): { expirationTime: number; canSendTime: number } {
  // Synchronous from the counts to the insert (no await): parallel sends are counted one by one.
  const locked = targetLockedFor(db, m, channel, target, now);
  if (locked) return fail('RATE_LIMITED', { retryAfter: locked });
  const last = db.get<{ sent_at: number }>(
    'SELECT sent_at FROM sms_codes WHERE merchant = ? AND channel = ? AND target = ? ORDER BY sent_at DESC LIMIT 1',
    m.code,
    channel,
    target,
  );
  if (last && now - last.sent_at < SMS_RESEND_S * 1000)
    return fail('RATE_LIMITED', {
      retryAfter: Math.ceil((SMS_RESEND_S * 1000 - (now - last.sent_at)) / 1000),
    });
  const count = (sql: string, ...params: (string | number)[]) => db.get<{ n: number }>(sql, ...params)!.n;
  const perTarget = count(
    'SELECT COUNT(*) AS n FROM sms_codes WHERE merchant = ? AND channel = ? AND target = ? AND sent_at > ?',
    m.code,
    channel,
    target,
    now - HOUR,
  );
  const perClient = count(
    'SELECT COUNT(*) AS n FROM sms_codes WHERE channel = ? AND client = ? AND sent_at > ?',
    channel,
    client,
    now - HOUR,
  );
  const perAccount =
    account === undefined
      ? 0
      : count(
          'SELECT COUNT(*) AS n FROM sms_codes WHERE channel = ? AND account = ? AND sent_at > ?',
          channel,
          account,
          now - HOUR,
        );
  if (
    perTarget >= SMS_PER_NUMBER_PER_HOUR ||
    perClient >= SMS_PER_CLIENT_PER_HOUR ||
    perAccount >= SMS_PER_ACCOUNT_PER_HOUR
  )
    return fail('RATE_LIMITED', { retryAfter: 3600 });
  const code = randomDigits(6);
  db.run(
    `INSERT INTO sms_codes (merchant, channel, target, purpose, code, client, sent_at, expires_at, account)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    m.code,
    channel,
    target,
    purpose,
    code,
    client,
    now,
    now + SMS_TTL_MS,
    account ?? null,
  );
  return { expirationTime: now + SMS_TTL_MS, canSendTime: SMS_RESEND_S };
}

/** An SMS code to a number (sendCode on the SMS channel). */
export function sendSms(
  db: Db,
  m: MerchantConfig,
  number: MobileNumber,
  purpose: string,
  client: string,
  account: number | undefined,
  now: number,
): { expirationTime: number; canSendTime: number } {
  return sendCode(db, m, 'sms', number.e164, purpose, client, account, now);
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Spends a code: the newest live code of the target for the purpose. A wrong guess counts against
 * the code (the fifth invalidates it, and every other live code of the target) and against the
 * target (five in an hour and its codes are refused, RATE_LIMITED, until the hour passes).
 */
export function checkCode(
  db: Db,
  m: MerchantConfig,
  channel: CodeChannel,
  target: string,
  purpose: string,
  code: string,
  now: number,
): void {
  const invalidCode = () =>
    fail('VERIFICATION_CODE_INVALID', { fields: { verificationCode: 'err_verification_code' } });
  // Synchronous from the read to the update (no await): parallel guesses are counted one by one.
  const locked = targetLockedFor(db, m, channel, target, now);
  if (locked) return fail('RATE_LIMITED', { retryAfter: locked });
  const row = db.get<{ id: number; code: string; attempts: number }>(
    `SELECT id, code, attempts FROM sms_codes
     WHERE merchant = ? AND channel = ? AND target = ? AND purpose = ? AND used = 0 AND expires_at > ?
     ORDER BY sent_at DESC, id DESC LIMIT 1`,
    m.code,
    channel,
    target,
    purpose,
    now,
  );
  if (!row) return invalidCode();
  if (code && sameCode(row.code, code)) {
    db.run('UPDATE sms_codes SET used = 1 WHERE id = ?', row.id);
    return;
  }
  db.run('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
  if (row.attempts + 1 >= SMS_ATTEMPTS_PER_CODE)
    db.run(
      'UPDATE sms_codes SET used = 1 WHERE merchant = ? AND channel = ? AND target = ? AND used = 0',
      m.code,
      channel,
      target,
    );
  return invalidCode();
}

/** Spends an SMS code of a number (E.164). */
export function checkSms(
  db: Db,
  m: MerchantConfig,
  key: string,
  purpose: string,
  code: string,
  now: number,
): void {
  checkCode(db, m, 'sms', key, purpose, code, now);
}

function memberByMobile(db: Db, m: MerchantConfig, number: MobileNumber): MemberRow | undefined {
  return db.get<MemberRow>(
    `SELECT * FROM members WHERE merchant = ? AND dialing_code = ? AND ltrim(mobile, '0') = ? AND type != ?`,
    m.code,
    number.dial,
    number.national,
    TRIAL_TYPE,
  );
}

// ---- sessions ----
/** Where a sign-in comes from: the client's address and user agent, read by the call. */
export interface LoginOrigin {
  client: string;
  userAgent: string;
  /** The merchant's own dialing code (places a local address in its country). */
  homeDialingCode: string;
}

export function originOf(call: Call<unknown>): LoginOrigin {
  return {
    client: call.client,
    userAgent: call.c.req.header('user-agent') ?? '',
    homeDialingCode: call.merchant.countryDialingCode,
  };
}

/** Records a sign-in for the member's recent logins. */
export function recordLogin(db: Db, memberId: number, token: string, at: number, origin: LoginOrigin): void {
  const { browser, os } = deviceOf(origin.userAgent);
  const { country, city } = placeOf(origin.client, origin.homeDialingCode);
  db.run(
    'INSERT INTO logins (member_id, at, token, browser, os, country, city) VALUES (?, ?, ?, ?, ?, ?, ?)',
    memberId,
    at,
    token,
    browser,
    os,
    country,
    city,
  );
}

export function openSession(db: Db, member: MemberRow, now: number, origin: LoginOrigin) {
  // Every way in (password, SMS, social, registration) is refused during a break or self-exclusion.
  refuseDuringBreak(db, member.id, now);
  const token = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  db.run(
    'INSERT INTO sessions (token, member_id, merchant, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    token,
    member.id,
    member.merchant,
    now,
    expiresAt,
  );
  db.run('DELETE FROM sessions WHERE expires_at <= ?', now);
  recordLogin(db, member.id, token, now, origin);
  const firstTimeLogin = member.first_login === 1;
  db.run('UPDATE members SET first_login = 0, last_login_at = ? WHERE id = ?', now, member.id);
  return { token, userName: member.username, type: member.type, firstTimeLogin, expiresAt };
}

// ---- field rules ----
function ruleMap(rules: FieldRule[]): Map<string, FieldRule> {
  return new Map(rules.map((r) => [r.name, r]));
}
function matches(rule: FieldRule | undefined, value: string): boolean {
  if (!rule || !rule.pattern) return true;
  return new RegExp(rule.pattern, 'u').test(value);
}

// ---- social login ----
const linkKey = (m: MerchantConfig, who: StandinIdentity) =>
  `oauth.link.${m.code}.${who.provider}.${who.sub}`;

/** A username from the identity's name: lower-case letters and digits, unique at the merchant. */
export function socialUsername(db: Db, m: MerchantConfig, who: StandinIdentity): string {
  const letters = who.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 12);
  const base = letters.length >= 3 ? letters : `${who.provider.slice(0, 2)}${letters}user`;
  const taken = (u: string) =>
    db.get('SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE', m.code, u);
  let username = base;
  while (taken(username)) username = `${base}${randomDigits(4)}`;
  return username;
}

/**
 * The member linked to a provider identity at this merchant, created on its first sign-in (no
 * login password, nickname and e-mail from the provider). The link lives in the meta table, so a
 * reset forgets it together with the members.
 */
export function linkedMember(db: Db, m: MerchantConfig, who: StandinIdentity, now: number): MemberRow {
  const key = linkKey(m, who);
  const linkedId = Number(db.meta(key));
  const linked =
    linkedId > 0
      ? db.get<MemberRow>('SELECT * FROM members WHERE id = ? AND merchant = ?', linkedId, m.code)
      : undefined;
  if (linked) return linked;
  const emailFree =
    who.email &&
    !db.get('SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE', m.code, who.email);
  const { lastInsertRowid } = db.run(
    `INSERT INTO members (merchant, username, password_hash, type, nickname, email, invite_code, first_login, created_at)
     VALUES (?, ?, '!', 0, ?, ?, ?, 1, ?)`,
    m.code,
    socialUsername(db, m, who),
    who.name,
    emailFree ? who.email : '',
    newId(6)
      .replace(/[^A-Za-z0-9]/g, 'X')
      .toUpperCase(),
    now,
  );
  db.setMeta(key, String(lastInsertRowid));
  return db.get<MemberRow>('SELECT * FROM members WHERE id = ?', lastInsertRowid)!;
}

const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

export function registerAuth(p: Platform): void {
  const db = p.db;

  p.handle('captcha', contract.captcha, ({ now }) => {
    const answer = randomDigits(4);
    const captchaId = newId();
    db.run('DELETE FROM captchas WHERE expires_at <= ?', now);
    db.run(
      'INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)',
      captchaId,
      answer,
      now + CAPTCHA_TTL_MS,
    );
    return { captchaId, image: svgDataUrl(captchaSvg(answer)), expiresAt: now + CAPTCHA_TTL_MS };
  });

  p.handle('login', contract.login, async (call) => {
    const { input, merchant: m, now, client } = call;
    const origin = originOf(call);
    if (input.type === 'firebase') {
      // Social login: an id token of the merchant's sign-in provider (here the stand-in provider of
      // routes/oauth.ts). Phone sign-in through the provider (firebaseChannel sms) is not offered.
      if (input.firebaseChannel === 'sms') return fail('NO_PERMISSION');
      const claims = verifyStandinToken(db, input.firebaseIdToken ?? '', now);
      const setting = claims
        ? claims.provider === 'facebook'
          ? m.settings.facebookLogin
          : m.settings.googleLogin
        : undefined;
      if (!claims || !setting?.enabled || claims.aud !== setting.clientId) return fail('INVALID_CREDENTIALS');
      const member = linkedMember(db, m, claims, now);
      if (member.disabled) return fail('USER_DISABLED');
      return openSession(db, member, now, origin);
    }
    if (input.type === 'sms') {
      if (!m.settings.smsLogin) return fail('NO_PERMISSION');
      const dial = input.countryDialingCode || m.countryDialingCode;
      const fields: Record<string, string> = {};
      if (!input.mobileNum) fields.mobileNum = 'err_required';
      else if (!normaliseMobile(dial, input.mobileNum)) fields.mobileNum = 'err_invalid_mobile';
      if (!input.verificationCode) fields.verificationCode = 'err_required';
      if (Object.keys(fields).length) return invalid(fields);
      const number = mobileOf(m, dial, input.mobileNum!, 'mobileNum');
      if (m.settings.captcha) checkCaptcha(db, now, input.captchaId, input.captcha);
      checkSms(db, m, number.e164, 'login', input.verificationCode!, now);
      const member = memberByMobile(db, m, number);
      if (!member) return fail('USER_NOT_FOUND');
      if (member.disabled) return fail('USER_DISABLED');
      return openSession(db, member, now, origin);
    }
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';
    const fields: Record<string, string> = {};
    if (!username) fields.username = 'err_required';
    if (!password) fields.password = 'err_required';
    if (Object.keys(fields).length) return invalid(fields);

    const name = username.toLowerCase();
    // The captcha comes with the user name's failures from any client; the slow-down only with this
    // client's, so an attacker's failures never lock the owner out from elsewhere.
    const total =
      db.get<{ n: number | null }>(
        'SELECT SUM(count) AS n FROM login_failures WHERE merchant = ? AND username = ?',
        m.code,
        name,
      )?.n ?? 0;
    const failures = db.get<{ count: number; last_at: number }>(
      'SELECT count, last_at FROM login_failures WHERE merchant = ? AND username = ? AND client = ?',
      m.code,
      name,
      client,
    ) ?? { count: 0, last_at: 0 };
    const needCaptcha = m.settings.captcha || total >= CAPTCHA_AFTER_FAILURES;
    if (failures.count >= SLOW_AFTER_FAILURES) {
      const wait = Math.min(60, 2 ** (failures.count - SLOW_AFTER_FAILURES)) * 1000;
      const left = failures.last_at + wait - now;
      if (left > 0) return fail('RATE_LIMITED', { retryAfter: Math.ceil(left / 1000), captcha: needCaptcha });
    }
    if (needCaptcha) checkCaptcha(db, now, input.captchaId, input.captcha);

    const member = db.get<MemberRow>(
      'SELECT * FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE',
      m.code,
      username,
    );
    // Hash even for unknown names, so timing does not tell which names exist.
    const okPassword = member
      ? await verifyPassword(password, member.password_hash)
      : (await verifyPassword(password, await DUMMY_HASH_PROMISE), false);
    if (!member || !okPassword) {
      // Counted with one statement after the await: parallel failures all count.
      db.run(
        `INSERT INTO login_failures (merchant, username, client, count, last_at) VALUES (?, ?, ?, 1, ?)
         ON CONFLICT(merchant, username, client) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
        m.code,
        name,
        client,
        now,
      );
      return fail('INVALID_CREDENTIALS', {
        captcha: m.settings.captcha || total + 1 >= CAPTCHA_AFTER_FAILURES,
      });
    }
    if (member.disabled) return fail('USER_DISABLED');
    db.run(
      'DELETE FROM login_failures WHERE merchant = ? AND username = ? AND client = ?',
      m.code,
      name,
      client,
    );
    return openSession(db, member, now, origin);
  });

  p.memberOnly('logout', contract.logout, ({ session }) => {
    db.run('DELETE FROM sessions WHERE token = ?', session.token);
    return {};
  });

  p.memberOnly('signOutOthers', contract.signOutOthers, ({ session, member }) => {
    const { changes } = db.run(
      'DELETE FROM sessions WHERE member_id = ? AND token != ?',
      member.id,
      session.token,
    );
    return { ended: Number(changes) };
  });

  p.memberOnly('renewSession', contract.renewSession, ({ session, member, now }) => {
    const expiresAt = now + SESSION_TTL_MS;
    db.run('UPDATE sessions SET expires_at = ? WHERE token = ?', expiresAt, session.token);
    return {
      token: session.token,
      userName: member.username,
      type: member.type,
      firstTimeLogin: false,
      expiresAt,
    };
  });

  p.handle('trial', contract.trial, (call) => {
    const { merchant: m, now, client } = call;
    const wait = takeRate(db, TRIAL_LIMIT, client, now);
    if (wait) return fail('RATE_LIMITED', { retryAfter: wait });
    let username = '';
    do username = `trial_${randomDigits(6)}`;
    while (db.get('SELECT 1 FROM members WHERE merchant = ? AND username = ?', m.code, username));
    const { lastInsertRowid } = db.run(
      `INSERT INTO members (merchant, username, password_hash, type, nickname, balance, invite_code, first_login, created_at)
       VALUES (?, ?, '!', ?, ?, ?, ?, 1, ?)`,
      m.code,
      username,
      TRIAL_TYPE,
      username,
      m.trialBalance,
      newId(6).toUpperCase(),
      now,
    );
    const member = db.get<MemberRow>('SELECT * FROM members WHERE id = ?', lastInsertRowid)!;
    const grant = openSession(db, member, now, originOf(call));
    return {
      token: grant.token,
      userName: grant.userName,
      customerType: TRIAL_TYPE,
      expiresAt: grant.expiresAt,
    };
  });

  // Every send needs a human check (a captcha answered once), whatever the merchant's captcha flag:
  // the flag only adds the captcha to the login and registration forms themselves.
  p.handle('smsLoginCode', contract.smsLoginCode, ({ input, merchant: m, member, now, client }) => {
    if (!m.settings.smsLogin) return fail('NO_PERMISSION');
    checkCaptcha(db, now, input.captchaId, input.captcha);
    const number = mobileOf(m, input.countryDialingCode, input.mobileNum, 'mobileNum');
    // Sent whether or not the number has an account: the answer tells nobody which numbers do.
    return sendSms(db, m, number, 'login', client, member?.id, now);
  });

  p.handle(
    'sendVerificationCode',
    contract.sendVerificationCode,
    ({ input, merchant: m, member, now, client }) => {
      if (input.purpose === 'bind') {
        if (!member) return fail('NOT_LOGGED_IN');
        if (member.type === TRIAL_TYPE) return fail('TRIAL_REFUSED');
      }
      checkCaptcha(db, now, input.captchaId, input.captcha);
      const number = mobileOf(m, input.countryDialingCode, input.mobileNo, 'mobileNo');
      // Sent whether or not the number has an account (or another member's): registration, the
      // reset and binding refuse a taken or unknown number once the code is spent, and only the
      // number's owner has the code.
      return sendSms(db, m, number, input.purpose, client, member?.id, now);
    },
  );

  p.handle('register', contract.register, async (call) => {
    const { input, merchant: m, now } = call;
    const origin = originOf(call);
    const wl = m.whitelabel;
    if (input.registerType === 'username' && !wl.USERNAMEREG3) return fail('NO_PERMISSION');
    if (input.registerType === 'mobileNum' && !wl.MOBILENUMREG3) return fail('NO_PERMISSION');
    const byMobile = input.registerType === 'mobileNum';
    const rules = ruleMap(m.register.fields);
    const values = input as unknown as Record<string, string>;
    const required = new Set<string>();
    if (!byMobile) ['username', 'password', 'confirmPassword'].forEach((f) => required.add(f));
    else {
      required.add('mobileNum');
      if (wl.REGMOBVERF3) required.add('verificationCode');
      if (wl.MOBILENUMPASSREG3) ['password', 'confirmPassword'].forEach((f) => required.add(f));
    }
    if (m.settings.captcha) required.add('captcha');
    if (m.register.affiliateEnabled && m.register.affiliateRequired) required.add('affiliateCode');
    for (const r of m.register.fields)
      if (
        r.enabled &&
        r.required &&
        ![
          'username',
          'password',
          'confirmPassword',
          'mobileNum',
          'verificationCode',
          'captcha',
          'affiliateCode',
        ].includes(r.name)
      )
        required.add(r.name);

    const fields: Record<string, string> = {};
    const emptyMessage: Record<string, string> = {
      confirmPassword: 'in_incorrect_password',
      captcha: 'in_vwrite_code',
    };
    for (const name of required)
      if (!values[name]?.trim()) fields[name] = emptyMessage[name] ?? 'err_required';
    for (const [name, rule] of rules) {
      const v = values[name] ?? '';
      if (fields[name] || !v) continue; // an empty optional field passes
      if (name === 'affiliateCode' && !m.register.affiliateEnabled) continue;
      if (name !== 'confirmPassword' && !matches(rule, v)) fields[name] = rule.message;
      else if (v.length > rule.maxLength) fields[name] = rule.message;
    }
    if (Object.keys(fields).length) return invalid(fields);
    if (input.password !== input.confirmPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmPassword: 'in_confirmation_correct' } });

    if (m.settings.captcha) checkCaptcha(db, now, input.captchaId, input.captcha);
    const dial = input.countryDialingCode || m.countryDialingCode;
    const number = input.mobileNum ? normaliseMobile(dial, input.mobileNum) : undefined;
    if (input.mobileNum && !number) return invalid({ mobileNum: 'err_invalid_mobile' });
    if (number && !m.dialingCodes.includes(number.dial))
      return invalid({ countryDialingCode: 'err_invalid_mobile' });
    if (byMobile && wl.REGMOBVERF3) checkSms(db, m, number!.e164, 'register', input.verificationCode, now);

    const username = byMobile && !input.username ? `m${number!.national}` : input.username;
    if (db.get('SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE', m.code, username))
      return fail('USERNAME_EXISTS', { fields: { username: 'err_username_exists' } });
    if (number && memberByMobile(db, m, number))
      return fail('CONFLICT', { fields: { mobileNum: 'err_mobile_exists' } }, 'err_mobile_exists');
    if (
      input.email &&
      db.get('SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE', m.code, input.email)
    )
      return fail('CONFLICT', { fields: { email: 'err_email_exists' } }, 'err_email_exists');
    let referrer: { id: number } | undefined;
    if (input.affiliateCode && m.register.affiliateEnabled) {
      referrer = db.get<{ id: number }>(
        'SELECT id FROM members WHERE merchant = ? AND invite_code = ? COLLATE NOCASE',
        m.code,
        input.affiliateCode,
      );
      if (!referrer)
        return fail('INVALID_INVITATION_CODE', { fields: { affiliateCode: 'invitation_code_error' } });
    }
    const password = input.password || newToken(); // SMS-only accounts get an unusable random password
    const [hash, payHash] = await Promise.all([
      hashPassword(password),
      input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
    ]);
    const { lastInsertRowid } = db.run(
      `INSERT INTO members (merchant, username, password_hash, type, nickname, dialing_code, mobile, email, real_name,
        payment_password_hash, invite_code, referred_by, first_login, created_at, register_method)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      m.code,
      username,
      hash,
      input.nickname,
      number?.dial ?? '',
      number?.national ?? '',
      input.email,
      input.payeeName,
      payHash,
      newId(6)
        .replace(/[^A-Za-z0-9]/g, 'X')
        .toUpperCase(),
      referrer?.id ?? null,
      now,
      input.registerMethod,
    );
    if (referrer)
      db.run(
        'INSERT INTO invites (member_id, friend, registered_at, qualified, reward) VALUES (?, ?, ?, 0, 0)',
        referrer.id,
        username,
        now,
      );
    const member = db.get<MemberRow>('SELECT * FROM members WHERE id = ?', lastInsertRowid)!;
    return openSession(db, member, now, origin);
  });

  /** Taken-name look-ups answer a few per client address: enough for a form, too few to list accounts. */
  const lookup = (client: string, now: number) => {
    const wait = takeRate(db, LOOKUP_LIMIT, client, now);
    if (wait) fail('RATE_LIMITED', { retryAfter: wait });
  };

  p.handle('usernameExists', contract.usernameExists, ({ input, merchant, client, now }) => {
    lookup(client, now);
    const row = db.get(
      'SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE',
      merchant.code,
      input.username,
    );
    return { exists: Boolean(row) };
  });

  p.handle('emailExists', contract.emailExists, ({ input, merchant, client, now }) => {
    lookup(client, now);
    const row = db.get(
      'SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE',
      merchant.code,
      input.email,
    );
    return { exists: Boolean(row) };
  });

  p.handle('affiliateValidity', contract.affiliateValidity, ({ input, merchant, client, now }) => {
    lookup(client, now);
    const row = db.get(
      'SELECT 1 FROM members WHERE merchant = ? AND invite_code = ? COLLATE NOCASE',
      merchant.code,
      input.code,
    );
    return { valid: merchant.register.affiliateEnabled && Boolean(row) };
  });

  p.handle('resetPassword', contract.resetPassword, async ({ input, merchant: m, now }) => {
    const rules = ruleMap(m.register.fields);
    if (!matches(rules.get('password'), input.newPassword))
      return invalid({ newPassword: rules.get('password')?.message ?? 'err_password_format' });
    if (input.newPassword !== input.confirmNewPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'in_confirmation_correct' } });
    const number = mobileOf(m, input.countryDialingCode, input.mobileNum, 'mobileNum');
    checkSms(db, m, number.e164, 'reset', input.verificationCode, now);
    const member = memberByMobile(db, m, number);
    if (!member) return fail('USER_NOT_FOUND');
    db.run(
      'UPDATE members SET password_hash = ? WHERE id = ?',
      await hashPassword(input.newPassword),
      member.id,
    );
    db.run('DELETE FROM sessions WHERE member_id = ?', member.id);
    db.run(
      'DELETE FROM login_failures WHERE merchant = ? AND username = ?',
      m.code,
      member.username.toLowerCase(),
    );
    return { ok: true };
  });

  p.memberOnly(
    'changePassword',
    contract.changePassword,
    async ({ input, member, merchant: m, session, now }) => {
      if (!input.oldPassword) return invalid({ oldPassword: 'err_required' });
      if (!input.confirmNewPassword) return invalid({ confirmNewPassword: 'err_required' });
      if (input.newPassword === input.oldPassword)
        return fail('PASSWORD_SAME', { fields: { newPassword: 'err_password_same' } });
      if (input.newPassword !== input.confirmNewPassword)
        return fail('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'in_confirmation_correct' } });
      const rule = m.register.fields.find((f) => f.name === 'password');
      if (!matches(rule, input.newPassword))
        return invalid({ newPassword: rule?.message ?? 'err_password_format' });
      await requireSecret(db, 'login', member, input.oldPassword, now, 'oldPassword');
      db.run(
        'UPDATE members SET password_hash = ? WHERE id = ?',
        await hashPassword(input.newPassword),
        member.id,
      );
      // Other sessions end; this one stays.
      db.run('DELETE FROM sessions WHERE member_id = ? AND token != ?', member.id, session.token);
      return { ok: true };
    },
  );
}
