// The control API for what the platform says, as a merchant's back office would set it:
// announcements, banners, promotions and mall items of a merchant, and members' inbox messages.
// Every change is in the database at once, so the next /wps answer follows it.
//
// Seeded content belongs to every merchant (merchant NULL): changing or removing it through any
// merchant's path changes it for all three. What is created here belongs to that merchant alone.
import type { Context, Hono } from 'hono';
import * as z from '../../contract/schema.ts';
import { PROMO_KINDS, PROMOTION_CATEGORIES } from '../../contract/calls/promotions.ts';
import { parseIsoTime } from '../clock.ts';
import type { Db } from '../db.ts';
import type { MemberRow, Platform } from '../platform.ts';
import { bannerImageOf, type BannerRow } from './messages.ts';
import { promotionImagesOf, type PromotionRow } from './promotions.ts';
import { dayOf } from './member.ts';

const LANGS = ['PT', 'BR', 'EN', 'CN', 'TH', 'VN', 'PH'] as const;
type Texts = Record<string, string>;

/** A text in every language (a string), or per platform language (`{ PT, EN, … }`). */
const texts = (max: number, min = 1) =>
  z.union(
    [
      z.string().check(z.minLength(min), z.maxLength(max)),
      z
        .partialRecord(z.enum(LANGS), z.string().check(z.maxLength(max)))
        .check(z.refine((t) => Object.keys(t).length > 0, 'at least one language')),
    ],
    `a text of ${min} to ${max} characters, or texts by language ({ "PT": …, "EN": … } of ${LANGS.join(', ')})`,
  );
/** A time: ISO 8601 with a zone (`2026-12-01T09:00:00Z`) or epoch milliseconds. */
const time = z.union([z.string(), z.number()]);
/** An image: a path on this origin, an http(s) URL or a data: URL of an image. */
const imageUrl = z.string().check(
  z.maxLength(200_000),
  z.refine(
    (u) => /^(\/(?!\/)|https?:\/\/|data:image\/)/.test(u),
    'a path, an http(s) URL or a data:image URL',
  ),
);
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));
const count = z.int().check(z.gte(0), z.lte(10_000_000));

const announcementFields = {
  /** PL player notice (the home ticker and /m/notice), PU popup, PR promotion, A agent. */
  type: z.enum(['PL', 'PU', 'PR', 'A']),
  title: texts(500),
  /** HTML. */
  content: texts(50_000, 0),
};
const announcementCreate = z.strictObject({
  ...announcementFields,
  /** When it shows from (and the date it carries); a later time schedules it. Default: now. */
  createdAt: z.optional(time),
});
const announcementPatch = z.strictObject({
  type: z.optional(announcementFields.type),
  title: z.optional(announcementFields.title),
  content: z.optional(announcementFields.content),
  createdAt: z.optional(time),
});

const bannerFields = {
  groupName: z.enum(['m_home', 'm_live']),
  title: texts(200),
  /** An app path or an external URL; '' links nowhere. */
  link: z.string().check(z.maxLength(2000)),
  sequence: count,
  /** A picture of its own; default a generated one showing the title. */
  imageUrl,
};
const bannerCreate = z.strictObject({
  groupName: bannerFields.groupName,
  title: bannerFields.title,
  link: z.optional(bannerFields.link),
  sequence: z.optional(count),
  imageUrl: z.optional(imageUrl),
});
const bannerPatch = z.strictObject({
  groupName: z.optional(bannerFields.groupName),
  title: z.optional(bannerFields.title),
  link: z.optional(bannerFields.link),
  sequence: z.optional(count),
  /** '' goes back to the generated picture. */
  imageUrl: z.optional(z.union([imageUrl, z.literal('')])),
});

