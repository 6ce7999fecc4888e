// Member info, wallet, security center, profile, payment password, VIP, sign-in, invite friends.
import { AGENT_TYPES } from '../../contract/common.ts';
import { contract } from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type MemberRow, type Platform, fail, invalid, tr } from '../platform.ts';
import {
  clearRate,
  hashPassword,
  newId,
  rateCount,
  rateLockedFor,
  type RateLimit,
  requireSecret,
  SECRET_GUESSES,
  takeRate,
  verifyPassword,
} from '../security.ts';
import { round2 } from '../seed/index.ts';
import { type VipLevelSeed, vipLevels } from '../seed/content.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { checkCaptcha, checkCode, checkSms, normaliseMobile, sendCode } from './auth.ts';

export const SIGN_IN_REWARDS = [1, 2, 3, 5, 8, 10, 20];
const DAY = 86_400_000;

/** The password hash of an account made without a login password (social sign-in, trial). */
const NO_PASSWORD = '!';
/** What an e-mail address must look like at the least, whatever the merchant's rule. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether a value passes the merchant's rule of that name (none, or no pattern: it passes). */
function matchesRule(m: MerchantConfig, rule: string, value: string): boolean {
  const pattern = m.register.fields.find((f) => f.name === rule)?.pattern;
  return !pattern || new RegExp(pattern, 'u').test(value);
}

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Wrong payment passwords a member may type in an hour; then every try is refused until it passes. */
export const PAYMENT_PASSWORD_FAILURES = SECRET_GUESSES.payment.limit;
const PAYMENT_PASSWORD_RULE: RateLimit = SECRET_GUESSES.payment;
/** Per database, per member: the payment password check in progress (checks run one at a time). */
const paymentChecks = new WeakMap<Db, Map<number, Promise<unknown>>>();

/**
 * Checks a member's payment password against the limit on wrong ones: while 5 wrong ones of the
 * last hour count, every try is RATE_LIMITED (`retryAfter`); a wrong one is PAYMENT_PASSWORD_INVALID
 * with the tries left (`attemptsLeft`), named at `field`; a right one clears the count. A member's
 * checks run one after another, so parallel guesses are counted one by one across the hash's await.
 */
export function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now: number,
  field = 'paymentPassword',
): Promise<void> {
  const queues = paymentChecks.get(db) ?? new Map<number, Promise<unknown>>();
  paymentChecks.set(db, queues);
  const key = String(memberId);
  const check = async () => {
    const wait = rateLockedFor(db, PAYMENT_PASSWORD_RULE, key, now);
    if (wait) return fail('RATE_LIMITED', { retryAfter: wait, fields: { [field]: 'err_rate_limited' } });
    const hash = db.get<{ h: string | null }>(
      'SELECT payment_password_hash AS h FROM members WHERE id = ?',
      memberId,
    )?.h;
    if (!hash) return fail('PAYMENT_PASSWORD_NOT_SET');
    if (await verifyPassword(password, hash)) return clearRate(db, PAYMENT_PASSWORD_RULE, key);
    takeRate(db, PAYMENT_PASSWORD_RULE, key, now);
    return fail('PAYMENT_PASSWORD_INVALID', {
      fields: { [field]: 'err_payment_password' },
      attemptsLeft: Math.max(0, PAYMENT_PASSWORD_FAILURES - rateCount(db, PAYMENT_PASSWORD_RULE, key, now)),
    });
  };
  const run = (queues.get(memberId) ?? Promise.resolve()).then(check, check);
  const settled = run.catch(() => undefined);
  queues.set(memberId, settled);
  void settled.then(() => {
    if (queues.get(memberId) === settled) queues.delete(memberId);
  });
  return run;
}

export function maskTail(text: string, keep = 4): string {
  if (!text) return '';
  return text.length <= keep ? text : `${'*'.repeat(Math.min(6, text.length - keep))}${text.slice(-keep)}`;
}
export function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  if (!user || !domain) return '';
  return `${user.slice(0, 2)}***@${domain}`;
}

