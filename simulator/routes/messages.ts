// Announcements, banners, inbox, unread counts, chat, customer service and live models.
import { contract } from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type MemberRow, type Platform, fail, tr } from '../platform.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { LIVE_MODELS } from '../seed/content.ts';
import { AGREEMENT_UPDATED_AT, agreementOf } from '../seed/agreement.ts';
import { safeBackUrl, type Tickets } from '../tickets.ts';

interface AnnouncementRow {
  id: number;
  type: string;
  titles: string;
  contents: string;
  created_at: number;
  read?: number;
}

/** A merchant's announcements of some types shown at `now` (a later one is scheduled), newest first. */
export function announcementsFor(
  db: Db,
  merchant: string,
  memberId: number | undefined,
  types: string[],
  now: number,
) {
  const marks = types.map(() => '?').join(',');
  return db.all<AnnouncementRow>(
    `SELECT a.id, a.type, a.titles, a.contents, a.created_at,
       EXISTS (SELECT 1 FROM announcement_reads r WHERE r.member_id = ? AND r.announcement_id = a.id) AS read
     FROM announcements a WHERE (a.merchant IS NULL OR a.merchant = ?) AND a.type IN (${marks})
       AND a.created_at <= ?
     ORDER BY a.created_at DESC, a.id`,
    memberId ?? -1,
    merchant,
    ...types,
    now,
  );
}

export function unreadCountsOf(db: Db, member: MemberRow, m: MerchantConfig, now: number) {
  const announcementUnreadCount = announcementsFor(db, member.merchant, member.id, ['PL', 'PU'], now).filter(
    (a) => !a.read,
  ).length;
  const inboxUnreadCount = db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM inbox WHERE member_id = ? AND read = 0 AND created_at <= ?',
    member.id,
    now,
  )!.n;
  const chatUnreadCount = m.whitelabel.CBS3 ? member.chat_unread : 0;
  return {
    announcementUnreadCount,
    chatUnreadCount,
    inboxUnreadCount,
    totalUnreadCount: announcementUnreadCount + chatUnreadCount + inboxUnreadCount,
  };
}

export interface BannerRow {
  id: number;
  group_name: 'm_home' | 'm_live';
  sequence: number;
  titles: string;
  link: string;
  merchant: string | null;
  image: string;
  version: number;
}

/** The picture of a banner: its own image, else the generated one (versioned past the image cache). */
export const bannerImageOf = (b: BannerRow, lang: string) =>
  b.image || `/sim/img/banner/${b.id}.png?lang=${lang}${b.version ? `&v=${b.version}` : ''}`;

/** A merchant's banners (its own and every merchant's), by group and sequence. */
export function bannersOf(db: Db, merchant: string, lang: string, group?: string) {
  return db
    .all<BannerRow>(
      'SELECT * FROM banners WHERE merchant IS NULL OR merchant = ? ORDER BY group_name, sequence, id',
      merchant,
    )
    .filter((b) => !group || b.group_name === group)
    .map((b) => ({
      id: b.id,
      groupName: b.group_name,
      url: bannerImageOf(b, lang),
      title: tr(b.titles, lang),
      link: b.link,
      sequence: b.sequence,
    }));
}