const promotionImages = z.strictObject({
  cover: z.optional(z.union([imageUrl, z.literal('')])),
  banner: z.optional(z.union([imageUrl, z.literal('')])),
});
const promotionFields = {
  title: z.optional(texts(500)),
  /** HTML; may hold <img> of its own. */
  content: z.optional(texts(200_000, 0)),
  category: z.optional(z.enum(PROMOTION_CATEGORIES)),
  kind: z.optional(z.enum(PROMO_KINDS)),
  /** YYYY-MM-DD (platform days): before it the promotion is coming soon. */
  startDate: z.optional(day),
  /** YYYY-MM-DD, or '' for none; after it the promotion closes and leaves the list. */
  endDate: z.optional(z.union([day, z.literal('')])),
  /** Long-term (no end date); default: when there is no end date. */
  noExpiry: z.optional(z.boolean()),
  linkedPromotionId: z.optional(z.nullable(z.int())),
  imageRequired: z.optional(z.boolean()),
  remarkRequired: z.optional(z.boolean()),
  reward: z.optional(z.number().check(z.gte(0), z.lte(10_000_000))),
  sequence: z.optional(count),
  /** Cover (sequence 1) and banner (2) pictures; '' or absent: generated ones. */
  images: z.optional(promotionImages),
};
const promotionCreate = z.strictObject({
  ...promotionFields,
  title: texts(500),
  content: texts(200_000, 0),
});
const promotionPatch = z.strictObject(promotionFields);

const mallFields = {
  name: z.optional(texts(200)),
  description: z.optional(texts(5000, 0)),
  category: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  points: z.optional(count),
  stock: z.optional(count),
  imageUrl: z.optional(z.union([imageUrl, z.literal('')])),
};
const mallCreate = z.strictObject({
  ...mallFields,
  name: texts(200),
  category: z.string().check(z.minLength(1), z.maxLength(40)),
  points: count,
  stock: count,
});
const mallPatch = z.strictObject(mallFields);

const messageFields = {
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  /** HTML. */
  content: z.string().check(z.maxLength(50_000)),
  read: z.boolean(),
  /** When it arrives (and the date it carries); a later time delivers it then. Default: now. */
  createdAt: time,
};
const messageCreate = z.strictObject({
  /** The member's merchant; default: the one the request resolves to. */
  merchant: z.optional(z.string()),
  title: messageFields.title,
  content: z.optional(messageFields.content),
  read: z.optional(messageFields.read),
  createdAt: z.optional(time),
});
const messagesPut = z.strictObject({
  merchant: z.optional(z.string()),
  messages: z
    .array(
      z.strictObject({
        title: messageFields.title,
        content: z.optional(messageFields.content),
        read: z.optional(messageFields.read),
        createdAt: z.optional(time),
      }),
    )
    .check(z.maxLength(1000)),
});
const messagePatch = z.strictObject({
  merchant: z.optional(z.string()),
  title: z.optional(messageFields.title),
  content: z.optional(messageFields.content),
  read: z.optional(messageFields.read),
  createdAt: z.optional(time),
});
const broadcast = z.strictObject({
  title: messageFields.title,
  content: z.optional(messageFields.content),
  createdAt: z.optional(time),
  /** Only these members; default: every member of the merchant. */
  usernames: z.optional(z.array(z.string()).check(z.minLength(1))),
});

// ---- answers ----

const ok = (c: Context, value: unknown, status: 200 | 201 = 200) =>
  c.json({ success: true, code: 0, message: '', value }, status);
const notFound = (c: Context, what: string, why = 'not found') =>
  c.json({ success: false, code: 'NOT_FOUND', message: 'err_not_found', value: { [what]: [why] } }, 404);
const invalidBody = (c: Context, fields: Record<string, string[]>) =>
  c.json({ success: false, code: 'VALIDATION_ERROR', message: 'err_invalid_format', value: fields }, 400);

class BadInput extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('bad input');
  }
}

/** The body validated by `schema`; a BadInput naming each bad field (dotted paths) otherwise. */
async function parsed<S extends z.Schema>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new BadInput({ body: ['a JSON object'] });
  }
  const r = z.safeParse(schema, raw);
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
    for (const key of keys) {
      const path = [...issue.path, ...(key ? [key] : [])].map(String).join('.') || 'body';
      (fields[path] ??= []).push(issue.code === 'unrecognized_keys' ? 'not a known field' : issue.message);
    }
  }
  throw new BadInput(fields);
}

