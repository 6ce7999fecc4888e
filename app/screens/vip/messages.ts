import { defineMessage, defineMessages } from 'react-intl';

export const vipMessages = defineMessages({
  sections: {
    id: 'vip_sections',
    defaultMessage: 'Secções do Clube VIP',
    description: 'VIP club page: accessible name of the top navigation (home link and the sections)',
  },
  home: {
    id: 'vip_home',
    defaultMessage: 'Início',
    description: 'VIP club page: link to the home page in the top navigation',
  },
  levelsTitle: {
    id: 'vip_levels_title',
    defaultMessage: 'Níveis VIP',
    description:
      'VIP club page: title of the section with the 15 level cards (and its link in the top navigation)',
  },
  bonusTitle: {
    id: 'vip_bonus_title',
    defaultMessage: 'Bónus VIP exclusivo',
    description:
      'VIP club page: title of the section with the 15 bonus pictures (and its link in the top navigation)',
  },
  benefitsTitle: {
    id: 'vip_benefits_title',
    defaultMessage: 'Descrição dos benefícios',
    description:
      'VIP club page: title of the benefit description section (and its link in the top navigation)',
  },
  levelList: {
    id: 'vip_level_list',
    defaultMessage: 'Todos os níveis VIP',
    description: 'VIP club page: accessible name of the sideways-scrolling row of level cards',
  },
  bonusList: {
    id: 'vip_bonus_list',
    defaultMessage: 'Bónus de cada nível',
    description: 'VIP club page: accessible name of the sideways-scrolling row of bonus pictures',
  },
  benefitList: {
    id: 'vip_benefit_list',
    defaultMessage: 'Levantamentos e reembolso por nível',
    description: 'VIP club page: accessible name of the list of daily withdrawals and rebate per level',
  },
  readAll: {
    id: 'vip_read_all',
    defaultMessage: 'Ler tudo',
    description:
      'VIP pages: button under the first lines of a long text that opens the whole text in a popup',
  },
  close: {
    id: 'vip_close',
    defaultMessage: 'Fechar',
    description: 'VIP pages: closes the popup with the whole text',
  },
  yourLevel: {
    id: 'vip_your_level',
    defaultMessage: 'O seu nível',
    description: 'VIP pages: label over the member’s own level, and the badge on their level’s card',
  },
  seeBenefits: {
    id: 'vip_see_benefits',
    defaultMessage: 'Ver os meus benefícios e progresso',
    description: 'VIP club page: link from the member’s level to their VIP benefits page',
  },
  guestTitle: {
    id: 'vip_guest_title',
    defaultMessage: 'Qual é o seu nível VIP?',
    description: 'VIP club page, visitor: title of the card that invites them to sign in',
  },
  guestText: {
    id: 'vip_guest_text',
    defaultMessage: 'Entre para ver o seu nível, o seu progresso e os seus benefícios.',
    description: 'VIP club page, visitor: why to sign in',
  },
  signIn: {
    id: 'vip_sign_in',
    defaultMessage: 'Entrar',
    description: 'VIP club page, visitor: sign-in button',
  },
  seeAllLevels: {
    id: 'vip_see_all_levels',
    defaultMessage: 'Ver todos os níveis do Clube VIP',
    description: 'VIP benefits page: link to the VIP club page with every level',
  },
  depositRequired: {
    id: 'vip_deposit_required',
    defaultMessage: 'Depósitos',
    description:
      'VIP pages: the deposits a level requires (label before the amount), and the deposit progress bar',
  },
  betRequired: {
    id: 'vip_bet_required',
    defaultMessage: 'Apostas válidas',
    description:
      'VIP pages: the valid bets a level requires (label before the amount), and the bet progress bar',
  },
  upgradeBonus: {
    id: 'vip_upgrade_bonus',
    defaultMessage: 'Bónus de subida',
    description: 'VIP pages: bonus paid once on reaching a level',
  },
  monthlyBonus: {
    id: 'vip_monthly_bonus',
    defaultMessage: 'Bónus mensal',
    description: 'VIP pages: bonus paid every month at a level',
  },
  birthdayBonus: {
    id: 'vip_birthday_bonus',
    defaultMessage: 'Bónus de aniversário',
    description: 'VIP pages: bonus paid on the account’s birthday at a level',
  },
  dailyWithdrawals: {
    id: 'vip_daily_withdrawals',
    defaultMessage: 'Levantamentos por dia',
    description: 'VIP pages: how many withdrawals a day a level allows',
  },
  rebate: {
    id: 'vip_rebate',
    defaultMessage: 'Reembolso sobre apostas',
    description: 'VIP pages: the percentage of valid bets paid back at a level',
  },
  loading: {
    id: 'vip_loading',
    defaultMessage: 'A carregar o Clube VIP',
    description: 'VIP pages: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'vip_load_failed',
    defaultMessage: 'Não foi possível carregar o Clube VIP.',
    description: 'VIP pages: a read failed',
  },
  offline: {
    id: 'vip_offline',
    defaultMessage: 'Sem ligação. O Clube VIP volta quando a ligação voltar.',
    description: 'VIP pages: a read failed while offline (it is read again when the connection returns)',
  },
  empty: {
    id: 'vip_empty',
    defaultMessage: 'O Clube VIP ainda não tem níveis. Volte em breve.',
    description: 'VIP club page: the merchant has set no levels',
  },
  progressNote: {
    id: 'vip_progress_note',
    defaultMessage: 'Sobe de nível quando cumprir os dois requisitos.',
    description: 'VIP benefits page: both the deposit and the bet requirement are needed to move up',
  },
  met: {
    id: 'vip_met',
    defaultMessage: 'Requisito cumprido',
    description: 'VIP benefits page: under a progress bar whose requirement is reached',
  },
  topLevel: {
    id: 'vip_top_level',
    defaultMessage: 'Chegou ao nível mais alto do Clube VIP. Parabéns!',
    description: 'VIP benefits page: the member is at the top level, there is no next level',
  },
  benefitsCompare: {
    id: 'vip_benefits_compare',
    defaultMessage: 'Benefícios',
    description: 'VIP benefits page: title of the list comparing the member’s level with the next',
  },
  rulesTitle: {
    id: 'vip_rules_title',
    defaultMessage: 'Regras do Clube VIP',
    description: 'VIP benefits page: title of the section with the club’s texts',
  },
  none: {
    id: 'vip_none',
    defaultMessage: '—',
    description: 'VIP pages: a bonus a level does not have (zero)',
  },
});

