// The control API for tests, Storybook and merchant previews (/__sim/, off with SIM_CONTROL=off).
import type { Context, Hono } from 'hono';
import * as z from '../../contract/schema.ts';
import { PROMO_KINDS } from '../../contract/calls/promotions.ts';
import { durationMs, parseIsoDuration, parseIsoTime } from '../clock.ts';
import type { MemberRow, Platform } from '../platform.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { round2 } from '../seed/index.ts';
import { hashPassword } from '../security.ts';
import { registerContentControl } from './content-control.ts';
import { announcementsFor } from './messages.ts';
import { registerRecordsControl } from './records.ts';
import { registerWalletControl } from './wallet.ts';

/** What `GET /__sim/members/{username}/loyalty` answers (tests compare the loyalty screens with it). */
export interface StoredLoyalty {
  points: number;
  balance: number;
  promoCounts: Record<string, number>;
  signIns: { day: string; reward: number }[];
  rewards: {
    id: number;
    promotionId: number;
    kind: string;
    status: string;
    amount: number;
    createdAt: number;
  }[];
  mallOrders: { orderId: string; itemId: number; quantity: number; points: number; createdAt: number }[];
}

const flags = z.record(z.string(), z.boolean());
const merchantPatch = z.object({
  whitelabel: z.optional(flags),
  settings: z.optional(
    z.object({
      smsLogin: z.optional(z.boolean()),
      captcha: z.optional(z.boolean()),
      facebookLogin: z.optional(
        z.object({ enabled: z.optional(z.boolean()), clientId: z.optional(z.string()) }),
      ),
      googleLogin: z.optional(
        z.object({ enabled: z.optional(z.boolean()), clientId: z.optional(z.string()) }),
      ),
      referralEnabled: z.optional(z.boolean()),
      minimumAge: z.optional(z.number()),
    }),
  ),
  mobileTemplate: z.optional(z.record(z.string(), z.string())),
  maintenance: z.optional(z.boolean()),
  regionRestriction: z.optional(z.boolean()),
  register: z.optional(
    z.object({
      affiliateEnabled: z.optional(z.boolean()),
      affiliateRequired: z.optional(z.boolean()),
      agreeDefault: z.optional(z.boolean()),
    }),
  ),
  promoKinds: z.optional(flags),
  resources: z.optional(z.array(z.object({ resourceType: z.string(), url: z.string() }))),
  domainRoute: z.optional(z.array(z.object({ path: z.string(), target: z.string() }))),
  /** Withdrawal limits: amounts, fee in percent, withdrawals a member may make a day. */
  withdraw: z.optional(
    z.object({
      minAmount: z.optional(z.number().check(z.gte(0))),
      maxAmount: z.optional(z.number().check(z.gte(0))),
      feeRate: z.optional(z.number().check(z.gte(0), z.lte(100))),
      dailyCount: z.optional(z.number().check(z.int(), z.gte(0))),
    }),
  ),
  /** The vendors the merchant offers, by category in its order (replaces the whole list). */
  vendorSorting: z.optional(
    z.array(z.object({ gameCategory: z.string(), vendorNames: z.array(z.string()) })),
  ),
});

const count = z.number().check(z.gte(0), z.lte(100_000));
const memberPatch = z.object({
  /** Which merchant's member; defaults to the merchant the request resolves to. */
  merchant: z.optional(z.string()),
  balance: z.optional(z.number()),
  points: z.optional(count),
  inboxUnreadCount: z.optional(count),
  chatUnreadCount: z.optional(count),
  announcementUnreadCount: z.optional(count),
  /** Promotion availability counts by kind (LOGIN, MANUAL, RAFFLE…). */
  promoCounts: z.optional(z.record(z.string(), count)),
  vipLevel: z.optional(z.number().check(z.gte(1), z.lte(15))),
  clubLabel: z.optional(z.nullable(z.string())),
  hasLiveModel: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  /** Sets the 6-digit payment password, or removes it (null), as the merchant's support would. */
  paymentPassword: z.optional(z.nullable(z.string().check(z.regex(/^\d{6}$/)))),
  /** What the member has set up that goes back to unset (the security center's 'not set' states). */
  clear: z.optional(z.array(z.enum(['mobile', 'email', 'realName', 'paymentPassword', 'bankCards']))),
});

const faultInput = z.object({
  pattern: z.string().check(z.minLength(1), z.maxLength(200)),
  method: z.optional(z.string()),
  latencyMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))),
  errorRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  status: z.optional(z.number().check(z.gte(400), z.lte(599))),
  code: z.optional(z.string()),
  malformed: z.optional(z.enum(['schema', 'json'])),
  times: z.optional(z.number().check(z.gte(1))),
});