/** Epoch milliseconds of a time input; a BadInput for `field` when it is not one. */
function timeOf(value: string | number, field: string): number {
  const t = typeof value === 'number' ? value : parseIsoTime(value);
  if (t === undefined || !Number.isFinite(t) || t < 0)
    throw new BadInput({ [field]: ['an ISO 8601 time with a zone or epoch milliseconds'] });
  return Math.round(t);
}

/**
 * Texts as stored (JSON per language). A string is every language's text. Per-language texts merge
 * into the ones before; a new record gets the missing languages as the seed's do (Brazilian and
 * Portuguese from each other, the rest from English), so every language reads something.
 */
function textsOf(input: string | Partial<Record<string, string>>, before?: Texts): string {
  if (typeof input === 'string') return JSON.stringify(Object.fromEntries(LANGS.map((l) => [l, input])));
  const given: Texts = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined) given[k] = v;
  if (before) return JSON.stringify({ ...before, ...given });
  const first = Object.values(given)[0] ?? '';
  const fallback = (l: string) =>
    (l === 'BR' ? given.PT : l === 'PT' ? given.BR : undefined) ?? given.EN ?? given.PT ?? first;
  return JSON.stringify(Object.fromEntries(LANGS.map((l) => [l, given[l] ?? fallback(l)])));
}
const parse = (json: string) => JSON.parse(json) as Texts;

/** Runs a handler, answering 400 for bad input. */
const guarded =
  (fn: (c: Context) => Promise<Response> | Response) =>
  async (c: Context): Promise<Response> => {
    try {
      return await fn(c);
    } catch (e) {
      if (e instanceof BadInput) return invalidBody(c, e.fields);
      throw e;
    }
  };

// ---- rows as the control API shows them ----

interface AnnouncementRow {
  id: number;
  merchant: string | null;
  type: string;
  titles: string;
  contents: string;
  created_at: number;
}
const announcementOut = (a: AnnouncementRow) => ({
  id: a.id,
  merchant: a.merchant,
  type: a.type,
  title: parse(a.titles),
  content: parse(a.contents),
  createdAt: a.created_at,
});
const bannerOut = (b: BannerRow) => ({
  id: b.id,
  merchant: b.merchant,
  groupName: b.group_name,
  sequence: b.sequence,
  title: parse(b.titles),
  link: b.link,
  imageUrl: b.image,
  url: bannerImageOf(b, 'PT'),
});
const promotionOut = (p: PromotionRow) => ({
  id: p.id,
  merchant: p.merchant,
  title: parse(p.titles),
  content: parse(p.contents),
  category: p.category,
  kind: p.kind,
  startDate: p.start_date,
  endDate: p.end_date,
  noExpiry: Boolean(p.no_expiry),
  linkedPromotionId: p.linked_id,
  imageRequired: p.image_required === 'Y',
  remarkRequired: p.remark_required === 'Y',
  reward: p.reward,
  sequence: p.sort,
  images: JSON.parse(p.images) as { cover?: string; banner?: string },
  announcementImages: promotionImagesOf(p, 'PT'),
});
interface MallRow {
  id: number;
  merchant: string | null;
  category: string;
  names: string;
  descriptions: string;
  points: number;
  stock: number;
  image: string;
  version: number;
}
const mallOut = (i: MallRow) => ({
  id: i.id,
  merchant: i.merchant,
  name: parse(i.names),
  description: parse(i.descriptions),
  category: i.category,
  points: i.points,
  stock: i.stock,
  imageUrl: i.image,
});
interface InboxRow {
  id: number;
  member_id: number;
  title: string;
  content: string;
  read: number;
  created_at: number;
}
const messageOut = (m: InboxRow) => ({
  id: m.id,
  title: m.title,
  content: m.content,
  read: Boolean(m.read),
  createdAt: m.created_at,
});

/** The row of `table` with `id` that `merchant` shows (its own or every merchant's). */
function ownRow<T>(db: Db, table: string, id: string, merchant: string, extra = ''): T | undefined {
  const n = Number(id);
  if (!Number.isInteger(n)) return undefined;
  return db.get<T>(
    `SELECT * FROM ${table} WHERE id = ? AND (merchant IS NULL OR merchant = ?) ${extra}`,
    n,
    merchant,
  );
}

