// Realistic VIP club and invite-friends data for stories and tests: the 15 levels as a merchant
// sets them (names, rising requirements and bonuses, a badge and a bonus picture each), the club
// page's three texts, a member part of the way from level 7 to 8, and a member's invite page with
// qualified and waiting friends. Pictures are inline SVG (no network); a level can be given a
// picture that fails, to show the fallback.
import { brokenImage, sampleArt } from '@ds/components/Image/fixtures';
import { FIXED_NOW, fixtureUsers, memberInfoFixture, type Value } from './fixtures';
import { FakeFailure, type Handlers } from './fakeTransport';

export type VipLevelValue = Value<'vipLevels'>['levels'][number];

const NAMES = [
  'Bronze I',
  'Bronze II',
  'Bronze III',
  'Silver I',
  'Silver II',
  'Silver III',
  'Gold I',
  'Gold II',
  'Gold III',
  'Platinum I',
  'Platinum II',
  'Platinum III',
  'Diamond I',
  'Diamond II',
  'Crown',
];

export function vipLevelFixture(level: number, options: { broken?: boolean } = {}): VipLevelValue {
  const hue = (level * 23 + 20) % 360;
  const upgradeBonus = level === 1 ? 0 : Math.round(5 * 1.9 ** (level - 1));
  return {
    level,
    name: NAMES[level - 1] ?? `VIP ${level}`,
    depositRequired: level === 1 ? 0 : Math.round(100 * 2.1 ** (level - 1)),
    betRequired: level === 1 ? 0 : Math.round(500 * 2.2 ** (level - 1)),
    upgradeBonus,
    monthlyBonus: level < 3 ? 0 : Math.round(3 * 1.8 ** (level - 1)),
    birthdayBonus: level < 4 ? 0 : level * 20,
    dailyWithdrawLimit: 5 + level * 2,
    rebateRate: Math.round((0.3 + level * 0.05) * 100) / 100,
    imageUrl: options.broken ? brokenImage : sampleArt(`VIP ${level}`, hue, 240, 240),
    bonusImageUrl: options.broken ? brokenImage : sampleArt(`VIP ${level} +${upgradeBonus}`, hue, 600, 240),
  };
}

const TEXTS = {
  levelRulesHtml:
    '<p>O Clube VIP tem 15 níveis, de Bronze I a Crown. Sobe de nível quando os seus depósitos e as suas ' +
    'apostas válidas acumulados atingem os dois requisitos do nível seguinte.</p>' +
    '<ul><li>A subida é verificada todos os dias às 00:00, hora da plataforma.</li>' +
    '<li>Só contam apostas válidas: apostas canceladas, anuladas ou nos dois lados de um jogo não contam.</li>' +
    '<li>Para manter o nível, deposite pelo menos o requisito de depósito do nível atual em cada 90 dias.</li></ul>',
  bonusRulesHtml:
    '<p>Cada nível dá bónus exclusivos, creditados na carteira principal.</p>' +
    '<ul><li>Bónus de subida: pago uma vez, ao atingir o nível.</li>' +
    '<li>Bónus mensal: pago no dia 1 de cada mês, a quem apostou no mês anterior.</li>' +
    '<li>Bónus de aniversário: pago no dia de aniversário da conta, a partir do nível 4.</li></ul>',
  descriptionHtml:
    '<p>Além dos bónus, cada nível aumenta os levantamentos diários e a percentagem de reembolso sobre ' +
    'as apostas válidas, paga todos os dias.</p>' +
    '<p>A partir de Platinum I, tem um gestor de conta dedicado e os seus levantamentos são tratados ' +
    'primeiro. Os benefícios de um novo nível aplicam-se no dia seguinte à subida.</p>',
};

/** The 15 levels and the texts; `broken` levels have pictures that fail to load. */
export function vipLevelsFixture(options: { broken?: readonly number[] } = {}): Value<'vipLevels'> {
  return {
    levels: Array.from({ length: 15 }, (_, i) =>
      vipLevelFixture(i + 1, { broken: options.broken?.includes(i + 1) }),
    ),
    ...TEXTS,
  };
}

/** A member at `level`, part of the way to the next (none at 15). */
export function vipBenefitsFixture(level = 7): Value<'vipBenefits'> {
  const next = level < 15 ? vipLevelFixture(level + 1) : null;
  const target = next ?? vipLevelFixture(level);
  return {
    current: vipLevelFixture(level),
    next,
    depositProgress: Math.round(target.depositRequired * 0.62),
    betProgress: Math.round(target.betRequired * 0.35),
  };
}

const FRIENDS = [
  ['**a_p', true, 30],
  ['***o_r', true, 30],
  ['***wei', false, 0],
  ['****hai', false, 0],
  ['**rta', true, 30],
  ['***uno', false, 0],
] as const;

/** A member's invite page: `friends` invited (cycling through six), newest first, one page of them. */
export function inviteInfoFixture(
  options: { friends?: number; pageNo?: number; pageSize?: number; merchant?: string } = {},
): Value<'inviteInfo'> {
  const count = options.friends ?? 4;
  const pageSize = options.pageSize ?? 20;
  const pageNo = options.pageNo ?? 1;
  const all = Array.from({ length: count }, (_, i) => {
    const [userName, qualified, reward] = FRIENDS[i % FRIENDS.length]!;
    return { userName, registeredAt: FIXED_NOW - (i + 1) * 3 * 86_400_000, qualified, reward };
  });
  const code = `${(options.merchant ?? 'aurum').slice(0, 2).toUpperCase()}MEMBER`;
  return {
    code,
    link: `https://m.${options.merchant ?? 'aurum'}.example/m/register?code=${code}`,
    invitedCount: all.length,
    qualifiedCount: all.filter((f) => f.qualified).length,
    totalReward: all.reduce((s, f) => s + f.reward, 0),
    rewardPerFriend: 30,
    rulesHtml:
      '<p>Ganhe 30 por cada amigo que se registe com o seu código ou link e deposite pelo menos 100.</p>' +
      '<ul><li>O prémio é creditado na sua carteira quando o amigo atinge o depósito.</li>' +
      '<li>Cada amigo conta uma vez; contas duplicadas não contam.</li></ul>',
    records: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
  };
}

/**
 * A platform answering the VIP and invite calls with the fixtures above, for demo_member at `level`
 * (its member info says so too).
 */
export function vipHandlers(
  options: { level?: number; broken?: readonly number[]; friends?: number } = {},
): Handlers {
  const level = options.level ?? 7;
  const member = fixtureUsers.member;
  return {
    vipLevels: () => vipLevelsFixture({ broken: options.broken }),
    vipBenefits: () => vipBenefitsFixture(level),
    inviteInfo: (input) =>
      inviteInfoFixture({
        friends: options.friends,
        pageNo: Number(input.pageNo ?? 1),
        pageSize: Number(input.pageSize ?? 20),
      }),
    memberInfo: (_input, request) =>
      request.headers.Authorization
        ? {
            ...memberInfoFixture(member),
            vipLevel: level,
            clubLabel: { labelName: `VIP ${vipLevelFixture(level).name}` },
          }
        : new FakeFailure(401, 'NOT_LOGGED_IN', 'err_not_logged_in'),
  };
}
