// Promotions, availability, joining, reward images and requests, reward center, points mall.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROMO_KINDS, REWARD_IMAGE_MAX_BYTES, contract } from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type MemberRow, type Platform, fail, invalid, pageOf, tr } from '../platform.ts';
import { newId } from '../security.ts';
import { round2 } from '../seed/index.ts';
import { addTransaction, dayOf, promoCounts, signInState } from './member.ts';

export interface PromotionRow {
  id: number;
  category: string;
  kind: string;
  start_date: string;
  end_date: string;
  no_expiry: number;
  linked_id: number | null;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
  sort: number;
  titles: string;
  contents: string;
  reward: number;
  merchant: string | null;
  /** JSON `{ cover?, banner? }`: image URLs that replace the generated pictures. */
  images: string;
  version: number;
  removed: number;
}

type State =
  | 'JOIN'
  | 'JOINED'
  | 'CLAIM'
  | 'CLAIMED'
  | 'APPLYING'
  | 'PROCESS'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLOSE'
  | 'COMING_SOON';
const REWARD_TO_STATE: Record<string, State> = {
  APPLYING: 'APPLYING',
  PROCESS: 'PROCESS',
  REJECTED: 'REJECTED',
  ISSUED: 'CLAIM',
  CLAIMED: 'CLAIMED',
};

const started = (p: PromotionRow, today: string) => p.start_date <= today;
const ended = (p: PromotionRow, today: string) => !p.no_expiry && p.end_date !== '' && p.end_date < today;

function stateOf(db: Db, p: PromotionRow, member: MemberRow | undefined, today: string): State | null {
  if (!member) return null;
  if (!started(p, today)) return 'COMING_SOON';
  if (ended(p, today)) return 'CLOSE';
  const reward = db.get<{ status: string }>(
    'SELECT status FROM rewards WHERE member_id = ? AND promotion_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    member.id,
    p.id,
  );
  if (reward) return REWARD_TO_STATE[reward.status] ?? 'JOINED';
  const joined = db.get<{ state: State }>(
    'SELECT state FROM promotion_members WHERE member_id = ? AND promotion_id = ?',
    member.id,
    p.id,
  );
  if (joined) return joined.state;
  return p.kind === 'AUTO' ? 'JOINED' : 'JOIN';
}

/** The cover (sequence 1) and banner (2) pictures: the promotion's own, else generated ones. */
export function promotionImagesOf(p: PromotionRow, lang: string) {
  const own = JSON.parse(p.images) as { cover?: string; banner?: string };
  const v = p.version ? `&v=${p.version}` : '';
  return [
    { url: own.cover || `/sim/img/promo/${p.id}/cover.png?lang=${lang}${v}`, sequence: 1 },
    { url: own.banner || `/sim/img/promo/${p.id}/banner.png?lang=${lang}${v}`, sequence: 2 },
  ];
}

function toPromotion(db: Db, p: PromotionRow, member: MemberRow | undefined, lang: string, today: string) {
  return {
    id: p.id,
    title: tr(p.titles, lang),
    content: tr(p.contents, lang),
    category: p.category as never,
    kind: p.kind as never,
    startDate: p.start_date,
    endDate: p.end_date,
    noExpiry: p.no_expiry,
    linkedPromotionId: p.linked_id,
    imageRequired: p.image_required,
    remarkRequired: p.remark_required,
    announcementImages: promotionImagesOf(p, lang),
    state: stateOf(db, p, member, today),
    sequence: p.sort,
  };
}