export function memberInfoOf(member: MemberRow) {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    clubLabel: member.club_label ? { labelName: member.club_label } : null,
    vipLevel: member.vip_level,
    mobileNum: member.mobile ? `${member.dialing_code} ${maskTail(member.mobile)}` : '',
    email: member.email ? maskEmail(member.email) : '',
    realName: member.real_name ? `${member.real_name.slice(0, 1)}***` : '',
    hasPaymentPassword: Boolean(member.payment_password_hash),
    createdAt: member.created_at,
    lastLoginAt: member.last_login_at,
  };
}

export function walletOf(member: MemberRow, m: MerchantConfig) {
  return {
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    currencyPattern: m.currencyPattern,
    sumBalance: round2(member.balance),
    wallets: [
      { name: 'main', balance: round2(member.balance) },
      { name: 'points', balance: member.points },
    ],
  };
}

/** A level as the contract gives it: the seed's figures and its two pictures. */
const vipLevelOf = (l: VipLevelSeed) => ({
  ...l,
  imageUrl: `/sim/img/vip/${l.level}.svg`,
  bonusImageUrl: `/sim/img/vip/bonus/${l.level}.png`,
});

/** The VIP club page's three texts, as a merchant writes them (PT and EN; other languages get EN). */
const VIP_TEXTS = {
  levelRules: {
    PT:
      '<p>O Clube VIP tem 15 níveis, de Bronze I a Crown. Sobe de nível quando os seus depósitos e as suas ' +
      'apostas válidas acumulados atingem os dois requisitos do nível seguinte.</p>' +
      '<ul><li>A subida é verificada todos os dias às 00:00, hora da plataforma.</li>' +
      '<li>Só contam apostas válidas: apostas canceladas, anuladas ou nos dois lados de um jogo não contam.</li>' +
      '<li>Para manter o nível, deposite pelo menos o requisito de depósito do nível atual em cada 90 dias; ' +
      'caso contrário desce um nível.</li>' +
      '<li>A plataforma pode rever o nível de uma conta em caso de jogo irregular.</li></ul>',
    EN:
      '<p>The VIP club has 15 levels, from Bronze I to Crown. You move up when your total deposits and ' +
      'valid bets both reach the next level’s requirements.</p>' +
      '<ul><li>Upgrades are checked every day at 00:00, platform time.</li>' +
      '<li>Only valid bets count: cancelled, void or both-sides bets do not.</li>' +
      '<li>To keep your level, deposit at least your level’s deposit requirement every 90 days; ' +
      'otherwise you move down one level.</li>' +
      '<li>The platform may review an account’s level in case of irregular play.</li></ul>',
  },
  bonusRules: {
    PT:
      '<p>Cada nível dá bónus exclusivos, creditados na carteira principal.</p>' +
      '<ul><li>Bónus de subida: pago uma vez, ao atingir o nível.</li>' +
      '<li>Bónus mensal: pago no dia 1 de cada mês, a quem apostou no mês anterior.</li>' +
      '<li>Bónus de aniversário: pago no dia de aniversário da conta, a partir do nível 4.</li>' +
      '<li>Cada bónus tem um requisito de apostas de 1x antes do levantamento.</li></ul>',
    EN:
      '<p>Every level brings exclusive bonuses, paid into the main wallet.</p>' +
      '<ul><li>Upgrade bonus: paid once, on reaching the level.</li>' +
      '<li>Monthly bonus: paid on the 1st of each month to members who bet the month before.</li>' +
      '<li>Birthday bonus: paid on the account’s birthday, from level 4.</li>' +
      '<li>Each bonus has a 1x wagering requirement before withdrawal.</li></ul>',
  },
  description: {
    PT:
      '<p>Além dos bónus, cada nível aumenta os levantamentos diários e a percentagem de reembolso sobre ' +
      'as apostas válidas, paga todos os dias.</p>' +
      '<p>A partir de Platinum I, tem um gestor de conta dedicado e os seus levantamentos são tratados ' +
      'primeiro. Os benefícios de um novo nível aplicam-se no dia seguinte à subida.</p>',
    EN:
      '<p>Beyond the bonuses, each level raises your daily withdrawals and the rebate on valid bets, ' +
      'paid every day.</p>' +
      '<p>From Platinum I you have a dedicated account manager and your withdrawals are handled first. ' +
      'A new level’s benefits apply from the day after the upgrade.</p>',
  },
};