export function registerMessages(p: Platform, tickets: Tickets): void {
  const db = p.db;
  const toAnnouncement = (a: AnnouncementRow, lang: string) => ({
    id: a.id,
    announcementId: a.id,
    type: a.type,
    title: tr(a.titles, lang),
    content: tr(a.contents, lang),
    read: Boolean(a.read),
    createdAt: a.created_at,
  });

  p.handle('announcements', contract.announcements, ({ input, merchant, member, lang, now }) => {
    const types = (input.types ?? 'B,PL,PU,PR')
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean);
    const rows = announcementsFor(db, merchant.code, member?.id, types, now);
    const of = (type: string) => rows.filter((r) => r.type === type).map((r) => toAnnouncement(r, lang));
    const group = input.groupName === 'm_home' || input.groupName === 'm_live' ? input.groupName : undefined;
    return {
      promotion: of('PR'),
      banners: types.includes('B') ? bannersOf(db, merchant.code, lang, group) : [],
      player: of('PL'),
      popup: of('PU'),
    };
  });

  p.memberOnly('markAnnouncementRead', contract.markAnnouncementRead, ({ input, member }) => {
    const exists = db.get(
      'SELECT 1 FROM announcements WHERE id = ? AND (merchant IS NULL OR merchant = ?)',
      input.announcementId,
      member.merchant,
    );
    if (!exists) return fail('NOT_FOUND');
    db.run(
      'INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id) VALUES (?, ?)',
      member.id,
      input.announcementId,
    );
    return { ok: true };
  });

  p.memberOnly('markAllAnnouncementsRead', contract.markAllAnnouncementsRead, ({ member, now }) => {
    const unread = announcementsFor(db, member.merchant, member.id, ['PL', 'PU'], now).filter((a) => !a.read);
    for (const a of unread)
      db.run(
        'INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id) VALUES (?, ?)',
        member.id,
        a.id,
      );
    return { updated: unread.length };
  });

  p.handle('banners', contract.banners, ({ merchant, lang }) => bannersOf(db, merchant.code, lang));

  p.memberOnly('unreadCounts', contract.unreadCounts, ({ member, merchant, now }) =>
    unreadCountsOf(db, member, merchant, now),
  );

  // A message dated later than the platform time is not delivered yet.
  p.memberOnly('inbox', contract.inbox, ({ input, member, now }) => {
    const pageSize = input.pageSize ?? 20;
    const pageNo = input.pageNo ?? 1;
    const total = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM inbox WHERE member_id = ? AND created_at <= ?',
      member.id,
      now,
    )!.n;
    const rows = db.all<{ id: number; title: string; content: string; read: number; created_at: number }>(
      'SELECT * FROM inbox WHERE member_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      member.id,
      now,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return {
      content: rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        read: Boolean(r.read),
        createdAt: r.created_at,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      totalElements: total,
    };
  });

  p.memberOnly('markInboxRead', contract.markInboxRead, ({ input, member }) => {
    const { changes } = db.run(
      'UPDATE inbox SET read = 1 WHERE id = ? AND member_id = ?',
      input.id,
      member.id,
    );
    if (!changes) return fail('NOT_FOUND');
    return { ok: true };
  });

  // Only delivered messages: one dated later than the platform time stays unread until it shows.
  p.memberOnly('markAllInboxRead', contract.markAllInboxRead, ({ member, now }) => {
    const { changes } = db.run(
      'UPDATE inbox SET read = 1 WHERE member_id = ? AND read = 0 AND created_at <= ?',
      member.id,
      now,
    );
    return { updated: Number(changes) };
  });

  p.memberOnly('deleteInbox', contract.deleteInbox, ({ input, member }) => {
    const { changes } = db.run('DELETE FROM inbox WHERE id = ? AND member_id = ?', input.id, member.id);
    if (!changes) return fail('NOT_FOUND');
    return { ok: true };
  });

  p.handle('userAgreement', contract.userAgreement, ({ merchant, lang }) => {
    const { titles, contents } = agreementOf(merchant);
    return { title: tr(titles, lang), content: tr(contents, lang), updatedAt: AGREEMENT_UPDATED_AT };
  });

  p.memberOnly('chatPermission', contract.chatPermission, ({ member, merchant }) => ({
    hasPermission: Boolean(merchant.whitelabel.CBS3) && member.type !== 4,
  }));

  p.memberOnly('chatUnread', contract.chatUnread, ({ member, merchant }) => ({
    unReadCount: merchant.whitelabel.CBS3 ? member.chat_unread : 0,
  }));

  p.memberOnly('launchChat', contract.launchChat, ({ input, member, merchant, now, lang }) => {
    if (!merchant.whitelabel.CBS3) return fail('NO_PERMISSION');
    const ticket = tickets.issue(
      {
        memberId: member.id,
        merchant: merchant.code,
        kind: 'chat',
        data: {
          back: safeBackUrl(input.backUrl),
          title: input.title ?? '',
          color: /^#?[0-9a-fA-F]{3,8}$/.test(input.headerColor ?? '') ? input.headerColor! : '',
          lang,
        },
      },
      now,
    );
    db.run('UPDATE members SET chat_unread = 0 WHERE id = ?', member.id);
    return { chatUrl: `/sim/chat?ticket=${encodeURIComponent(ticket)}` };
  });

  p.handle('customerService', contract.customerService, ({ merchant }) => ({
    version: {
      pathList: merchant.customerService.map((e) => ({ type: e.type, title: e.title, path: e.path })),
    },
  }));

  p.handle('liveModels', contract.liveModels, ({ input, member }) => ({
    list: LIVE_MODELS.filter(
      (m) =>
        (input.active === undefined || m.active === input.active) &&
        (input.streaming === undefined || m.streaming === input.streaming),
    ).map((m) => ({ ...m, avatarUrl: `/sim/img/live/${m.id}.svg` })),
    hasLiveModel: Boolean(member?.has_live_model),
  }));
}