const amount = z.number().check(z.gte(0), z.lte(3_650 * 86_400_000));
const clockAdvance = z.object({
  /** An ISO 8601 duration of days and time: `PT2H`, `P3D`, `P1DT30M`. */
  duration: z.optional(z.string()),
  ms: z.optional(amount),
  seconds: z.optional(amount),
  minutes: z.optional(amount),
  hours: z.optional(amount),
  days: z.optional(amount),
});
const clockSet = z.object({
  /** The new platform time: ISO 8601 with a zone (`2026-12-01T09:00:00Z`) or epoch milliseconds. */
  at: z.union([z.string(), z.number()]),
});

const ok = (c: Context, value: unknown) => c.json({ success: true, code: 0, message: '', value });
const bad = (c: Context, status: 400 | 404, code: string, value?: unknown) =>
  c.json(
    { success: false, code, message: code === 'NOT_FOUND' ? 'err_not_found' : 'err_invalid_format', value },
    status,
  );

async function body(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export function registerControl(
  app: Hono,
  p: Platform,
  reset: () => Promise<void>,
  rotateKey: () => Promise<void>,
): void {
  const db = p.db;

  app.post('/__sim/reset', async (c) => {
    await reset();
    return ok(c, { reset: true });
  });

  app.post('/__sim/keys/rotate', async (c) => {
    await rotateKey();
    return ok(c, { rotated: true });
  });

  registerContentControl(app, p);
  registerRecordsControl(app, p);
  registerWalletControl(app, p);

  app.get('/__sim/clock', (c) => ok(c, p.clock.state()));

  app.post('/__sim/clock/advance', async (c) => {
    const r = clockAdvance.safeParse(await body(c));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    const { duration, ...units } = r.data;
    const iso = duration === undefined ? 0 : parseIsoDuration(duration);
    if (iso === undefined)
      return bad(c, 400, 'VALIDATION_ERROR', { duration: ['an ISO 8601 duration such as PT2H or P3D'] });
    const ms = iso + durationMs(units);
    if (!(ms > 0))
      return bad(c, 400, 'VALIDATION_ERROR', {
        body: ['a duration greater than zero: duration, ms, seconds, minutes, hours or days'],
      });
    p.clock.advance(ms);
    return ok(c, { ...p.clock.state(), advancedMs: ms });
  });

  app.post('/__sim/clock/set', async (c) => {
    const r = clockSet.safeParse(await body(c));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    const at = typeof r.data.at === 'number' ? r.data.at : parseIsoTime(r.data.at);
    if (at === undefined || !Number.isFinite(at) || at < 0)
      return bad(c, 400, 'VALIDATION_ERROR', {
        at: ['an ISO 8601 time with a zone (2026-12-01T09:00:00Z) or epoch milliseconds'],
      });
    p.clock.set(at);
    return ok(c, p.clock.state());
  });

  app.post('/__sim/clock/reset', (c) => {
    p.clock.reset();
    return ok(c, p.clock.state());
  });

  app.get('/__sim/merchants/:code', (c) => {
    const m = p.merchant(c.req.param('code'));
    return m ? ok(c, m) : bad(c, 404, 'NOT_FOUND');
  });

  app.patch('/__sim/merchants/:code', async (c) => {
    const m = p.merchant(c.req.param('code'));
    if (!m) return bad(c, 404, 'NOT_FOUND');
    const r = merchantPatch.safeParse(await body(c));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    const patch = r.data;
    const next: MerchantConfig = structuredClone(m);
    if (patch.whitelabel) Object.assign(next.whitelabel, patch.whitelabel);
    if (patch.settings) {
      const { facebookLogin, googleLogin, ...rest } = patch.settings;
      Object.assign(next.settings, rest);
      if (facebookLogin) Object.assign(next.settings.facebookLogin, facebookLogin);
      if (googleLogin) Object.assign(next.settings.googleLogin, googleLogin);
    }
    if (patch.mobileTemplate) Object.assign(next.mobileTemplate, patch.mobileTemplate);
    if (patch.maintenance !== undefined) next.maintenance = patch.maintenance;
    if (patch.regionRestriction !== undefined) next.regionRestriction = patch.regionRestriction;
    if (patch.register) Object.assign(next.register, patch.register);
    if (patch.promoKinds) Object.assign(next.promoKinds, patch.promoKinds);
    if (patch.resources) next.resources = patch.resources;
    if (patch.domainRoute) next.domainRoute = patch.domainRoute;
    if (patch.withdraw) Object.assign(next.withdraw, patch.withdraw);
    if (patch.vendorSorting) next.vendorSorting = patch.vendorSorting;
    p.saveMerchant(next);
    return ok(c, next);
  });

  // A member as stored, without the password hashes (tests check what registration sent).
  app.get('/__sim/members/:username', (c) => {
    const member = db.get<MemberRow>(
      'SELECT * FROM members WHERE merchant = ? AND username = ?',
      c.req.query('merchant') ?? p.resolveMerchant(c).code,
      c.req.param('username'),
    );
    if (!member) return bad(c, 404, 'NOT_FOUND');
    const { password_hash: _p, payment_password_hash: _pp, ...safe } = member;
    return ok(c, safe);
  });

  app.patch('/__sim/members/:username', async (c) => {
    const r = memberPatch.safeParse(await body(c));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    const patch = r.data;
    const merchant = patch.merchant ?? p.resolveMerchant(c).code;
    const member = db.get<MemberRow>(
      'SELECT * FROM members WHERE merchant = ? AND username = ?',
      merchant,
      c.req.param('username'),
    );
    if (!member) return bad(c, 404, 'NOT_FOUND');
    const paymentHash =
      patch.paymentPassword === undefined
        ? undefined
        : patch.paymentPassword && (await hashPassword(patch.paymentPassword));
    db.tx(() => {
      if (paymentHash !== undefined)
        db.run('UPDATE members SET payment_password_hash = ? WHERE id = ?', paymentHash, member.id);
      if (patch.balance !== undefined)
        db.run('UPDATE members SET balance = ? WHERE id = ?', round2(patch.balance), member.id);
      if (patch.points !== undefined)
        db.run('UPDATE members SET points = ? WHERE id = ?', patch.points, member.id);
      if (patch.chatUnreadCount !== undefined)
        db.run('UPDATE members SET chat_unread = ? WHERE id = ?', patch.chatUnreadCount, member.id);
      if (patch.vipLevel !== undefined)
        db.run('UPDATE members SET vip_level = ? WHERE id = ?', patch.vipLevel, member.id);
      if (patch.clubLabel !== undefined)
        db.run('UPDATE members SET club_label = ? WHERE id = ?', patch.clubLabel, member.id);
      if (patch.hasLiveModel !== undefined)
        db.run('UPDATE members SET has_live_model = ? WHERE id = ?', patch.hasLiveModel ? 1 : 0, member.id);
      if (patch.disabled !== undefined)
        db.run('UPDATE members SET disabled = ? WHERE id = ?', patch.disabled ? 1 : 0, member.id);
      for (const what of patch.clear ?? []) {
        if (what === 'mobile') db.run("UPDATE members SET mobile = '' WHERE id = ?", member.id);
        if (what === 'email') db.run("UPDATE members SET email = '' WHERE id = ?", member.id);
        if (what === 'realName') db.run("UPDATE members SET real_name = '' WHERE id = ?", member.id);
        if (what === 'paymentPassword')
          db.run('UPDATE members SET payment_password_hash = NULL WHERE id = ?', member.id);
        if (what === 'bankCards') db.run('DELETE FROM bank_cards WHERE member_id = ?', member.id);
      }
      if (patch.promoCounts) {
        const counts = { ...(JSON.parse(member.promo_counts) as Record<string, number>) };
        for (const [k, v] of Object.entries(patch.promoCounts))
          if ((PROMO_KINDS as readonly string[]).includes(k)) counts[k] = v;
        db.run('UPDATE members SET promo_counts = ? WHERE id = ?', JSON.stringify(counts), member.id);
      }
      if (patch.inboxUnreadCount !== undefined) {
        // The newest n messages unread, the rest read; messages are added when there are fewer.
        const have = db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM inbox WHERE member_id = ?',
          member.id,
        )!.n;
        for (let i = have; i < patch.inboxUnreadCount; i++)
          db.run(
            'INSERT INTO inbox (member_id, title, content, read, created_at) VALUES (?, ?, ?, 0, ?)',
            member.id,
            `Mensagem ${i + 1}`,
            `<p>Mensagem de teste ${i + 1}.</p>`,
            p.clock.now() - i * 60_000,
          );
        db.run('UPDATE inbox SET read = 1 WHERE member_id = ?', member.id);
        db.run(
          `UPDATE inbox SET read = 0 WHERE id IN (SELECT id FROM inbox WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
          member.id,
          patch.inboxUnreadCount,
        );
      }
      if (patch.announcementUnreadCount !== undefined) {
        // The newest n player/popup announcements unread for this member, the rest read.
        const list = announcementsFor(db, member.merchant, member.id, ['PL', 'PU'], p.clock.now());
        db.run('DELETE FROM announcement_reads WHERE member_id = ?', member.id);
        list
          .slice(patch.announcementUnreadCount)
          .forEach((a) =>
            db.run(
              'INSERT INTO announcement_reads (member_id, announcement_id) VALUES (?, ?)',
              member.id,
              a.id,
            ),
          );
      }
    });
    const updated = db.get<MemberRow>('SELECT * FROM members WHERE id = ?', member.id)!;
    const { password_hash: _p, payment_password_hash: _pp, ...safe } = updated;
    return ok(c, safe);
  });

  // What the platform stores of a member's loyalty (tests compare the sign-in, reward center and
  // mall screens with it): points, promotion counts, sign-in days, rewards and mall redemptions.
  app.get('/__sim/members/:username/loyalty', (c) => {
    const member = db.get<MemberRow>(
      'SELECT * FROM members WHERE merchant = ? AND username = ?',
      c.req.query('merchant') ?? p.resolveMerchant(c).code,
      c.req.param('username'),
    );
    if (!member) return bad(c, 404, 'NOT_FOUND');
    return ok(c, {
      points: member.points,
      balance: member.balance,
      promoCounts: JSON.parse(member.promo_counts) as Record<string, number>,
      signIns: db.all<StoredLoyalty['signIns'][number]>(
        'SELECT day, reward FROM signins WHERE member_id = ? ORDER BY day',
        member.id,
      ),
      rewards: db.all<StoredLoyalty['rewards'][number]>(
        `SELECT r.id, r.promotion_id AS promotionId, p.kind, r.status, r.amount, r.created_at AS createdAt
         FROM rewards r JOIN promotions p ON p.id = r.promotion_id WHERE r.member_id = ? ORDER BY r.id`,
        member.id,
      ),
      mallOrders: db.all<StoredLoyalty['mallOrders'][number]>(
        `SELECT order_id AS orderId, item_id AS itemId, quantity, points, created_at AS createdAt
         FROM mall_orders WHERE member_id = ? ORDER BY created_at, rowid`,
        member.id,
      ),
    } satisfies StoredLoyalty);
  });

  app.get('/__sim/faults', (c) =>
    ok(
      c,
      p.faults.map(({ regex: _r, ...f }) => f),
    ),
  );
  app.post('/__sim/faults', async (c) => {
    const r = faultInput.safeParse(await body(c));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    try {
      const { regex: _r, ...fault } = p.addFault(r.data);
      return ok(c, fault);
    } catch {
      return bad(c, 400, 'VALIDATION_ERROR', { pattern: ['not a valid pattern'] });
    }
  });
  app.delete('/__sim/faults', (c) => {
    p.faults.length = 0;
    return ok(c, { cleared: true });
  });

  /** The last code sent on a channel to a target matching `where`, in the envelope (404 when none). */
  const lastCode = (c: Context, channel: 'sms' | 'email', where: string, params: string[]) => {
    const merchant = c.req.query('merchant');
    const row = db.get<{
      target: string;
      code: string;
      purpose: string;
      sent_at: number;
      expires_at: number;
      merchant: string;
    }>(
      `SELECT target, code, purpose, sent_at, expires_at, merchant FROM sms_codes
       WHERE channel = ? AND (${where}) ${merchant ? 'AND merchant = ?' : ''} ORDER BY sent_at DESC, id DESC LIMIT 1`,
      channel,
      ...params,
      ...(merchant ? [merchant] : []),
    );
    if (!row) return bad(c, 404, 'NOT_FOUND');
    return ok(c, {
      merchant: row.merchant,
      [channel === 'sms' ? 'mobile' : 'email']: row.target,
      code: row.code,
      purpose: row.purpose,
      sentAt: row.sent_at,
      expiresAt: row.expires_at,
    });
  };

  app.get('/__sim/sms/:mobileNum', (c) => {
    const digits = c.req.param('mobileNum').replace(/[^\d+]/g, '');
    return lastCode(c, 'sms', "target = ? OR target LIKE '%' || ?", [digits, digits.replace(/^\+/, '')]);
  });

  app.get('/__sim/email/:address', (c) =>
    lastCode(c, 'email', 'target = ?', [c.req.param('address').trim().toLowerCase()]),
  );

  app.get('/__sim/captcha/:id', (c) => {
    const row = db.get<{ answer: string; expires_at: number }>(
      'SELECT answer, expires_at FROM captchas WHERE id = ?',
      c.req.param('id'),
    );
    return row ? ok(c, { answer: row.answer, expiresAt: row.expires_at }) : bad(c, 404, 'NOT_FOUND');
  });
}