/** Invite friends: the reward per friend, the deposits that qualify a friend, a page of friends. */
export const INVITE_REWARD = 30;
export const INVITE_QUALIFYING_DEPOSIT = 100;
const INVITE_PAGE_SIZE = 20;
const INVITE_RULES = {
  PT:
    `<p>Ganhe ${INVITE_REWARD} por cada amigo que se registe com o seu código ou link e deposite pelo menos ` +
    `${INVITE_QUALIFYING_DEPOSIT}.</p><ul><li>O prémio é creditado na sua carteira quando o amigo atinge o ` +
    'depósito.</li><li>Cada amigo conta uma vez; contas duplicadas não contam.</li></ul>',
  EN:
    `<p>Earn ${INVITE_REWARD} for each friend who registers with your code or link and deposits at least ` +
    `${INVITE_QUALIFYING_DEPOSIT}.</p><ul><li>The reward is paid into your wallet when the friend reaches ` +
    'the deposit.</li><li>Each friend counts once; duplicate accounts do not count.</li></ul>',
};

/**
 * A referred member whose deposits have reached the qualifying amount qualifies once: the invite
 * is marked and the referrer is paid the reward (with its ledger line). Runs after each deposit.
 */
export function qualifyReferral(db: Db, memberId: number, now: number): void {
  const m = db.get<{ username: string; referred_by: number | null; deposit_total: number }>(
    'SELECT username, referred_by, deposit_total FROM members WHERE id = ?',
    memberId,
  );
  if (!m?.referred_by || m.deposit_total < INVITE_QUALIFYING_DEPOSIT) return;
  const { changes } = db.run(
    'UPDATE invites SET qualified = 1, reward = ? WHERE member_id = ? AND friend = ? AND qualified = 0',
    INVITE_REWARD,
    m.referred_by,
    m.username,
  );
  if (!changes) return;
  db.run('UPDATE members SET balance = balance + ? WHERE id = ?', INVITE_REWARD, m.referred_by);
  const { balance } = db.get<{ balance: number }>('SELECT balance FROM members WHERE id = ?', m.referred_by)!;
  addTransaction(db, m.referred_by, now, 'BONUS', INVITE_REWARD, round2(balance), 'Referral reward');
}

/** Consecutive signed days ending today or yesterday. */
export function signInState(db: Db, memberId: number, now: number) {
  const days = new Set(
    db
      .all<{ day: string }>(
        'SELECT day FROM signins WHERE member_id = ? AND day >= ?',
        memberId,
        dayOf(now - 8 * DAY),
      )
      .map((r) => r.day),
  );
  const today = dayOf(now);
  const signedToday = days.has(today);
  let streak = 0;
  for (let t = signedToday ? now : now - DAY; days.has(dayOf(t)); t -= DAY) streak++;
  return { signedToday, streak };
}

export function promoCounts(member: MemberRow): Record<string, number> {
  return JSON.parse(member.promo_counts) as Record<string, number>;
}

