// Realistic promotions for the promotion screens' stories: several categories, dated and long-term
// ones, each member state, and one whose HTML carries planted script and handlers.
import { sampleArt } from '@ds/components/Image/fixtures';
import type { Value } from '../../testing/fixtures';
import type { Handlers } from '../../testing/fakeTransport';

type Promotion = Value<'promotionDetail'>;

const html = (title: string, reward: string) =>
  `<h3>${title}</h3><p>Participe e receba até <strong>${reward}</strong>.</p>` +
  '<ol><li>Inicie sessão e toque em Participar.</li><li>Cumpra o requisito de apostas (10x).</li></ol>' +
  '<table><thead><tr><th>Depósito</th><th>Bónus</th></tr></thead><tbody><tr><td>100</td><td>10</td></tr>' +
  '<tr><td>1000</td><td>120</td></tr></tbody></table><p><a href="/m/voucherCenter">Depositar agora</a></p>';

export function storyPromotion(
  id: number,
  title: string,
  category: Promotion['category'],
  state: Promotion['state'],
  extra: Partial<Promotion> = {},
): Promotion {
  const hue = (id * 47) % 360;
  return {
    id,
    title,
    content: html(title, '888'),
    category,
    kind: 'MANUAL',
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    noExpiry: 0,
    linkedPromotionId: null,
    imageRequired: 'Y',
    remarkRequired: 'Y',
    announcementImages: [
      { url: sampleArt(title.slice(0, 18), hue, 750, 300), sequence: 1 },
      { url: sampleArt(title.slice(0, 18), hue + 20, 750, 300), sequence: 2 },
    ],
    state,
    sequence: id,
    ...extra,
  };
}

export const storyPromotions: Promotion[] = [
  storyPromotion(1001, 'Bónus de boas-vindas 100% até 888', 'new_player', 'JOIN'),
  storyPromotion(1002, 'Recarga diária 10% em todos os depósitos', 'deposit_promo', 'APPLYING', {
    noExpiry: 1,
    endDate: '',
  }),
  storyPromotion(1003, 'Reembolso semanal no casino ao vivo', 'live_promo', 'CLAIM'),
  storyPromotion(1004, 'Torneio de slots PG Soft', 'rng_promo', 'REJECTED'),
  storyPromotion(1005, 'Missão de pesca: caça ao rei peixe', 'fish_promo', 'CLAIMED'),
  storyPromotion(1006, 'Em breve: carnaval de ano novo', 'other_promo', 'COMING_SOON', {
    startDate: '2027-01-01',
    endDate: '2027-01-31',
  }),
];

/** The planted payloads the detail must render as text only. */
export const plantedPromotion = storyPromotion(1100, 'Semana da sorte', 'other_promo', 'JOIN', {
  content:
    '<p>Deposite e ganhe bónus todos os dias.</p><script>window.__storyPlanted = 1</script>' +
    '<img src="/nothing.png" alt="" onerror="window.__storyPlanted = 2">' +
    '<p><a href="javascript:window.__storyPlanted=3">Termos</a> · <a href="https://example.com/regras">Regras</a></p>',
  imageRequired: 'N',
});

/** A platform that answers the list and each detail, with guests seeing no state. */
export function promotionHandlers(list: Promotion[], guest = false): Handlers {
  const strip = (p: Promotion) => (guest ? { ...p, state: null } : p);
  return {
    promotions: () => list.map(strip),
    promotionDetail: (input) => {
      const p = [...list, plantedPromotion].find((x) => x.id === Number(input.id));
      return p ? strip(p) : { ...strip(list[0]!), id: Number(input.id) };
    },
  };
}
