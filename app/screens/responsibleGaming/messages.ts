// The responsible-gaming screen's messages: area `safety`.
import { defineMessage, defineMessages } from 'react-intl';

export const rgMessages = defineMessages({
  depositTitle: {
    id: 'rg_deposit_title',
    defaultMessage: 'Limites de depósito',
    description: 'Responsible gaming: heading of the deposit limits',
  },
  lossTitle: {
    id: 'rg_loss_title',
    defaultMessage: 'Limites de perdas',
    description: 'Responsible gaming: heading of the loss limits (net amount lost in bets)',
  },
  day: { id: 'rg_period_day', defaultMessage: 'Diário', description: 'Responsible gaming: a limit per day' },
  week: {
    id: 'rg_period_week',
    defaultMessage: 'Semanal',
    description: 'Responsible gaming: a limit per week (7 days)',
  },
  month: {
    id: 'rg_period_month',
    defaultMessage: 'Mensal',
    description: 'Responsible gaming: a limit per month (30 days)',
  },
  noLimit: {
    id: 'rg_no_limit',
    defaultMessage: 'Sem limite',
    description: 'Responsible gaming: a limit that is not set',
  },
  sessionTitle: {
    id: 'rg_session_title',
    defaultMessage: 'Tempo de sessão',
    description: 'Responsible gaming: heading of the session time limit',
  },
  sessionLabel: {
    id: 'rg_session_label',
    defaultMessage: 'Limite por sessão',
    description: 'Responsible gaming: row of the session time limit',
  },
  realityTitle: {
    id: 'rg_reality_section',
    defaultMessage: 'Verificação da realidade',
    description: 'Responsible gaming: heading of the reality check setting',
  },
  realityLabel: {
    id: 'rg_reality_label',
    defaultMessage: 'Lembrete durante o jogo',
    description: 'Responsible gaming: row of the reality check interval',
  },
  realityHint: {
    id: 'rg_reality_hint',
    defaultMessage: 'Mostra o tempo jogado e o resultado da sessão, mesmo durante um jogo.',
    description: 'Responsible gaming: what the reality check does',
  },
  off: { id: 'rg_off', defaultMessage: 'Desligado', description: 'Responsible gaming: a setting turned off' },
  amountLabel: {
    id: 'rg_amount_label',
    defaultMessage: 'Valor do limite',
    description: 'Responsible gaming: limit editor, amount field',
  },
  amountInvalid: {
    id: 'rg_amount_invalid',
    defaultMessage: 'Indique um valor maior do que zero.',
    description: 'Responsible gaming: limit editor, the amount typed is not a positive number',
  },
  save: { id: 'rg_save', defaultMessage: 'Guardar', description: 'Responsible gaming: save a limit' },
  remove: {
    id: 'rg_remove',
    defaultMessage: 'Remover limite',
    description: 'Responsible gaming: remove a limit (applies after the cooling period)',
  },
  cancel: { id: 'rg_cancel', defaultMessage: 'Cancelar', description: 'Responsible gaming: close a dialog' },
  savedNow: {
    id: 'rg_saved_now',
    defaultMessage: 'Limite guardado. Já está em vigor.',
    description: 'Responsible gaming: confirmation that a lower limit applies now',
  },
  savedLater: {
    id: 'rg_saved_later',
    defaultMessage: 'Pedido guardado. Entra em vigor após o período de espera.',
    description: 'Responsible gaming: confirmation that a raise waits for the cooling period',
  },
  breakTitle: {
    id: 'rg_break_title',
    defaultMessage: 'Fazer uma pausa',
    description: 'Responsible gaming: heading and button for a break from play (24 hours to 6 weeks)',
  },
  breakHint: {
    id: 'rg_break_hint',
    defaultMessage: 'Afaste-se do jogo de 24 horas a 6 semanas.',
    description: 'Responsible gaming: what a break is',
  },
  exclusionTitle: {
    id: 'rg_exclusion_title',
    defaultMessage: 'Autoexclusão',
    description:
      'Responsible gaming: heading and button for self-exclusion (6 months to 5 years, or permanent)',
  },
  exclusionHint: {
    id: 'rg_exclusion_hint',
    defaultMessage: 'Bloqueie a sua conta de 6 meses a 5 anos, ou para sempre.',
    description: 'Responsible gaming: what self-exclusion is',
  },
  lengthLabel: {
    id: 'rg_length_label',
    defaultMessage: 'Duração',
    description: 'Responsible gaming: break or exclusion dialog, the length choice',
  },
  permanent: {
    id: 'rg_permanent',
    defaultMessage: 'Permanente',
    description: 'Responsible gaming: self-exclusion for good',
  },
  consequencesTitle: {
    id: 'rg_consequences_title',
    defaultMessage: 'O que acontece',
    description: 'Responsible gaming: heading of the consequences of a break or exclusion',
  },
  consequenceSignOut: {
    id: 'rg_consequence_sign_out',
    defaultMessage: 'A sessão termina já, em todos os dispositivos.',
    description: 'Responsible gaming: consequence of a break: signed out everywhere',
  },
  consequenceLogin: {
    id: 'rg_consequence_login',
    defaultMessage: 'Não poderá entrar, depositar nem jogar até ao fim do período.',
    description: 'Responsible gaming: consequence of a break: no login, deposit or play until it ends',
  },
  consequenceLoginPermanent: {
    id: 'rg_consequence_login_permanent',
    defaultMessage: 'Não poderá voltar a entrar, depositar nem jogar com esta conta.',
    description: 'Responsible gaming: consequence of a permanent exclusion',
  },
  consequenceMarketing: {
    id: 'rg_consequence_marketing',
    defaultMessage: 'Deixa de receber promoções e mensagens de marketing.',
    description: 'Responsible gaming: consequence of a break: marketing stops',
  },
  consequenceFinal: {
    id: 'rg_consequence_final',
    defaultMessage: 'Não é possível cancelar nem encurtar depois de confirmar.',
    description: 'Responsible gaming: consequence of a break: it cannot be undone',
  },
  confirmBreak: {
    id: 'rg_confirm_break',
    defaultMessage: 'Começar a pausa',
    description: 'Responsible gaming: confirm button of the break dialog',
  },
  confirmExclusion: {
    id: 'rg_confirm_exclusion',
    defaultMessage: 'Autoexcluir-me',
    description: 'Responsible gaming: confirm button of the self-exclusion dialog',
  },
  helpTitle: {
    id: 'rg_help_title',
    defaultMessage: 'Ajuda',
    description: 'Responsible gaming: heading of the help organisations',
  },
  helpIntro: {
    id: 'rg_help_intro',
    defaultMessage: 'Se o jogo deixou de ser diversão, fale com quem pode ajudar. É gratuito e confidencial.',
    description: 'Responsible gaming: sentence before the help organisations',
  },
  adultsBadge: {
    id: 'rg_adults_badge',
    defaultMessage: '18+',
    description: 'The adults-only badge (keep it short: a round mark of about three characters)',
  },
  adultsOnly: {
    id: 'rg_adults_only',
    defaultMessage: 'Proibido a menores de 18 anos.',
    description: 'Responsible gaming: the age notice next to the 18+ badge',
  },
  loadFailed: {
    id: 'rg_load_failed',
    defaultMessage: 'Não foi possível carregar os seus limites.',
    description: 'Responsible gaming: the settings did not load',
  },
});

