// Story support for the loyalty screens (daily sign-in, reward center, points mall): a small
// platform built afresh for each story, so a sign-in, a claim or a redemption in a play function
// changes what the next read answers, with realistic data dated from FIXED_NOW, plus the loading
// (never answers), empty and failing variants.
import { sampleArt } from '@ds/components/Image/fixtures';
import { appLoader, type AppStoryParameters } from '../../testing/appStory';
import { FakeFailure, fakePage, type Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW, type Value } from '../../testing/fixtures';

type Reward = Value<'rewardCenter'>['content'][number];
type MallItem = Value<'mallItems'>['items'][number];
type MallOrder = Value<'mallOrders'>['content'][number];

const DAY = 86_400_000;
const SIGN_IN_REWARDS = [1, 2, 3, 5, 8, 10, 20];

export interface LoyaltyStoryParameters {
  /** 'loading' never answers; 'empty' has nothing to show; 'error' fails every loyalty read. */
  mode?: 'loading' | 'empty' | 'error';
  /** Today is signed already. */
  signed?: boolean;
}

/** FIXED_NOW's day (2026-03-14) and its month's earlier sign-ins: a run of two ending yesterday. */
const TODAY = new Date(FIXED_NOW).toISOString().slice(0, 10);
const EARLIER = [2, 3, 4, 7, 8, 9, 10, 12, 13];

const REWARD_TITLES: [number, string, Reward['status'], number, string][] = [
  [1031, 'Bónus de aniversário', 'ISSUED', 188, ''],
  [1012, 'Sequência de vitórias no bacará', 'ISSUED', 38, ''],
  [1011, 'Sorteio semanal JILI', 'ISSUED', 88, ''],
  [1025, 'Bónus de subida de nível VIP', 'ISSUED', 58, ''],
  [1010, 'Torneio PG Soft: 12.º lugar', 'ISSUED', 120, ''],
  [1005, 'Reforço de depósito ao fim de semana', 'APPLYING', 288, 'Depósito de 1.000 no sábado'],
  [1009, 'Missão de slots: 100 rodadas', 'PROCESS', 58, '100 rodadas no Fortune Tiger'],
  [1018, 'Reembolso de eSports', 'REJECTED', 200, 'Aposta no CBLOL; o jogo foi adiado'],
];

function rewards(): Reward[] {
  const list: Reward[] = REWARD_TITLES.map(([promotionId, title, status, amount, remarks], i) => ({
    id: 100 + i,
    promotionId,
    title,
    status,
    amount,
    remarks,
    pictures: [],
    createdAt: FIXED_NOW - (i + 1) * DAY,
  }));
  // Enough claimed rewards for a second page.
  for (let i = 0; i < 24; i++)
    list.push({
      id: 200 + i,
      promotionId: 1001 + (i % 30),
      title: ['Recarga diária 10%', 'Rodadas grátis no registo', 'Cashback de casino ao vivo 1%'][i % 3]!,
      status: 'CLAIMED',
      amount: [18, 25, 9.6][i % 3]!,
      remarks: '',
      pictures: [],
      createdAt: FIXED_NOW - (10 + i * 2) * DAY,
    });
  return list;
}

const ITEMS: [string, string, number, number, string][] = [
  ['Bónus de 5', 'bonus', 500, 999, '+5'],
  ['Bónus de 20', 'bonus', 1800, 999, '+20'],
  ['10 rodadas grátis', 'spins', 300, 500, '10 FS'],
  ['Bónus de 100', 'bonus', 8000, 100, '+100'],
  ['Auscultadores sem fios', 'gift', 25000, 5, 'BT'],
  ['Caneca da marca', 'gift', 2500, 0, 'MUG'],
];

function items(): MallItem[] {
  return ITEMS.map(([name, category, points, stock, art], i) => ({
    id: i + 1,
    name,
    category,
    points,
    stock,
    imageUrl: sampleArt(art, 30 + i * 55, 240, 240),
    description: `Troque ${points} pontos.`,
  }));
}

