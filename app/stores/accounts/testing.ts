// Test helpers of the accounts stores: fake dependencies (API, notifier, session, clock) and
// realistic settings in the shape the platform sends. Used by unit tests and stories.
import type { SessionInfo } from '../SessionStore';
import { memoryStorages } from '../storage';
import type { AccountsApi, RegisterSettings, SiteSettingsValue } from './api';
import type { AccountsDeps, Notifier, PageLocation } from './deps';
import type { FieldRule } from './rules';
import type { Clock } from './SmsCooldown';

export function rule(name: string, overrides: Partial<FieldRule> = {}): FieldRule {
  return { name, enabled: true, required: false, pattern: '', message: '', maxLength: 0, ...overrides };
}

export const loginRules: FieldRule[] = [
  rule('loginUsername', {
    required: true,
    pattern: '^[A-Za-z0-9_]{4,16}$',
    message: 'err_account_format',
    maxLength: 16,
  }),
  rule('loginPassword', {
    required: true,
    pattern: '^.{6,20}$',
    message: 'err_password_format',
    maxLength: 20,
  }),
  rule('loginMobileNum', {
    required: true,
    pattern: '^\\d{8,15}$',
    message: 'err_invalid_mobile',
    maxLength: 20,
  }),
  rule('verificationCode', {
    required: true,
    pattern: '^\\d{4,10}$',
    message: 'err_verification_code',
    maxLength: 10,
  }),
];

export function registerSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    methods: ['username', 'mobileNum'],
    smsVerification: true,
    mobilePassword: true,
    captcha: false,
    affiliateEnabled: true,
    affiliateRequired: false,
    agreeDefault: true,
    fields: [
      rule('username', {
        required: true,
        pattern: '^[A-Za-z0-9_]{4,16}$',
        message: 'err_account_format',
        maxLength: 16,
      }),
      rule('password', {
        required: true,
        pattern: '^.{6,20}$',
        message: 'err_password_format',
        maxLength: 20,
      }),
      rule('confirmPassword', { required: true }),
      rule('mobileNum', {
        required: true,
        pattern: '^\\d{8,15}$',
        message: 'err_invalid_mobile',
        maxLength: 20,
      }),
      rule('email', {
        pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        message: 'err_email_format',
        maxLength: 120,
      }),
      rule('affiliateCode', { maxLength: 32 }),
      rule('nickname', { enabled: false }),
    ],
    loginFields: loginRules,
    ...overrides,
  };
}

export function siteSettings(
  overrides: { smsLogin?: boolean; captcha?: boolean; register?: RegisterSettings } = {},
): SiteSettingsValue {
  return {
    merchantCode: 'aurum',
    merchantName: 'Aurum',
    mainDomain: 'aurum.example',
    currency: 'BRL',
    currencySymbol: 'R$',
    currencyPattern: '#,##0.00',
    defaultLanguage: 'PT',
    languages: ['PT', 'EN'],
    countryDialingCode: '+55',
    dialingCodes: ['+55', '+351'],
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    whitelabel: { USERNAMEREG3: true, MOBILENUMREG3: true },
    settings: {
      smsLogin: overrides.smsLogin ?? true,
      captcha: overrides.captcha ?? false,
      facebookLogin: { enabled: false, clientId: '' },
      googleLogin: { enabled: false, clientId: '' },
      referralEnabled: true,
      minimumAge: 18,
    },
    mobileTemplate: {
      app_background: '',
      app_desc: '',
      app_desc_font_color: '',
      mem_cen: '1',
      dep_func: '1',
    },
    resources: [],
    customerService: { key: '', iv: '', data: '' },
    domainRoute: [],
    imageCDNs: [],
    paths: { image: '', game: '', lotto: '' },
    register: overrides.register ?? registerSettings(),
  };
}

export class FakeClock implements Clock {
  time = 1_700_000_000_000;
  private timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  private nextId = 1;
  now() {
    return this.time;
  }
  setInterval(fn: () => void, ms: number) {
    const id = this.nextId++;
    this.timers.set(id, { fn, ms, next: this.time + ms });
    return id;
  }
  clearInterval(handle: unknown) {
    this.timers.delete(handle as number);
  }
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.fn();
    }
    this.time = end;
  }
  get active() {
    return this.timers.size;
  }
}

export interface FakeNotifier extends Notifier {
  toasts: { id?: string | undefined; kind?: string | undefined; duration?: number | undefined }[];
  loadingOpen: number;
  confirmAnswer: boolean;
  prompts: { message?: string | undefined; title?: string | undefined }[];
}