export function registerContentControl(app: Hono, p: Platform): void {
  const db = p.db;
  /** A merchant's path: the handler gets its code, or the route answers 404. */
  const merchantRoute =
    (fn: (c: Context, merchant: string) => Promise<Response> | Response) => (c: Context) => {
      const code = c.req.param('code') ?? '';
      if (!p.merchant(code)) return notFound(c, 'merchant');
      return guarded((cc) => fn(cc, code))(c);
    };
  const nextVersion = () => p.clock.now();

  // ---- announcements ----
  const announcement = (id: number) =>
    db.get<AnnouncementRow>('SELECT * FROM announcements WHERE id = ?', id)!;
  app.get(
    '/__sim/merchants/:code/announcements',
    merchantRoute((c, m) =>
      ok(
        c,
        db
          .all<AnnouncementRow>(
            'SELECT * FROM announcements WHERE merchant IS NULL OR merchant = ? ORDER BY created_at DESC, id',
            m,
          )
          .map(announcementOut),
      ),
    ),
  );
  app.post(
    '/__sim/merchants/:code/announcements',
    merchantRoute(async (c, m) => {
      const b = await parsed(c, announcementCreate);
      const { lastInsertRowid } = db.run(
        'INSERT INTO announcements (merchant, type, titles, contents, created_at) VALUES (?, ?, ?, ?, ?)',
        m,
        b.type,
        textsOf(b.title),
        textsOf(b.content),
        b.createdAt === undefined ? p.clock.now() : timeOf(b.createdAt, 'createdAt'),
      );
      return ok(c, announcementOut(announcement(lastInsertRowid)), 201);
    }),
  );
  app.patch(
    '/__sim/merchants/:code/announcements/:id',
    merchantRoute(async (c, m) => {
      const row = ownRow<AnnouncementRow>(db, 'announcements', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'announcement');
      const b = await parsed(c, announcementPatch);
      db.run(
        'UPDATE announcements SET type = ?, titles = ?, contents = ?, created_at = ? WHERE id = ?',
        b.type ?? row.type,
        b.title === undefined ? row.titles : textsOf(b.title, parse(row.titles)),
        b.content === undefined ? row.contents : textsOf(b.content, parse(row.contents)),
        b.createdAt === undefined ? row.created_at : timeOf(b.createdAt, 'createdAt'),
        row.id,
      );
      return ok(c, announcementOut(announcement(row.id)));
    }),
  );
  app.delete(
    '/__sim/merchants/:code/announcements/:id',
    merchantRoute((c, m) => {
      const row = ownRow<AnnouncementRow>(db, 'announcements', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'announcement');
      db.tx(() => {
        db.run('DELETE FROM announcements WHERE id = ?', row.id);
        db.run('DELETE FROM announcement_reads WHERE announcement_id = ?', row.id);
      });
      return ok(c, { id: row.id, removed: true });
    }),
  );

  // ---- banners ----
  const banner = (id: number) => db.get<BannerRow>('SELECT * FROM banners WHERE id = ?', id)!;
  app.get(
    '/__sim/merchants/:code/banners',
    merchantRoute((c, m) =>
      ok(
        c,
        db
          .all<BannerRow>(
            'SELECT * FROM banners WHERE merchant IS NULL OR merchant = ? ORDER BY group_name, sequence, id',
            m,
          )
          .map(bannerOut),
      ),
    ),
  );
  app.post(
    '/__sim/merchants/:code/banners',
    merchantRoute(async (c, m) => {
      const b = await parsed(c, bannerCreate);
      const last = db.get<{ n: number | null }>(
        'SELECT MAX(sequence) AS n FROM banners WHERE group_name = ? AND (merchant IS NULL OR merchant = ?)',
        b.groupName,
        m,
      )!.n;
      const { lastInsertRowid } = db.run(
        `INSERT INTO banners (merchant, group_name, sequence, titles, link, image, version)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        m,
        b.groupName,
        b.sequence ?? (last ?? 0) + 1,
        textsOf(b.title),
        b.link ?? '',
        b.imageUrl ?? '',
        nextVersion(),
      );
      return ok(c, bannerOut(banner(lastInsertRowid)), 201);
    }),
  );
  app.patch(
    '/__sim/merchants/:code/banners/:id',
    merchantRoute(async (c, m) => {
      const row = ownRow<BannerRow>(db, 'banners', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'banner');
      const b = await parsed(c, bannerPatch);
      db.run(
        'UPDATE banners SET group_name = ?, sequence = ?, titles = ?, link = ?, image = ?, version = ? WHERE id = ?',
        b.groupName ?? row.group_name,
        b.sequence ?? row.sequence,
        b.title === undefined ? row.titles : textsOf(b.title, parse(row.titles)),
        b.link ?? row.link,
        b.imageUrl ?? row.image,
        Math.max(nextVersion(), row.version + 1),
        row.id,
      );
      return ok(c, bannerOut(banner(row.id)));
    }),
  );
  app.delete(
    '/__sim/merchants/:code/banners/:id',
    merchantRoute((c, m) => {
      const row = ownRow<BannerRow>(db, 'banners', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'banner');
      db.run('DELETE FROM banners WHERE id = ?', row.id);
      return ok(c, { id: row.id, removed: true });
    }),
  );

  // ---- promotions ----
  const promotion = (id: number) => db.get<PromotionRow>('SELECT * FROM promotions WHERE id = ?', id)!;
  const yn = (v: boolean | undefined, before: 'Y' | 'N') => (v === undefined ? before : v ? 'Y' : 'N');
  app.get(
    '/__sim/merchants/:code/promotions',
    merchantRoute((c, m) =>
      ok(
        c,
        db
          .all<PromotionRow>(
            'SELECT * FROM promotions WHERE (merchant IS NULL OR merchant = ?) AND removed = 0 ORDER BY sort, id',
            m,
          )
          .map(promotionOut),
      ),
    ),
  );
  app.post(
    '/__sim/merchants/:code/promotions',
    merchantRoute(async (c, m) => {
      const b = await parsed(c, promotionCreate);
      const endDate = b.endDate ?? '';
      const last = db.get<{ n: number | null }>('SELECT MAX(sort) AS n FROM promotions')!.n;
      const { lastInsertRowid } = db.run(
        `INSERT INTO promotions (merchant, category, kind, start_date, end_date, no_expiry, linked_id,
           image_required, remark_required, sort, titles, contents, reward, images, version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m,
        b.category ?? 'other_promo',
        b.kind ?? 'MANUAL',
        b.startDate ?? dayOf(p.clock.now()),
        endDate,
        (b.noExpiry ?? endDate === '') ? 1 : 0,
        b.linkedPromotionId ?? null,
        yn(b.imageRequired, 'N'),
        yn(b.remarkRequired, 'N'),
        b.sequence ?? (last ?? 0) + 1,
        textsOf(b.title),
        textsOf(b.content),
        b.reward ?? 0,
        JSON.stringify(b.images ?? {}),
        nextVersion(),
      );
      return ok(c, promotionOut(promotion(lastInsertRowid)), 201);
    }),
  );
  app.patch(
    '/__sim/merchants/:code/promotions/:id',
    merchantRoute(async (c, m) => {
      const row = ownRow<PromotionRow>(db, 'promotions', c.req.param('id') ?? '', m, 'AND removed = 0');
      if (!row) return notFound(c, 'promotion');
      const b = await parsed(c, promotionPatch);
      const endDate = b.endDate ?? row.end_date;
      const images = { ...(JSON.parse(row.images) as object), ...(b.images ?? {}) };
      db.run(
        `UPDATE promotions SET category = ?, kind = ?, start_date = ?, end_date = ?, no_expiry = ?, linked_id = ?,
           image_required = ?, remark_required = ?, sort = ?, titles = ?, contents = ?, reward = ?, images = ?,
           version = ? WHERE id = ?`,
        b.category ?? row.category,
        b.kind ?? row.kind,
        b.startDate ?? row.start_date,
        endDate,
        b.noExpiry !== undefined
          ? b.noExpiry
            ? 1
            : 0
          : b.endDate !== undefined
            ? endDate
              ? 0
              : 1
            : row.no_expiry,
        b.linkedPromotionId === undefined ? row.linked_id : b.linkedPromotionId,
        yn(b.imageRequired, row.image_required),
        yn(b.remarkRequired, row.remark_required),
        b.sequence ?? row.sort,
        b.title === undefined ? row.titles : textsOf(b.title, parse(row.titles)),
        b.content === undefined ? row.contents : textsOf(b.content, parse(row.contents)),
        b.reward ?? row.reward,
        JSON.stringify(images),
        Math.max(nextVersion(), row.version + 1),
        row.id,
      );
      return ok(c, promotionOut(promotion(row.id)));
    }),
  );
  app.delete(
    '/__sim/merchants/:code/promotions/:id',
    merchantRoute((c, m) => {
      const row = ownRow<PromotionRow>(db, 'promotions', c.req.param('id') ?? '', m, 'AND removed = 0');
      if (!row) return notFound(c, 'promotion');
      // Kept as removed: members' reward records still name it.
      db.run('UPDATE promotions SET removed = 1 WHERE id = ?', row.id);
      return ok(c, { id: row.id, removed: true });
    }),
  );

  // ---- mall items ----
  const mallItem = (id: number) => db.get<MallRow>('SELECT * FROM mall_items WHERE id = ?', id)!;
  app.get(
    '/__sim/merchants/:code/mall-items',
    merchantRoute((c, m) =>
      ok(
        c,
        db
          .all<MallRow>('SELECT * FROM mall_items WHERE merchant IS NULL OR merchant = ? ORDER BY id', m)
          .map(mallOut),
      ),
    ),
  );
  app.post(
    '/__sim/merchants/:code/mall-items',
    merchantRoute(async (c, m) => {
      const b = await parsed(c, mallCreate);
      const { lastInsertRowid } = db.run(
        `INSERT INTO mall_items (merchant, category, names, descriptions, points, stock, image, version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        m,
        b.category,
        textsOf(b.name),
        textsOf(b.description ?? ''),
        b.points,
        b.stock,
        b.imageUrl ?? '',
        nextVersion(),
      );
      return ok(c, mallOut(mallItem(lastInsertRowid)), 201);
    }),
  );
  app.patch(
    '/__sim/merchants/:code/mall-items/:id',
    merchantRoute(async (c, m) => {
      const row = ownRow<MallRow>(db, 'mall_items', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'mallItem');
      const b = await parsed(c, mallPatch);
      db.run(
        `UPDATE mall_items SET category = ?, names = ?, descriptions = ?, points = ?, stock = ?, image = ?,
           version = ? WHERE id = ?`,
        b.category ?? row.category,
        b.name === undefined ? row.names : textsOf(b.name, parse(row.names)),
        b.description === undefined ? row.descriptions : textsOf(b.description, parse(row.descriptions)),
        b.points ?? row.points,
        b.stock ?? row.stock,
        b.imageUrl ?? row.image,
        Math.max(nextVersion(), row.version + 1),
        row.id,
      );
      return ok(c, mallOut(mallItem(row.id)));
    }),
  );
  app.delete(
    '/__sim/merchants/:code/mall-items/:id',
    merchantRoute((c, m) => {
      const row = ownRow<MallRow>(db, 'mall_items', c.req.param('id') ?? '', m);
      if (!row) return notFound(c, 'mallItem');
      db.run('DELETE FROM mall_items WHERE id = ?', row.id);
      return ok(c, { id: row.id, removed: true });
    }),
  );

  // ---- inbox messages ----
  /** The member named in the path, at the body's merchant, the `merchant` query, or the request's. */
  const memberOf = (c: Context, merchant: string | undefined): MemberRow | undefined =>
    db.get<MemberRow>(
      'SELECT * FROM members WHERE merchant = ? AND username = ?',
      merchant ?? c.req.query('merchant') ?? p.resolveMerchant(c).code,
      c.req.param('username') ?? '',
    );
  const inboxOf = (memberId: number) =>
    db.all<InboxRow>('SELECT * FROM inbox WHERE member_id = ? ORDER BY created_at DESC, id DESC', memberId);
  const insertMessage = (
    memberId: number,
    m: {
      title: string;
      content?: string | undefined;
      read?: boolean | undefined;
      createdAt?: string | number | undefined;
    },
    field = 'createdAt',
  ) =>
    db.run(
      'INSERT INTO inbox (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)',
      memberId,
      m.title,
      m.content ?? '',
      m.read ? 1 : 0,
      m.createdAt === undefined ? p.clock.now() : timeOf(m.createdAt, field),
    ).lastInsertRowid;

  app.get('/__sim/members/:username/messages', (c) => {
    const member = memberOf(c, undefined);
    return member ? ok(c, inboxOf(member.id).map(messageOut)) : notFound(c, 'member');
  });
  app.post(
    '/__sim/members/:username/messages',
    guarded(async (c) => {
      const b = await parsed(c, messageCreate);
      const member = memberOf(c, b.merchant);
      if (!member) return notFound(c, 'member');
      const id = insertMessage(member.id, b);
      return ok(c, messageOut(db.get<InboxRow>('SELECT * FROM inbox WHERE id = ?', id)!), 201);
    }),
  );
  app.put(
    '/__sim/members/:username/messages',
    guarded(async (c) => {
      const b = await parsed(c, messagesPut);
      const member = memberOf(c, b.merchant);
      if (!member) return notFound(c, 'member');
      // Times checked before anything is replaced: a bad one leaves the inbox as it was.
      b.messages.forEach(
        (m, i) => m.createdAt !== undefined && timeOf(m.createdAt, `messages.${i}.createdAt`),
      );
      db.tx(() => {
        db.run('DELETE FROM inbox WHERE member_id = ?', member.id);
        b.messages.forEach((m, i) => insertMessage(member.id, m, `messages.${i}.createdAt`));
      });
      return ok(c, inboxOf(member.id).map(messageOut));
    }),
  );
  app.patch(
    '/__sim/members/:username/messages/:id',
    guarded(async (c) => {
      const b = await parsed(c, messagePatch);
      const member = memberOf(c, b.merchant);
      if (!member) return notFound(c, 'member');
      const row = db.get<InboxRow>(
        'SELECT * FROM inbox WHERE id = ? AND member_id = ?',
        Number(c.req.param('id')),
        member.id,
      );
      if (!row) return notFound(c, 'message');
      db.run(
        'UPDATE inbox SET title = ?, content = ?, read = ?, created_at = ? WHERE id = ?',
        b.title ?? row.title,
        b.content ?? row.content,
        b.read === undefined ? row.read : b.read ? 1 : 0,
        b.createdAt === undefined ? row.created_at : timeOf(b.createdAt, 'createdAt'),
        row.id,
      );
      return ok(c, messageOut(db.get<InboxRow>('SELECT * FROM inbox WHERE id = ?', row.id)!));
    }),
  );
  app.delete('/__sim/members/:username/messages/:id', (c) => {
    const member = memberOf(c, undefined);
    if (!member) return notFound(c, 'member');
    const { changes } = db.run(
      'DELETE FROM inbox WHERE id = ? AND member_id = ?',
      Number(c.req.param('id')),
      member.id,
    );
    return changes ? ok(c, { id: Number(c.req.param('id')), removed: true }) : notFound(c, 'message');
  });
  app.post(
    '/__sim/merchants/:code/messages',
    merchantRoute(async (c, m) => {
      const b = await parsed(c, broadcast);
      const members = db.all<{ id: number; username: string }>(
        'SELECT id, username FROM members WHERE merchant = ? ORDER BY id',
        m,
      );
      const to = b.usernames ? members.filter((x) => b.usernames!.includes(x.username)) : members;
      const unknown = (b.usernames ?? []).filter((u) => !members.some((x) => x.username === u));
      if (unknown.length) return notFound(c, 'usernames', `no such member: ${unknown.join(', ')}`);
      const createdAt = b.createdAt === undefined ? p.clock.now() : timeOf(b.createdAt, 'createdAt');
      const sent = db.tx(() =>
        to.map((x) => ({
          username: x.username,
          id: insertMessage(x.id, { title: b.title, content: b.content, createdAt }),
        })),
      );
      return ok(c, { sent }, 201);
    }),
  );
}