export const usedMessage = defineMessage<{ limit: string; used: string }>({
  id: 'rg_limit_used',
  defaultMessage: '{limit} · usado {used}',
  description: 'Responsible gaming: a limit with how much of it is used in the period',
});
export const pendingMessage = defineMessage<{ value: string; at: Date }>({
  id: 'rg_limit_pending',
  defaultMessage: 'Passa a {value} a {at, date, short} às {at, time, short}',
  description: 'Responsible gaming: a raise waiting for its cooling period, with when it applies',
});
export const minutesMessage = defineMessage<{ minutes: number }>({
  id: 'rg_minutes',
  defaultMessage: '{minutes, plural, one {# minuto} other {# minutos}}',
  description: 'Responsible gaming: a duration in minutes',
});
export const daysMessage = defineMessage<{ days: number }>({
  id: 'rg_days',
  defaultMessage: '{days, plural, one {# dia} other {# dias}}',
  description: 'Responsible gaming: a break length in days',
});
export const monthsMessage = defineMessage<{ months: number }>({
  id: 'rg_months',
  defaultMessage: '{months, plural, one {# mês} other {# meses}}',
  description: 'Responsible gaming: a self-exclusion length in months',
});
export const untilMessage = defineMessage<{ until: Date }>({
  id: 'rg_until',
  defaultMessage: 'Até {until, date, medium} às {until, time, short}.',
  description: 'Responsible gaming: break or exclusion dialog, when the chosen length ends',
});
export const introMessage = defineMessage<{ hours: number }>({
  id: 'rg_intro',
  defaultMessage:
    'Jogue com controlo. Defina limites, faça uma pausa ou autoexclua-se. Baixar um limite aplica-se já; subir ou remover só após {hours} horas.',
  description: 'Responsible gaming screen: first paragraph; hours = the cooling period (24)',
});
export const editorHintMessage = defineMessage<{ hours: number }>({
  id: 'rg_editor_hint',
  defaultMessage:
    'Um limite mais baixo aplica-se já. Um limite mais alto ou a remoção só após {hours} horas.',
  description: 'Responsible gaming: limit editor, how changes apply; hours = the cooling period',
});