export function fakeNotifier(): FakeNotifier {
  const n: FakeNotifier = {
    toasts: [],
    loadingOpen: 0,
    confirmAnswer: true,
    prompts: [],
    showToast(message, options) {
      n.toasts.push({ id: message.id, kind: options?.kind, duration: options?.duration });
      return n.toasts.length;
    },
    showLoading(message) {
      n.toasts.push({ id: message.id, kind: 'loading' });
      n.loadingOpen++;
      let open = true;
      return () => {
        if (open) n.loadingOpen--;
        open = false;
      };
    },
    confirm(request) {
      n.prompts.push({ message: request.message.id, title: request.title?.id });
      return Promise.resolve(n.confirmAnswer);
    },
  };
  return n;
}

type ApiImpl = { [K in keyof AccountsApi]: AccountsApi[K] };

/** An API whose calls are recorded; each method can be replaced. */
export function fakeApi(overrides: Partial<ApiImpl> = {}) {
  const calls: { name: keyof AccountsApi; args: unknown[] }[] = [];
  const grant = {
    token: 'tok-1',
    userName: 'demo_member',
    type: 0,
    firstTimeLogin: false,
    expiresAt: 1_900_000_000_000,
  };
  const base: ApiImpl = {
    settings: async () => siteSettings(),
    answeredSettings: () => null,
    captcha: async () => ({
      captchaId: `c${calls.length}`,
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
      expiresAt: 0,
    }),
    login: async () => grant,
    smsLoginCode: async () => ({ expirationTime: 0, canSendTime: 60 }),
    sendVerificationCode: async () => ({ expirationTime: 0, canSendTime: 60 }),
    register: async () => ({ ...grant, userName: 'new_player' }),
    usernameExists: async () => false,
    affiliateValid: async () => true,
    resetPassword: async () => undefined,
    changePassword: async () => undefined,
    hasLoginPassword: async () => true,
    trial: async () => ({
      token: 'trial-tok',
      userName: 'guest_8812',
      customerType: 4,
      expiresAt: 1_900_000_000_000,
    }),
  };
  const api = {} as ApiImpl;
  for (const key of Object.keys(base) as (keyof ApiImpl)[]) {
    const impl = (overrides[key] ?? base[key]) as (...args: unknown[]) => unknown;
    (api as Record<string, unknown>)[key] = (...args: unknown[]) => {
      // A read of what the app already holds, not a call to the platform.
      if (key !== 'answeredSettings') calls.push({ name: key, args });
      return impl(...args);
    };
  }
  return {
    api: api as AccountsApi,
    calls,
    count: (name: keyof AccountsApi) => calls.filter((c) => c.name === name).length,
  };
}

export function fakeDeps(
  options: {
    api?: AccountsApi;
    session?: SessionInfo | null;
    location?: Partial<PageLocation>;
    clock?: Clock;
  } = {},
) {
  const storages = memoryStorages();
  const ui = fakeNotifier();
  const navigations: string[] = [];
  const started: { info: SessionInfo; stay: boolean | undefined }[] = [];
  const session = {
    info: options.session ?? null,
    get isTrial() {
      return this.info?.type === 4;
    },
    start(info: SessionInfo, opts?: { stay?: boolean }) {
      this.info = info;
      started.push({ info, stay: opts?.stay });
    },
  };
  const deps: AccountsDeps = {
    api: options.api ?? fakeApi().api,
    ui,
    session,
    storages,
    navigate: (to) => navigations.push(to),
    env: {
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      displayStandalone: false,
      iosStandalone: false,
      webclipFlag: false,
    },
    location: () => ({
      host: 'm.aurum.example',
      hostname: 'm.aurum.example',
      search: '',
      ...options.location,
    }),
    clock: options.clock ?? new FakeClock(),
    merchantCode: () => 'aurum',
  };
  return { deps, storages, ui, navigations, started, session };
}

/** Every value in every storage, for "no password anywhere" assertions. */
export function allStoredText(storages: ReturnType<typeof memoryStorages>): string {
  const dump = (s: { getItem(k: string): string | null }, keys: string[]) =>
    keys.map((k) => `${k}=${s.getItem(k)}`).join('\n');
  const keysOf = (s: unknown) => [...((s as { map: Map<string, string> }).map?.keys() ?? [])];
  return `${dump(storages.local, keysOf(storages.local))}\n${dump(storages.session, keysOf(storages.session))}`;
}
