// Short-lived tickets that let a demo page (game, lotto frame, chat) know who opened it without
// putting the session token in a URL.
import { newId } from './security.ts';

export interface Ticket {
  memberId: number;
  merchant: string;
  kind: 'game' | 'lotto' | 'chat';
  data: Record<string, string>;
  expiresAt: number;
}

export const TICKET_TTL_MS = 10 * 60_000;

export class Tickets {
  private readonly map = new Map<string, Ticket>();
  issue(t: Omit<Ticket, 'expiresAt'>, now: number): string {
    for (const [k, v] of this.map) if (v.expiresAt <= now) this.map.delete(k);
    const id = newId(16);
    this.map.set(id, { ...t, expiresAt: now + TICKET_TTL_MS });
    return id;
  }
  get(id: string | undefined, now: number): Ticket | undefined {
    if (!id) return undefined;
    const t = this.map.get(id);
    return t && t.expiresAt > now ? t : undefined;
  }
  clear(): void {
    this.map.clear();
  }
}

/**
 * A return address reduced to a path of the app (`/m…`) on this origin: an absolute URL keeps only
 * its path, so a link can never lead to another site.
 */
export function safeBackUrl(back: string | undefined, fallback = '/m/home'): string {
  if (!back) return fallback;
  try {
    const u = new URL(back, 'http://same.origin');
    return /^\/m(\/|$)/.test(u.pathname) ? `${u.pathname}${u.search}${u.hash}` : fallback;
  } catch {
    return fallback;
  }
}