export function registerMember(p: Platform): void {
  const db = p.db;

  p.memberOnly('memberInfo', contract.memberInfo, ({ member }) => memberInfoOf(member));
  p.memberOnly('wallet', contract.wallet, ({ member, merchant }) => walletOf(member, merchant));

  p.memberOnly('securityCenter', contract.securityCenter, ({ member }) => {
    const cards = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?',
      member.id,
    )!.n;
    const items = [
      { key: 'loginPassword' as const, set: member.password_hash !== NO_PASSWORD, display: '' },
      { key: 'paymentPassword' as const, set: Boolean(member.payment_password_hash), display: '' },
      {
        key: 'mobile' as const,
        set: Boolean(member.mobile),
        display: member.mobile ? `${member.dialing_code} ${maskTail(member.mobile)}` : '',
      },
      { key: 'email' as const, set: Boolean(member.email), display: maskEmail(member.email) },
      {
        key: 'realName' as const,
        set: Boolean(member.real_name),
        display: member.real_name ? `${member.real_name.slice(0, 1)}***` : '',
      },
      { key: 'bankCard' as const, set: cards > 0, display: cards ? String(cards) : '' },
    ];
    return { score: Math.round((items.filter((i) => i.set).length / items.length) * 100), items };
  });

  p.memberOnly('updateProfile', contract.updateProfile, ({ input, member, merchant }) => {
    const fields: Record<string, string> = {};
    const check = (field: string, rule: string, value: string | undefined, fallback: string) => {
      if (value !== undefined && !matchesRule(merchant, rule, value)) fields[field] = fallback;
    };
    check('nickname', 'nickname', input.nickname, 'err_invalid_format');
    check('realName', 'payeeName', input.realName?.trim(), 'err_real_name_format');
    if (Object.keys(fields).length) return invalid(fields);
    // The real name is set once: it must match the holder of the cards withdrawals go to.
    if (input.realName !== undefined && member.real_name)
      return fail('ALREADY_DONE', { fields: { realName: 'err_conflict' } });
    db.run(
      'UPDATE members SET nickname = ?, real_name = ? WHERE id = ?',
      input.nickname ?? member.nickname,
      input.realName?.trim() ?? member.real_name,
      member.id,
    );
    return { ok: true };
  });

  /**
   * Changing a bound number or e-mail (a way into the account) also needs the login password;
   * binding the first one, or an account without a login password (social sign-in), does not.
   */
  const requirePasswordToChange = async (
    member: MemberRow,
    bound: string,
    password: string | undefined,
    now: number,
  ) => {
    if (!bound || member.password_hash === NO_PASSWORD) return;
    if (!password) return invalid({ password: 'err_required' });
    await requireSecret(db, 'login', member, password, now, 'password');
  };

  p.memberOnly('bindMobile', contract.bindMobile, async ({ input, member, merchant, now }) => {
    const number = normaliseMobile(input.countryDialingCode, input.mobileNum);
    if (!number) return invalid({ mobileNum: 'err_invalid_mobile' });
    await requirePasswordToChange(member, member.mobile, input.password, now);
    checkSms(db, merchant, number.e164, 'bind', input.verificationCode, now);
    // Another member's number is refused only now, once the code proved the number is the caller's.
    const taken = db.get<{ id: number }>(
      `SELECT id FROM members WHERE merchant = ? AND dialing_code = ? AND ltrim(mobile, '0') = ? AND id != ?`,
      merchant.code,
      number.dial,
      number.national,
      member.id,
    );
    if (taken) return fail('CONFLICT', { fields: { mobileNum: 'err_mobile_exists' } }, 'err_mobile_exists');
    db.run(
      'UPDATE members SET dialing_code = ?, mobile = ? WHERE id = ?',
      number.dial,
      number.national,
      member.id,
    );
    return { ok: true };
  });

  /** An e-mail address as the platform keeps it (trimmed, lower case), or a refusal naming `email`. */
  const emailOf = (merchant: MerchantConfig, email: string) => {
    const address = email.trim().toLowerCase();
    if (!address) return invalid({ email: 'err_required' });
    if (!matchesRule(merchant, 'email', address) || !EMAIL.test(address))
      return invalid({ email: 'err_email_format' });
    return address;
  };

  // Every send needs a human check, as for SMS codes, and counts against the e-mail channel's own
  // limits (per address, client and account).
  p.memberOnly('sendEmailCode', contract.sendEmailCode, ({ input, member, merchant, now, client }) => {
    const address = emailOf(merchant, input.email);
    checkCaptcha(db, now, input.captchaId, input.captcha);
    // Sent whether or not another member has the address: binding refuses it once the code is spent.
    return sendCode(db, merchant, 'email', address, 'bind', client, member.id, now);
  });

  p.memberOnly('bindEmail', contract.bindEmail, async ({ input, member, merchant, now }) => {
    const address = emailOf(merchant, input.email);
    await requirePasswordToChange(member, member.email, input.password, now);
    checkCode(db, merchant, 'email', address, 'bind', input.verificationCode, now);
    if (
      db.get(
        'SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE AND id != ?',
        member.merchant,
        address,
        member.id,
      )
    )
      return fail('CONFLICT', { fields: { email: 'err_email_exists' } }, 'err_email_exists');
    db.run('UPDATE members SET email = ? WHERE id = ?', address, member.id);
    return { ok: true };
  });

  p.memberOnly('loginHistory', contract.loginHistory, ({ member, session, now }) => ({
    logins: db
      .all<{ at: number; token: string; browser: string; os: string; country: string; city: string }>(
        'SELECT at, token, browser, os, country, city FROM logins WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT 10',
        member.id,
      )
      .map((r) => ({
        at: r.at,
        browser: r.browser,
        os: r.os,
        country: r.country,
        city: r.city,
        current: r.token === session.token,
        active:
          r.token !== '' &&
          Boolean(
            db.get(
              'SELECT 1 FROM sessions WHERE token = ? AND member_id = ? AND expires_at > ?',
              r.token,
              member.id,
              now,
            ),
          ),
      })),
  }));

  p.memberOnly('setPaymentPassword', contract.setPaymentPassword, async ({ input, member, now }) => {
    if (!/^\d{6}$/.test(input.password)) return invalid({ password: 'err_payment_password' });
    if (input.password !== input.confirmPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmPassword: 'in_confirmation_correct' } });
    if (member.payment_password_hash) {
      if (!input.oldPassword) return invalid({ oldPassword: 'err_required' });
      await checkPaymentPassword(db, member.id, input.oldPassword, now, 'oldPassword');
      if (input.oldPassword === input.password)
        return fail('PASSWORD_SAME', { fields: { password: 'err_password_same' } });
    }
    db.run(
      'UPDATE members SET payment_password_hash = ? WHERE id = ?',
      await hashPassword(input.password),
      member.id,
    );
    return { ok: true };
  });

  const AVATARS = 12;
  const avatarUrl = (id: number) => `/sim/img/avatar/${id}.svg`;
  p.memberOnly('avatar', contract.avatar, ({ member }) => ({
    avatarId: member.avatar_id,
    url: avatarUrl(member.avatar_id),
    options: Array.from({ length: AVATARS }, (_, i) => ({ avatarId: i + 1, url: avatarUrl(i + 1) })),
  }));

  p.memberOnly('setAvatar', contract.setAvatar, ({ input, member }) => {
    if (!Number.isInteger(input.avatarId) || input.avatarId < 1 || input.avatarId > AVATARS)
      return fail('NOT_FOUND');
    db.run('UPDATE members SET avatar_id = ? WHERE id = ?', input.avatarId, member.id);
    return { ok: true };
  });

  p.memberOnly('feedback', contract.feedback, ({ input, member, now }) => {
    const { lastInsertRowid } = db.run(
      'INSERT INTO feedback (member_id, category, content, created_at) VALUES (?, ?, ?, ?)',
      member.id,
      input.category,
      input.content.trim(),
      now,
    );
    return { id: lastInsertRowid, createdAt: now };
  });

  p.handle('vipLevels', contract.vipLevels, ({ lang }) => {
    const l = lang === 'BR' ? 'PT' : lang;
    return {
      levels: vipLevels().map(vipLevelOf),
      levelRulesHtml: tr(VIP_TEXTS.levelRules, l),
      bonusRulesHtml: tr(VIP_TEXTS.bonusRules, l),
      descriptionHtml: tr(VIP_TEXTS.description, l),
    };
  });

  p.memberOnly('vipBenefits', contract.vipBenefits, ({ member }) => {
    const levels = vipLevels();
    const current = levels[member.vip_level - 1] ?? levels[0]!;
    const next = levels[current.level];
    return {
      current: vipLevelOf(current),
      next: next ? vipLevelOf(next) : null,
      depositProgress: round2(member.deposit_total),
      betProgress: round2(member.bet_total),
    };
  });

  p.memberOnly('signInStatus', contract.signInStatus, ({ member, merchant, now, lang }) => {
    const { signedToday, streak } = signInState(db, member.id, now);
    const cycleDone = signedToday ? ((streak - 1) % 7) + 1 : streak % 7;
    const today = dayOf(now);
    return {
      today,
      signedToday,
      streak,
      count: merchant.promoKinds.LOGIN && !signedToday ? 1 : 0,
      days: SIGN_IN_REWARDS.map((reward, i) => ({ day: i + 1, reward, signed: i < cycleDone })),
      monthSignIns: db.all<{ date: string; reward: number }>(
        'SELECT day AS date, reward FROM signins WHERE member_id = ? AND day >= ? AND day <= ? ORDER BY day',
        member.id,
        `${today.slice(0, 7)}-01`,
        today,
      ),
      rulesHtml: tr(
        {
          PT: '<p>Faça check-in todos os dias. O prémio cresce até ao 7.º dia e o ciclo recomeça.</p>',
          EN: '<p>Check in every day. The reward grows up to day 7, then the cycle starts again.</p>',
        },
        lang === 'BR' ? 'PT' : lang,
      ),
    };
  });

  // Once per platform day: the check below, and the (member, day) key of the signins table behind it.
  p.memberOnly('signIn', contract.signIn, ({ member, merchant, now }) => {
    if (!merchant.promoKinds.LOGIN) return fail('PROMOTION_UNAVAILABLE');
    const { signedToday, streak } = signInState(db, member.id, now);
    if (signedToday) return fail('ALREADY_DONE');
    const reward = SIGN_IN_REWARDS[streak % 7]!;
    return db.tx(() => {
      db.run('INSERT INTO signins (member_id, day, reward) VALUES (?, ?, ?)', member.id, dayOf(now), reward);
      const balance = round2(member.balance + reward);
      db.run('UPDATE members SET balance = ? WHERE id = ?', balance, member.id);
      addTransaction(db, member.id, now, 'BONUS', reward, balance, 'Daily check-in');
      return { reward, streak: streak + 1, balance };
    });
  });

  p.memberOnly('inviteInfo', contract.inviteInfo, ({ input, member, merchant, lang }) => {
    // Referral is the merchant's to switch off, and agents bring players through their own
    // affiliate programme, not the member referral (SPEC §6: no Share for agents).
    if (!merchant.settings.referralEnabled) fail('PROMOTION_UNAVAILABLE');
    if (AGENT_TYPES.includes(member.type)) fail('NO_PERMISSION');
    const all = db.all<{ friend: string; registered_at: number; qualified: number; reward: number }>(
      'SELECT friend, registered_at, qualified, reward FROM invites WHERE member_id = ? ORDER BY registered_at DESC, rowid DESC',
      member.id,
    );
    const pageSize = Math.min(input.pageSize ?? INVITE_PAGE_SIZE, 50);
    const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
    const pageNum = Math.min(input.pageNo ?? 1, totalPages);
    return {
      code: member.invite_code,
      link: `https://${merchant.mainDomain}/m/register?code=${encodeURIComponent(member.invite_code)}`,
      invitedCount: all.length,
      qualifiedCount: all.filter((r) => r.qualified).length,
      totalReward: round2(all.reduce((s, r) => s + r.reward, 0)),
      rewardPerFriend: INVITE_REWARD,
      rulesHtml: tr(INVITE_RULES, lang === 'BR' ? 'PT' : lang),
      records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((r) => ({
        userName: maskTail(r.friend, 3),
        registeredAt: r.registered_at,
        qualified: Boolean(r.qualified),
        reward: r.reward,
      })),
      pageNum,
      totalPages,
    };
  });
}

export function addTransaction(
  db: Db,
  memberId: number,
  time: number,
  type: string,
  amount: number,
  balanceAfter: number,
  remark: string,
  status = 'SUCCESS',
): string {
  const id = `T${time.toString(36).toUpperCase()}${newId(4).toUpperCase()}`;
  db.run(
    'INSERT INTO transactions (id, member_id, time, type, amount, balance_after, status, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    memberId,
    time,
    type,
    round2(amount),
    round2(balanceAfter),
    status,
    remark,
  );
  return id;
}
