// Login, logout, renewal, captcha, SMS codes, registration, trial accounts and passwords.
import { contract } from '../../contract/index.ts';
import { TRIAL_TYPE } from '../../contract/common.ts';
import type { Db } from '../db.ts';
import { type MemberRow, type Platform, SESSION_TTL_MS, fail, invalid } from '../platform.ts';
import { hashPassword, newId, newToken, randomDigits, verifyPassword } from '../security.ts';
import type { FieldRule, MerchantConfig } from '../seed/merchants.ts';
import { captchaSvg, svgDataUrl } from '../svg.ts';
import { type StandinIdentity, verifyStandinToken } from './oauth.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_TTL_MS = 5 * 60_000;
/** Seconds before the same number may get another code. */
export const SMS_RESEND_S = 60;
export const SMS_PER_NUMBER_PER_HOUR = 5;
export const SMS_PER_CLIENT_PER_HOUR = 20;
/** Failures after which login asks for a captcha, and after which it slows down. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const SLOW_AFTER_FAILURES = 5;
const HOUR = 3_600_000;

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
export const mobileKey = (dial: string, mobile: string) => `${dial}${mobile}`;

export function sendSms(
  db: Db,
  m: MerchantConfig,
  dial: string,
  mobile: string,
  purpose: string,
  client: string,
  now: number,
): { expirationTime: number; canSendTime: number } {
  if (!/^\d{6,15}$/.test(mobile)) fail('INVALID_MOBILE', { fields: { mobileNum: 'err_invalid_mobile' } });
  if (!m.dialingCodes.includes(dial))
    fail('INVALID_MOBILE', { fields: { countryDialingCode: 'err_invalid_mobile' } });
  const key = mobileKey(dial, mobile);
  const last = db.get<{ sent_at: number }>(
    'SELECT sent_at FROM sms_codes WHERE merchant = ? AND mobile = ? ORDER BY sent_at DESC LIMIT 1',
    m.code,
    key,
  );
  if (last && now - last.sent_at < SMS_RESEND_S * 1000)
    fail('RATE_LIMITED', { retryAfter: Math.ceil((SMS_RESEND_S * 1000 - (now - last.sent_at)) / 1000) });
  const perNumber = db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM sms_codes WHERE merchant = ? AND mobile = ? AND sent_at > ?',
    m.code,
    key,
    now - HOUR,
  )!.n;
  const perClient = db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM sms_codes WHERE client = ? AND sent_at > ?',
    client,
    now - HOUR,
  )!.n;
  if (perNumber >= SMS_PER_NUMBER_PER_HOUR || perClient >= SMS_PER_CLIENT_PER_HOUR)
    fail('RATE_LIMITED', { retryAfter: 3600 });
  const code = randomDigits(6);
  db.run(
    'INSERT INTO sms_codes (merchant, mobile, purpose, code, client, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    m.code,
    key,
    purpose,
    code,
    client,
    now,
    now + SMS_TTL_MS,
  );
  return { expirationTime: now + SMS_TTL_MS, canSendTime: SMS_RESEND_S };
}

export function checkSms(
  db: Db,
  m: MerchantConfig,
  key: string,
  purpose: string,
  code: string,
  now: number,
): void {
  const row = db.get<{ id: number; code: string }>(
    `SELECT id, code FROM sms_codes WHERE merchant = ? AND mobile = ? AND purpose = ? AND used = 0 AND expires_at > ?
     ORDER BY sent_at DESC LIMIT 1`,
    m.code,
    key,
    purpose,
    now,
  );
  if (!row || !code || row.code !== code)
    fail('VERIFICATION_CODE_INVALID', { fields: { verificationCode: 'err_verification_code' } });
  db.run('UPDATE sms_codes SET used = 1 WHERE id = ?', row!.id);
}

function memberByMobile(db: Db, m: MerchantConfig, dial: string, mobile: string): MemberRow | undefined {
  return db.get<MemberRow>(
    'SELECT * FROM members WHERE merchant = ? AND dialing_code = ? AND mobile = ? AND type != ?',
    m.code,
    dial,
    mobile,
    TRIAL_TYPE,
  );
}

// ---- sessions ----
export function openSession(db: Db, member: MemberRow, now: number) {
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

  p.handle('login', contract.login, async ({ input, merchant: m, now }) => {
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
      return openSession(db, member, now);
    }
    if (input.type === 'sms') {
      if (!m.settings.smsLogin) return fail('NO_PERMISSION');
      const dial = input.countryDialingCode || m.countryDialingCode;
      const fields: Record<string, string> = {};
      if (!input.mobileNum) fields.mobileNum = 'err_required';
      else if (!/^\d{6,15}$/.test(input.mobileNum)) fields.mobileNum = 'err_invalid_mobile';
      if (!input.verificationCode) fields.verificationCode = 'err_required';
      if (Object.keys(fields).length) return invalid(fields);
      if (m.settings.captcha) checkCaptcha(db, now, input.captchaId, input.captcha);
      checkSms(db, m, mobileKey(dial, input.mobileNum!), 'login', input.verificationCode!, now);
      const member = memberByMobile(db, m, dial, input.mobileNum!);
      if (!member) return fail('USER_NOT_FOUND');
      if (member.disabled) return fail('USER_DISABLED');
      return openSession(db, member, now);
    }
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';
    const fields: Record<string, string> = {};
    if (!username) fields.username = 'err_required';
    if (!password) fields.password = 'err_required';
    if (Object.keys(fields).length) return invalid(fields);

    const failures = db.get<{ count: number; last_at: number }>(
      'SELECT count, last_at FROM login_failures WHERE merchant = ? AND username = ?',
      m.code,
      username.toLowerCase(),
    ) ?? { count: 0, last_at: 0 };
    const needCaptcha = m.settings.captcha || failures.count >= CAPTCHA_AFTER_FAILURES;
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
      const count = failures.count + 1;
      db.run(
        `INSERT INTO login_failures (merchant, username, count, last_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(merchant, username) DO UPDATE SET count = excluded.count, last_at = excluded.last_at`,
        m.code,
        username.toLowerCase(),
        count,
        now,
      );
      return fail('INVALID_CREDENTIALS', { captcha: m.settings.captcha || count >= CAPTCHA_AFTER_FAILURES });
    }
    if (member.disabled) return fail('USER_DISABLED');
    db.run('DELETE FROM login_failures WHERE merchant = ? AND username = ?', m.code, username.toLowerCase());
    return openSession(db, member, now);
  });

  p.memberOnly('logout', contract.logout, ({ session }) => {
    db.run('DELETE FROM sessions WHERE token = ?', session.token);
    return {};
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

  p.handle('trial', contract.trial, ({ merchant: m, now }) => {
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
    const grant = openSession(db, member, now);
    return {
      token: grant.token,
      userName: grant.userName,
      customerType: TRIAL_TYPE,
      expiresAt: grant.expiresAt,
    };
  });

  p.handle('smsLoginCode', contract.smsLoginCode, ({ input, merchant: m, now, client }) => {
    if (!m.settings.smsLogin) return fail('NO_PERMISSION');
    if (m.settings.captcha) checkCaptcha(db, now, input.captchaId, input.captcha);
    if (!/^\d{6,15}$/.test(input.mobileNum))
      return fail('INVALID_MOBILE', { fields: { mobileNum: 'err_invalid_mobile' } });
    if (!memberByMobile(db, m, input.countryDialingCode, input.mobileNum)) return fail('USER_NOT_FOUND');
    return sendSms(db, m, input.countryDialingCode, input.mobileNum, 'login', client, now);
  });

  p.handle(
    'sendVerificationCode',
    contract.sendVerificationCode,
    ({ input, merchant: m, member, now, client }) => {
      if (m.settings.captcha && input.purpose !== 'bind')
        checkCaptcha(db, now, input.captchaId, input.captcha);
      if (!/^\d{6,15}$/.test(input.mobileNo))
        return fail('INVALID_MOBILE', { fields: { mobileNo: 'err_invalid_mobile' } });
      const existing = memberByMobile(db, m, input.countryDialingCode, input.mobileNo);
      if (input.purpose === 'register' && existing)
        return fail('CONFLICT', { fields: { mobileNum: 'err_mobile_exists' } }, 'err_mobile_exists');
      if (input.purpose === 'reset' && !existing) return fail('USER_NOT_FOUND');
      if (input.purpose === 'bind') {
        if (!member) return fail('NOT_LOGGED_IN');
        if (member.type === TRIAL_TYPE) return fail('TRIAL_REFUSED');
        if (existing && existing.id !== member.id)
          return fail('CONFLICT', { fields: { mobileNum: 'err_mobile_exists' } }, 'err_mobile_exists');
      }
      return sendSms(db, m, input.countryDialingCode, input.mobileNo, input.purpose, client, now);
    },
  );

  p.handle('register', contract.register, async ({ input, merchant: m, now }) => {
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
    if (input.mobileNum && !m.dialingCodes.includes(dial))
      return invalid({ countryDialingCode: 'err_invalid_mobile' });
    if (byMobile && wl.REGMOBVERF3)
      checkSms(db, m, mobileKey(dial, input.mobileNum), 'register', input.verificationCode, now);

    const username = byMobile && !input.username ? `m${input.mobileNum}` : input.username;
    if (db.get('SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE', m.code, username))
      return fail('USERNAME_EXISTS', { fields: { username: 'err_username_exists' } });
    if (input.mobileNum && memberByMobile(db, m, dial, input.mobileNum))
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
        payment_password_hash, invite_code, referred_by, first_login, created_at)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      m.code,
      username,
      hash,
      input.nickname,
      input.mobileNum ? dial : '',
      input.mobileNum,
      input.email,
      input.payeeName,
      payHash,
      newId(6)
        .replace(/[^A-Za-z0-9]/g, 'X')
        .toUpperCase(),
      referrer?.id ?? null,
      now,
    );
    if (referrer)
      db.run(
        'INSERT INTO invites (member_id, friend, registered_at, qualified, reward) VALUES (?, ?, ?, 0, 0)',
        referrer.id,
        username,
        now,
      );
    const member = db.get<MemberRow>('SELECT * FROM members WHERE id = ?', lastInsertRowid)!;
    return openSession(db, member, now);
  });

  p.handle('usernameExists', contract.usernameExists, ({ input, merchant }) => ({
    exists: Boolean(
      db.get(
        'SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE',
        merchant.code,
        input.username,
      ),
    ),
  }));

  p.handle('emailExists', contract.emailExists, ({ input, merchant }) => ({
    exists: Boolean(
      db.get(
        'SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE',
        merchant.code,
        input.email,
      ),
    ),
  }));

  p.handle('affiliateValidity', contract.affiliateValidity, ({ input, merchant }) => ({
    valid:
      merchant.register.affiliateEnabled &&
      Boolean(
        db.get(
          'SELECT 1 FROM members WHERE merchant = ? AND invite_code = ? COLLATE NOCASE',
          merchant.code,
          input.code,
        ),
      ),
  }));

  p.handle('resetPassword', contract.resetPassword, async ({ input, merchant: m, now }) => {
    const rules = ruleMap(m.register.fields);
    if (!matches(rules.get('password'), input.newPassword))
      return invalid({ newPassword: rules.get('password')?.message ?? 'err_password_format' });
    if (input.newPassword !== input.confirmNewPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'in_confirmation_correct' } });
    checkSms(
      db,
      m,
      mobileKey(input.countryDialingCode, input.mobileNum),
      'reset',
      input.verificationCode,
      now,
    );
    const member = memberByMobile(db, m, input.countryDialingCode, input.mobileNum);
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

  p.memberOnly('changePassword', contract.changePassword, async ({ input, member, merchant: m, session }) => {
    if (!input.oldPassword) return invalid({ oldPassword: 'err_required' });
    if (!input.confirmNewPassword) return invalid({ confirmNewPassword: 'err_required' });
    if (input.newPassword === input.oldPassword)
      return fail('PASSWORD_SAME', { fields: { newPassword: 'err_password_same' } });
    if (input.newPassword !== input.confirmNewPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'in_confirmation_correct' } });
    const rule = m.register.fields.find((f) => f.name === 'password');
    if (!matches(rule, input.newPassword))
      return invalid({ newPassword: rule?.message ?? 'err_password_format' });
    if (!(await verifyPassword(input.oldPassword, member.password_hash)))
      return fail('PASSWORD_INCORRECT', { fields: { oldPassword: 'err_invalid_credentials' } });
    db.run(
      'UPDATE members SET password_hash = ? WHERE id = ?',
      await hashPassword(input.newPassword),
      member.id,
    );
    // Other sessions end; this one stays.
    db.run('DELETE FROM sessions WHERE member_id = ? AND token != ?', member.id, session.token);
    return { ok: true };
  });
}