/** 'Progresso para VIP 8 · Gold II'. */
export const progressTitle = defineMessage<{ level: string }>({
  id: 'vip_progress_title',
  defaultMessage: 'Progresso para {level}',
  description: 'VIP benefits page: title of the progress card; level is e.g. “VIP 8 · Gold II”',
});

/** 'VIP 7 · Gold I'. */
export const levelName = defineMessage<{ level: number; name: string }>({
  id: 'vip_level_name',
  defaultMessage: 'VIP {level} · {name}',
  description: 'VIP pages: a level by its number and its name, e.g. “VIP 7 · Gold I”',
});

/** 'VIP 7'. */
export const levelNumber = defineMessage<{ level: number }>({
  id: 'vip_level_number',
  defaultMessage: 'VIP {level}',
  description: 'VIP pages: a level by its number (in a level card, and the picture fallback)',
});

/** '¥4,200.00 / ¥18,010.00'. */
export const progressFigures = defineMessage<{ done: string; required: string }>({
  id: 'vip_progress_figures',
  defaultMessage: '{done} / {required}',
  description:
    'VIP benefits page: the figures of a progress bar, done out of required (amounts with currency)',
});

/** 'Faltam ¥13,810.00'. */
export const remaining = defineMessage<{ amount: string }>({
  id: 'vip_remaining',
  defaultMessage: 'Faltam {amount}',
  description: 'VIP benefits page: under a progress bar, what is still missing',
});

/** 'Próximo nível: ¥76.00'. */
export const nextValue = defineMessage<{ value: string }>({
  id: 'vip_next_value',
  defaultMessage: 'No próximo nível: {value}',
  description:
    'VIP benefits page: a benefit’s value at the next level, under its value at the member’s level',
});

/** '19 por dia'. */
export const perDay = defineMessage<{ count: number }>({
  id: 'vip_per_day',
  defaultMessage: '{count} por dia',
  description: 'VIP pages: a number of withdrawals a day',
});

/** '0.65%'. */
export const percent = defineMessage<{ rate: string }>({
  id: 'vip_percent',
  defaultMessage: '{rate}%',
  description: 'VIP pages: a rebate percentage (the number is already formatted)',
});

/** 'Levantamentos por dia: 19 · Reembolso: 0.65%'. */
export const levelBenefitLine = defineMessage<{ withdrawals: number; rate: string }>({
  id: 'vip_level_benefit_line',
  defaultMessage: '{withdrawals} levantamentos por dia · reembolso de {rate}%',
  description: 'VIP club page: one level’s daily withdrawals and rebate in the benefit description list',
});