/** The loyalty calls, over state of their own (a fresh one per story). */
export function loyaltyHandlers(options: LoyaltyStoryParameters = {}): Handlers {
  const never = () => new Promise<never>(() => undefined);
  const failure = () => new FakeFailure(500, 'SERVER_ERROR', 'err_unknown');
  const empty = options.mode === 'empty';
  let signed = Boolean(options.signed);
  let points = empty ? 0 : 3200;
  const all = empty ? [] : rewards();
  const shop = empty ? [] : items();
  const orders: MallOrder[] = empty
    ? []
    : [
        [3, 300, 3],
        [1, 500, 10],
        [3, 300, 21],
      ].map(([item, cost, daysAgo], i) => ({
        orderId: `M8K2Q${i}A7`,
        itemId: item!,
        name: shop[item! - 1]!.name,
        imageUrl: shop[item! - 1]!.imageUrl,
        quantity: 1,
        points: cost!,
        createdAt: FIXED_NOW - daysAgo! * DAY,
      }));

  const status = (): Value<'signInStatus'> => {
    const streak = signed ? 3 : 2;
    return {
      today: TODAY,
      signedToday: signed,
      streak,
      count: signed ? 0 : 1,
      days: SIGN_IN_REWARDS.map((reward, i) => ({ day: i + 1, reward, signed: i < streak })),
      monthSignIns: [...EARLIER, ...(signed ? [14] : [])].map((d, i) => ({
        date: `${TODAY.slice(0, 8)}${String(d).padStart(2, '0')}`,
        reward: SIGN_IN_REWARDS[i % 3]!,
      })),
      rulesHtml:
        '<p>Faça check-in todos os dias. O prémio cresce até ao 7.º dia e o ciclo recomeça.</p>' +
        '<ul><li>Um check-in por dia (hora do servidor).</li><li>Falhar um dia recomeça a sequência.</li></ul>',
    };
  };
  const handlers: Handlers = {
    signInStatus: status,
    signIn: () => {
      if (signed) return new FakeFailure(409, 'ALREADY_DONE', 'err_conflict');
      signed = true;
      return { reward: 3, streak: 3, balance: 1237.56 };
    },
    rewardCenter: (input) =>
      fakePage(input.status ? all.filter((r) => r.status === input.status) : all, input),
    claimReward: (input) => {
      const r = all.find((x) => x.id === Number(input.id));
      if (!r || r.status !== 'ISSUED') return new FakeFailure(409, 'CONFLICT', 'err_conflict');
      r.status = 'CLAIMED';
      return { id: r.id, amount: r.amount, balance: 1234.56 + r.amount };
    },
    promoAvailability: () => [
      { key: 'LOGIN', enabled: true, count: signed ? 0 : 1 },
      { key: 'MANUAL', enabled: true, count: all.filter((r) => r.status === 'ISSUED').length },
    ],
    mallItems: () => ({ points, items: shop }),
    redeem: (input) => {
      const item = shop.find((i) => i.id === Number(input.itemId));
      if (!item) return new FakeFailure(404, 'NOT_FOUND', 'err_not_found');
      if (item.stock < 1) return new FakeFailure(409, 'OUT_OF_STOCK', 'err_out_of_stock');
      if (item.points > points) return new FakeFailure(400, 'INSUFFICIENT_POINTS', 'err_insufficient_points');
      points -= item.points;
      item.stock -= 1;
      const order = {
        orderId: `M9X${orders.length}B2`,
        itemId: item.id,
        name: item.name,
        imageUrl: item.imageUrl,
        quantity: 1,
        points: item.points,
        createdAt: FIXED_NOW,
      };
      orders.unshift(order);
      return { orderId: order.orderId, pointsLeft: points };
    },
    mallOrders: (input) => fakePage(orders, input),
  };
  if (options.mode === 'loading' || options.mode === 'error') {
    const by = options.mode === 'loading' ? never : failure;
    for (const name of ['signInStatus', 'rewardCenter', 'mallItems', 'mallOrders'] as const)
      (handlers as Record<string, unknown>)[name] = by;
  }
  return handlers;
}

/** `appLoader` with the loyalty calls added (a story's own `app.handlers` win), on FIXED_NOW. */
export const loyaltyLoader = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}) => {
  const loyalty = (context.parameters.loyalty ?? {}) as LoyaltyStoryParameters;
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  return appLoader({
    ...context,
    parameters: {
      ...context.parameters,
      app: {
        user: 'member',
        ...app,
        now: () => FIXED_NOW,
        handlers: { ...loyaltyHandlers(loyalty), ...app.handlers },
      },
    },
  });
};