/** Detects JPEG and PNG by their first bytes. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

interface RewardRow {
  id: number;
  promotion_id: number;
  status: 'APPLYING' | 'PROCESS' | 'REJECTED' | 'ISSUED' | 'CLAIMED';
  amount: number;
  remarks: string;
  pictures: string;
  created_at: number;
  titles: string;
}

export function registerPromotions(p: Platform, uploadsDir: string): void {
  const db = p.db;
  /** A promotion the merchant shows (its own or every merchant's, not removed). */
  const promotion = (id: number, merchant: string) =>
    db.get<PromotionRow>(
      'SELECT * FROM promotions WHERE id = ? AND (merchant IS NULL OR merchant = ?) AND removed = 0',
      id,
      merchant,
    );
  const toReward = (r: RewardRow, lang: string) => ({
    id: r.id,
    promotionId: r.promotion_id,
    title: tr(r.titles, lang),
    status: r.status,
    amount: r.amount,
    remarks: r.remarks,
    pictures: (JSON.parse(r.pictures) as string[]).map((id) => `/sim/uploads/${id}`),
    createdAt: r.created_at,
  });

  p.handle('promotions', contract.promotions, ({ input, merchant, member, lang, now }) => {
    const today = dayOf(now);
    return db
      .all<PromotionRow>(
        'SELECT * FROM promotions WHERE (merchant IS NULL OR merchant = ?) AND removed = 0 ORDER BY sort, id',
        merchant.code,
      )
      .filter(
        (row) =>
          !ended(row, today) &&
          (!input.category || input.category === 'all' || row.category === input.category),
      )
      .map((row) => toPromotion(db, row, member, lang, today));
  });

  // Before promotionDetail: '/wps/promotion/{id}' would take 'availability' as an id.
  p.handle('promoAvailability', contract.promoAvailability, ({ merchant, member, now }) => {
    const counts = member ? promoCounts(member) : {};
    // The sign-in count is today's: 1 until the member has signed in on this platform day.
    const login = member ? (signInState(db, member.id, now).signedToday ? 0 : 1) : 0;
    return PROMO_KINDS.map((key) => {
      const enabled = Boolean(merchant.promoKinds[key]);
      const count = !member || !enabled ? 0 : key === 'LOGIN' ? login : (counts[key] ?? 0);
      return { key, enabled, count };
    });
  });

  p.handle('promotionDetail', contract.promotionDetail, ({ input, merchant, member, lang, now }) => {
    const row = promotion(input.id, merchant.code);
    if (!row) return fail('NOT_FOUND');
    return toPromotion(db, row, member, lang, dayOf(now));
  });

  p.memberOnly('joinPromotion', contract.joinPromotion, ({ input, member, now }) => {
    const row = promotion(input.promotionId, member.merchant);
    if (!row) return fail('NOT_FOUND');
    const today = dayOf(now);
    if (!started(row, today) || ended(row, today)) return fail('PROMOTION_UNAVAILABLE');
    const state = stateOf(db, row, member, today);
    if (state !== 'JOIN') return fail('ALREADY_DONE', { state });
    db.run(
      'INSERT INTO promotion_members (member_id, promotion_id, state, updated_at) VALUES (?, ?, ?, ?)',
      member.id,
      row.id,
      'JOINED',
      now,
    );
    return { promotionId: row.id, state: 'JOINED' as const };
  });

  p.memberOnly('uploadRewardImage', contract.uploadRewardImage, ({ input, member, now }) => {
    const declared = input.contentType.toLowerCase();
    if (
      !['image/jpeg', 'image/jpg', 'image/png'].includes(declared) ||
      !/\.(jpe?g|png)$/i.test(input.fileName)
    )
      return fail('IMAGE_TYPE', { fields: { file: 'activity_image_type' } });
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.data)) return invalid({ data: 'err_invalid_format' });
    // Checked before decoding too, so an oversized upload costs no memory.
    if (Math.floor((input.data.length * 3) / 4) > REWARD_IMAGE_MAX_BYTES + 3)
      return fail('IMAGE_TOO_LARGE', { fields: { file: 'activity_apply_remark_limit3' } });
    const bytes = Buffer.from(input.data, 'base64');
    if (bytes.length > REWARD_IMAGE_MAX_BYTES)
      return fail('IMAGE_TOO_LARGE', { fields: { file: 'activity_apply_remark_limit3' } });
    const sniffed = sniffImage(bytes);
    if (!sniffed) return fail('IMAGE_TYPE', { fields: { file: 'activity_image_type' } });
    const id = newId(16);
    mkdirSync(uploadsDir, { recursive: true });
    const file = `${id}.${sniffed === 'image/png' ? 'png' : 'jpg'}`;
    writeFileSync(join(uploadsDir, file), bytes);
    db.run(
      'INSERT INTO uploads (id, member_id, file, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      member.id,
      file,
      sniffed,
      bytes.length,
      now,
    );
    return { pictureId: id, url: `/sim/uploads/${id}` };
  });

  p.memberOnly('rewardRequest', contract.rewardRequest, ({ input, member, now, lang }) => {
    const row = promotion(input.promotionId, member.merchant);
    if (!row) return fail('NOT_FOUND');
    const today = dayOf(now);
    if (!started(row, today) || ended(row, today)) return fail('PROMOTION_UNAVAILABLE');
    const fields: Record<string, string> = {};
    if (row.image_required === 'Y' && input.pictures.length === 0) fields.pictures = 'err_required';
    if (row.remark_required === 'Y' && !input.remarks.trim()) fields.remarks = 'err_required';
    for (const id of input.pictures)
      if (!db.get('SELECT 1 FROM uploads WHERE id = ? AND member_id = ?', id, member.id))
        fields.pictures = 'err_invalid_format';
    if (Object.keys(fields).length) return invalid(fields);
    const pending = db.get(
      "SELECT 1 FROM rewards WHERE member_id = ? AND promotion_id = ? AND status IN ('APPLYING', 'PROCESS')",
      member.id,
      row.id,
    );
    if (pending) return fail('ALREADY_DONE');
    const { lastInsertRowid } = db.run(
      `INSERT INTO rewards (member_id, promotion_id, status, amount, remarks, pictures, created_at)
       VALUES (?, ?, 'APPLYING', ?, ?, ?, ?)`,
      member.id,
      row.id,
      row.reward,
      input.remarks.trim(),
      JSON.stringify(input.pictures),
      now,
    );
    const r = db.get<RewardRow>(
      'SELECT r.*, p.titles FROM rewards r JOIN promotions p ON p.id = r.promotion_id WHERE r.id = ?',
      lastInsertRowid,
    )!;
    return toReward(r, lang);
  });

  p.memberOnly('rewardCenter', contract.rewardCenter, ({ input, member, lang }) => {
    const where = input.status ? 'AND r.status = ?' : '';
    const params = input.status ? [member.id, input.status] : [member.id];
    const total = db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM rewards r WHERE r.member_id = ? ${where}`,
      ...params,
    )!.n;
    return pageOf(input, total, (limit, offset) =>
      db
        .all<RewardRow>(
          `SELECT r.*, p.titles FROM rewards r JOIN promotions p ON p.id = r.promotion_id
           WHERE r.member_id = ? ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
          ...params,
          limit,
          offset,
        )
        .map((r) => toReward(r, lang)),
    );
  });

  p.memberOnly('claimReward', contract.claimReward, ({ input, member, now }) => {
    const r = db.get<{ id: number; status: string; amount: number; kind: string }>(
      `SELECT r.id, r.status, r.amount, p.kind FROM rewards r JOIN promotions p ON p.id = r.promotion_id
       WHERE r.id = ? AND r.member_id = ?`,
      input.id,
      member.id,
    );
    if (!r) return fail('NOT_FOUND');
    if (r.status !== 'ISSUED') return fail('CONFLICT', { status: r.status });
    return db.tx(() => {
      const balance = round2(member.balance + r.amount);
      db.run("UPDATE rewards SET status = 'CLAIMED' WHERE id = ?", r.id);
      db.run('UPDATE members SET balance = ? WHERE id = ?', balance, member.id);
      // One reward fewer waiting in the receiving center (the member bar's count).
      const counts = promoCounts(member);
      if ((counts[r.kind] ?? 0) > 0) {
        counts[r.kind] = counts[r.kind]! - 1;
        db.run('UPDATE members SET promo_counts = ? WHERE id = ?', JSON.stringify(counts), member.id);
      }
      addTransaction(db, member.id, now, 'BONUS', r.amount, balance, `Reward #${r.id}`);
      return { id: r.id, amount: r.amount, balance };
    });
  });

  p.handle('mallItems', contract.mallItems, ({ input, merchant, member, lang }) => ({
    points: member?.points ?? 0,
    items: db
      .all<{
        id: number;
        category: string;
        names: string;
        descriptions: string;
        points: number;
        stock: number;
        image: string;
        version: number;
      }>('SELECT * FROM mall_items WHERE merchant IS NULL OR merchant = ? ORDER BY id', merchant.code)
      .filter((i) => !input.category || i.category === input.category)
      .map((i) => ({
        id: i.id,
        name: tr(i.names, lang),
        category: i.category,
        points: i.points,
        stock: i.stock,
        imageUrl: mallImageOf(i),
        description: tr(i.descriptions, lang),
      })),
  }));

  p.memberOnly('redeem', contract.redeem, ({ input, member, now }) => {
    const item = db.get<{ id: number; points: number; stock: number }>(
      'SELECT id, points, stock FROM mall_items WHERE id = ? AND (merchant IS NULL OR merchant = ?)',
      input.itemId,
      member.merchant,
    );
    if (!item) return fail('NOT_FOUND');
    if (item.stock < input.quantity) return fail('OUT_OF_STOCK', { stock: item.stock });
    const cost = item.points * input.quantity;
    if (member.points < cost) return fail('INSUFFICIENT_POINTS', { points: member.points, cost });
    return db.tx(() => {
      const orderId = `M${now.toString(36).toUpperCase()}${newId(4).toUpperCase()}`;
      db.run('UPDATE mall_items SET stock = stock - ? WHERE id = ?', input.quantity, item.id);
      db.run('UPDATE members SET points = points - ? WHERE id = ?', cost, member.id);
      db.run(
        'INSERT INTO mall_orders (order_id, member_id, item_id, quantity, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        orderId,
        member.id,
        item.id,
        input.quantity,
        cost,
        now,
      );
      return { orderId, pointsLeft: member.points - cost };
    });
  });

  p.memberOnly('mallOrders', contract.mallOrders, ({ input, member, lang }) => {
    const total = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM mall_orders WHERE member_id = ?',
      member.id,
    )!.n;
    return pageOf(input, total, (limit, offset) =>
      db
        .all<{
          order_id: string;
          item_id: number;
          quantity: number;
          points: number;
          created_at: number;
          names: string | null;
          image: string | null;
          version: number | null;
        }>(
          `SELECT o.order_id, o.item_id, o.quantity, o.points, o.created_at, i.names, i.image, i.version
           FROM mall_orders o LEFT JOIN mall_items i ON i.id = o.item_id
           WHERE o.member_id = ? ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?`,
          member.id,
          limit,
          offset,
        )
        .map((o) => ({
          orderId: o.order_id,
          itemId: o.item_id,
          // The item's name and picture now; '' when the item was removed since.
          name: o.names ? tr(o.names, lang) : '',
          imageUrl: o.names
            ? mallImageOf({ id: o.item_id, image: o.image ?? '', version: o.version ?? 0 })
            : '',
          quantity: o.quantity,
          points: o.points,
          createdAt: o.created_at,
        })),
    );
  });
}

/** A mall item's picture: its own, else the generated one (a new URL whenever the item changes). */
function mallImageOf(i: { id: number; image: string; version: number }): string {
  return i.image || `/sim/img/mall/${i.id}.svg${i.version ? `?v=${i.version}` : ''}`;
}
