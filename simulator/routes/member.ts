// Member info, wallet, security center, profile, payment password, VIP, sign-in, invite friends.
import { contract } from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type MemberRow, type Platform, fail, invalid, tr } from '../platform.ts';
import { hashPassword, newId, verifyPassword } from '../security.ts';
import { round2 } from '../seed/index.ts';
import { vipLevels } from '../seed/content.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { checkSms, normaliseMobile } from './auth.ts';

export const SIGN_IN_REWARDS = [1, 2, 3, 5, 8, 10, 20];
const DAY = 86_400_000;

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

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
      { key: 'loginPassword' as const, set: member.password_hash !== '!', display: '' },
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
    const rules = new Map(merchant.register.fields.map((f) => [f.name, f]));
    const fields: Record<string, string> = {};
    const check = (field: string, rule: string, value: string | undefined) => {
      const r = rules.get(rule);
      if (value && r?.pattern && !new RegExp(r.pattern, 'u').test(value)) fields[field] = r.message;
    };
    check('nickname', 'nickname', input.nickname);
    check('email', 'email', input.email);
    check('realName', 'payeeName', input.realName);
    if (Object.keys(fields).length) return invalid(fields);
    if (
      input.email &&
      db.get(
        'SELECT 1 FROM members WHERE merchant = ? AND email = ? COLLATE NOCASE AND id != ?',
        member.merchant,
        input.email,
        member.id,
      )
    )
      return fail('CONFLICT', { fields: { email: 'err_email_exists' } }, 'err_email_exists');
    if (input.realName && member.real_name)
      return fail('ALREADY_DONE', { fields: { realName: 'err_conflict' } });
    db.run(
      'UPDATE members SET nickname = ?, email = ?, real_name = ? WHERE id = ?',
      input.nickname ?? member.nickname,
      input.email ?? member.email,
      input.realName ?? member.real_name,
      member.id,
    );
    return { ok: true };
  });

  p.memberOnly('bindMobile', contract.bindMobile, ({ input, member, merchant, now }) => {
    const number = normaliseMobile(input.countryDialingCode, input.mobileNum);
    if (!number) return invalid({ mobileNum: 'err_invalid_mobile' });
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

  p.memberOnly('setPaymentPassword', contract.setPaymentPassword, async ({ input, member }) => {
    if (!/^\d{6}$/.test(input.password)) return invalid({ password: 'err_payment_password' });
    if (input.password !== input.confirmPassword)
      return fail('PASSWORD_MISMATCH', { fields: { confirmPassword: 'in_confirmation_correct' } });
    if (member.payment_password_hash) {
      if (!input.oldPassword) return invalid({ oldPassword: 'err_required' });
      if (!(await verifyPassword(input.oldPassword, member.payment_password_hash)))
        return fail('PAYMENT_PASSWORD_INVALID', { fields: { oldPassword: 'err_payment_password' } });
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

  p.handle('vipLevels', contract.vipLevels, ({ lang }) => ({
    levels: vipLevels().map((l) => ({
      ...l,
      imageUrl: `/sim/img/vip/${l.level}.svg`,
      bonusImageUrl: `/sim/img/vip/bonus/${l.level}.svg`,
    })),
    descriptionHtml: tr(
      {
        PT: '<p>Suba de nível com depósitos e apostas válidas. Cada nível dá bónus de subida, bónus mensal e de aniversário.</p>',
        EN: '<p>Level up with deposits and valid bets. Each level brings an upgrade bonus, a monthly bonus and a birthday bonus.</p>',
      },
      lang === 'BR' ? 'PT' : lang,
    ),
  }));

  p.memberOnly('vipBenefits', contract.vipBenefits, ({ member }) => {
    const levels = vipLevels();
    const current = levels[member.vip_level - 1] ?? levels[0]!;
    const next = levels[member.vip_level];
    return {
      level: current.level,
      levelName: current.name,
      nextLevel: next?.level ?? null,
      depositProgress: round2(member.deposit_total),
      depositRequired: next?.depositRequired ?? current.depositRequired,
      betProgress: round2(member.bet_total),
      betRequired: next?.betRequired ?? current.betRequired,
      benefits: [
        { key: 'upgradeBonus', title: 'Upgrade bonus', value: String(current.upgradeBonus) },
        { key: 'monthlyBonus', title: 'Monthly bonus', value: String(current.monthlyBonus) },
        { key: 'birthdayBonus', title: 'Birthday bonus', value: String(current.birthdayBonus) },
        { key: 'dailyWithdrawLimit', title: 'Daily withdrawals', value: String(current.dailyWithdrawLimit) },
        { key: 'rebateRate', title: 'Rebate', value: `${current.rebateRate}%` },
      ],
    };
  });

  p.memberOnly('signInStatus', contract.signInStatus, ({ member, merchant, now, lang }) => {
    const { signedToday, streak } = signInState(db, member.id, now);
    const cycleDone = signedToday ? ((streak - 1) % 7) + 1 : streak % 7;
    return {
      signedToday,
      streak,
      count: merchant.promoKinds.LOGIN && !signedToday ? 1 : 0,
      days: SIGN_IN_REWARDS.map((reward, i) => ({ day: i + 1, reward, signed: i < cycleDone })),
      rulesHtml: tr(
        {
          PT: '<p>Faça check-in todos os dias. O prémio cresce até ao 7.º dia e o ciclo recomeça.</p>',
          EN: '<p>Check in every day. The reward grows up to day 7, then the cycle starts again.</p>',
        },
        lang === 'BR' ? 'PT' : lang,
      ),
    };
  });

  p.memberOnly('signIn', contract.signIn, ({ member, merchant, now }) => {
    if (!merchant.promoKinds.LOGIN) return fail('PROMOTION_UNAVAILABLE');
    const { signedToday, streak } = signInState(db, member.id, now);
    if (signedToday) return fail('ALREADY_DONE');
    const reward = SIGN_IN_REWARDS[streak % 7]!;
    return db.tx(() => {
      db.run('INSERT INTO signins (member_id, day, reward) VALUES (?, ?, ?)', member.id, dayOf(now), reward);
      const balance = round2(member.balance + reward);
      db.run('UPDATE members SET balance = ? WHERE id = ?', balance, member.id);
      const counts = promoCounts(member);
      if ('LOGIN' in counts) {
        counts.LOGIN = 0;
        db.run('UPDATE members SET promo_counts = ? WHERE id = ?', JSON.stringify(counts), member.id);
      }
      addTransaction(db, member.id, now, 'BONUS', reward, balance, 'Daily check-in');
      return { reward, streak: streak + 1, balance };
    });
  });

  p.memberOnly('inviteInfo', contract.inviteInfo, ({ member, merchant, lang }) => {
    const records = db.all<{ friend: string; registered_at: number; qualified: number; reward: number }>(
      'SELECT friend, registered_at, qualified, reward FROM invites WHERE member_id = ? ORDER BY registered_at DESC',
      member.id,
    );
    return {
      code: member.invite_code,
      link: `https://${merchant.mainDomain}/m/register?code=${encodeURIComponent(member.invite_code)}`,
      invitedCount: records.length,
      qualifiedCount: records.filter((r) => r.qualified).length,
      totalReward: round2(records.reduce((s, r) => s + r.reward, 0)),
      rewardPerFriend: 30,
      rulesHtml: tr(
        {
          PT: '<p>Ganhe 30 por cada amigo que se registe com o seu código e deposite pelo menos 100.</p>',
          EN: '<p>Earn 30 for each friend who registers with your code and deposits at least 100.</p>',
        },
        lang === 'BR' ? 'PT' : lang,
      ),
      records: records.map((r) => ({
        userName: maskTail(r.friend, 3),
        registeredAt: r.registered_at,
        qualified: Boolean(r.qualified),
        reward: r.reward,
      })),
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
