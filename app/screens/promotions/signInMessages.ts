import { defineMessage, defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  loading: {
    id: 'signin_loading',
    defaultMessage: 'A carregar o check-in diário',
    description: 'Daily sign-in: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'signin_load_failed',
    defaultMessage: 'Não foi possível carregar o check-in diário.',
    description: 'Daily sign-in: the read failed',
  },
  offline: {
    id: 'signin_offline',
    defaultMessage: 'Sem ligação. O check-in volta quando a ligação voltar.',
    description: 'Daily sign-in: the read failed while offline',
  },
  retry: {
    id: 'signin_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Daily sign-in: retry button after a failed read',
  },
  action: {
    id: 'signin_action',
    defaultMessage: 'Fazer check-in',
    description: 'Daily sign-in: the button that signs in for today',
  },
  done: {
    id: 'signin_done',
    defaultMessage: 'Check-in de hoje feito',
    description: 'Daily sign-in: the (disabled) button once today is signed',
  },
  unavailable: {
    id: 'signin_unavailable',
    defaultMessage: 'O check-in diário não está disponível de momento.',
    description: 'Daily sign-in: the merchant has the daily sign-in switched off',
  },
  cycle: {
    id: 'signin_cycle',
    defaultMessage: 'Prémios dos 7 dias',
    description: 'Daily sign-in: heading of the 7-day reward cycle',
  },
  cycleDone: {
    id: 'signin_cycle_done',
    defaultMessage: 'feito',
    description: 'Daily sign-in: accessible name of the check on a day of the 7-day cycle already reached',
  },
  rules: {
    id: 'signin_rules',
    defaultMessage: 'Regras',
    description: 'Daily sign-in: heading of the rules text',
  },
  already: {
    id: 'signin_already',
    defaultMessage: 'Já fez o check-in hoje. Volte amanhã.',
    description: 'Daily sign-in: the platform says today is already signed (another device, say)',
  },
});

export const streakMessage = defineMessage<{ days: number }>({
  id: 'signin_streak',
  defaultMessage:
    '{days, plural, =0 {Comece hoje a sua sequência} one {# dia seguido} other {# dias seguidos}}',
  description: 'Daily sign-in: the run of consecutive days signed in',
});

export const todayRewardMessage = defineMessage<{ amount: string }>({
  id: 'signin_today_reward',
  defaultMessage: 'Prémio de hoje: {amount}',
  description: 'Daily sign-in: what signing in today pays',
});

export const tomorrowRewardMessage = defineMessage<{ amount: string }>({
  id: 'signin_tomorrow_reward',
  defaultMessage: 'Amanhã: {amount}',
  description: 'Daily sign-in: what signing in tomorrow will pay (today is signed)',
});

export const signedToastMessage = defineMessage<{ amount: string }>({
  id: 'signin_signed_toast',
  defaultMessage: 'Check-in feito! Recebeu {amount}.',
  description: 'Daily sign-in: toast after signing in, with the reward credited',
});

export const cycleDayMessage = defineMessage<{ day: number }>({
  id: 'signin_cycle_day',
  defaultMessage: 'Dia {day}',
  description: 'Daily sign-in: a day of the 7-day cycle',
});

export const monthSummaryMessage = defineMessage<{ days: number; amount: string }>({
  id: 'signin_month_summary',
  defaultMessage:
    '{days, plural, =0 {Ainda sem check-in este mês} one {# check-in este mês · {amount}} other {# check-ins este mês · {amount}}}',
  description: "Daily sign-in: this month's sign-ins and what they paid",
});

export const calendarDayLabel = defineMessage<{ date: string; today: boolean; signed: boolean }>({
  id: 'signin_calendar_day',
  defaultMessage:
    '{date}{today, select, true {, hoje} other {}}{signed, select, true {, check-in feito} other {}}',
  description: 'Daily sign-in: screen-reader text of a day in the month calendar',
});

export const cycleRewardMessage = defineMessage<{ amount: string }>({
  id: 'signin_cycle_reward',
  defaultMessage: '+{amount}',
  description: 'Daily sign-in: what a day of the 7-day cycle pays, short (e.g. +20)',
});
