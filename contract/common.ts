// Shapes shared by several calls. Query parameters arrive as strings, so numeric and boolean
// request fields accept both (`qInt`, `qBool`); responses are strict JSON types.
import * as z from './schema.ts';
import { lazySchema } from './define.ts';

/** Platform language codes (app locale -> platform: pt PT, en EN, zh-CN CN, th TH, vi VN, fil PH, pt-BR BR). */
export const PLATFORM_LANGUAGES = ['PT', 'EN', 'CN', 'TH', 'VN', 'PH', 'BR'] as const;
export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];
export const LOCALE_TO_PLATFORM_LANGUAGE: Readonly<Record<string, PlatformLanguage>> = {
  pt: 'PT',
  en: 'EN',
  'zh-CN': 'CN',
  th: 'TH',
  vi: 'VN',
  fil: 'PH',
  'pt-BR': 'BR',
};
export const language = lazySchema(() => z.enum(PLATFORM_LANGUAGES));
export const optLanguage = lazySchema(() => z.optional(language));

/** An integer query parameter (a number from the app, a string on the wire). */
export const qInt = lazySchema(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))]),
    z.transform((v: number | string) => Number(v)),
  ),
);
/** A positive page number or page size. */
export const qPage = lazySchema(() => z.pipe(qInt, z.number().check(z.gte(1), z.lte(500))));
/** A boolean query parameter ('true'/'false'/'1'/'0' on the wire). */
export const qBool = lazySchema(() =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v: boolean | string) => v === true || v === 'true' || v === '1'),
  ),
);
/** An amount of money: a number from the app; also accepted as a decimal string. */
export const amount = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d{1,2})?$/))]),
      z.transform((v: number | string) => Number(v)),
    ),
    z.number().check(z.gt(0)),
  ),
);
/** A calendar date, YYYY-MM-DD. */
export const isoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** Member types: 0 member, 1/2/41/42 agents, 4 trial, 40 (contract exclusions). */
export const memberType = lazySchema(() => z.number());
export const TRIAL_TYPE = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Types never asked about agent contract requests (SPEC §5). */
export const CONTRACT_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];

/** A page of a list: `content` with the page number (1-based) and the page count. */
export function page<T extends z.Schema>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
  });
}
const optPage = lazySchema(() => z.optional(qPage));
/** The paging parameters of a list request, spread into its object (lazy, as every schema here). */
export const paging = {
  pageNo: optPage,
  pageSize: optPage,
};

/** An empty success value. */
export const empty = lazySchema(() => z.object({}));
/** Success of an action: `{ ok: true }` plus what changed. */
export const ok = lazySchema(() => z.object({ ok: z.boolean() }));

/** Image attached to a promotion/announcement: sequence 1 is the cover, 2 the banner. */
export const announcementImage = lazySchema(() => z.object({ url: z.string(), sequence: z.number() }));

/** Session grant returned by login, register and renew. */
export const sessionGrant = lazySchema(() =>
  z.object({
    token: z.string(),
    userName: z.string(),
    type: memberType,
    firstTimeLogin: z.boolean(),
    /** Epoch ms when the token stops working unless renewed. */
    expiresAt: z.number(),
  }),
);
