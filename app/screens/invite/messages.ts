import { defineMessage, defineMessages } from 'react-intl';

export const inviteMessages = defineMessages({
  headline: {
    id: 'invite_headline',
    defaultMessage: 'Convide amigos e ganhe prémios',
    description: 'Invite friends page: title of the card at the top',
  },
  yourInvite: {
    id: 'invite_your_invite',
    defaultMessage: 'O seu convite',
    description: 'Invite friends page: title of the card with the link, the code, share and the QR code',
  },
  link: {
    id: 'invite_link',
    defaultMessage: 'Link de convite',
    description: 'Invite friends page: label of the invite link (with its copy button)',
  },
  code: {
    id: 'invite_code',
    defaultMessage: 'Código de convite',
    description: 'Invite friends page: label of the invite code (with its copy button)',
  },
  copy: {
    id: 'invite_copy',
    defaultMessage: 'Copiar',
    description: 'Invite friends page: copy button beside the link and the code',
  },
  copied: {
    id: 'invite_copied',
    defaultMessage: 'Copiado',
    description: 'Invite friends page: the link or code is on the clipboard',
  },
  copyFailed: {
    id: 'invite_copy_failed',
    defaultMessage: 'Não foi possível copiar. O texto ficou selecionado para copiar à mão.',
    description: 'Invite friends page: the clipboard refused; the text is selected to copy by hand',
  },
  share: {
    id: 'invite_share',
    defaultMessage: 'Partilhar convite',
    description:
      'Invite friends page: button that opens the phone’s share sheet (or copies the link where there is none)',
  },
  shareTitle: {
    id: 'invite_share_title',
    defaultMessage: 'Junte-se a mim',
    description: 'Invite friends page: title of the shared invitation (in the share sheet)',
  },
  linkCopied: {
    id: 'invite_link_copied',
    defaultMessage: 'Link de convite copiado. Cole-o numa mensagem para os seus amigos.',
    description: 'Invite friends page: toast after Share copied the link (no share sheet on this device)',
  },
  qr: {
    id: 'invite_qr',
    defaultMessage: 'Código QR do link de convite',
    description: 'Invite friends page: accessible name of the QR code of the invite link',
  },
  qrHint: {
    id: 'invite_qr_hint',
    defaultMessage: 'Os seus amigos podem ler este código com a câmara do telemóvel.',
    description: 'Invite friends page: under the QR code',
  },
  invited: {
    id: 'invite_invited',
    defaultMessage: 'Convidados',
    description: 'Invite friends page: label of the number of friends invited',
  },
  qualified: {
    id: 'invite_qualified',
    defaultMessage: 'Qualificados',
    description: 'Invite friends page: label of the number of friends who qualified (deposited enough)',
  },
  earned: {
    id: 'invite_earned',
    defaultMessage: 'Prémios ganhos',
    description: 'Invite friends page: label of the total reward earned from friends',
  },
  rules: {
    id: 'invite_rules',
    defaultMessage: 'Regras',
    description: 'Invite friends page: title of the rules section (and of its read-all popup)',
  },
  readAll: {
    id: 'invite_read_all',
    defaultMessage: 'Ler tudo',
    description: 'Invite friends page: button that opens the whole rules in a popup',
  },
  close: {
    id: 'invite_close',
    defaultMessage: 'Fechar',
    description: 'Invite friends page: closes the rules popup',
  },
  statusQualified: {
    id: 'invite_status_qualified',
    defaultMessage: 'Qualificado',
    description: 'Invite friends page: a friend who deposited enough; the reward was paid',
  },
  statusWaiting: {
    id: 'invite_status_waiting',
    defaultMessage: 'A aguardar',
    description: 'Invite friends page: badge of a friend who has not deposited enough yet (short)',
  },
  qualifiedDetail: {
    id: 'invite_qualified_detail',
    defaultMessage: 'Prémio creditado',
    description: 'Invite friends page: under a qualified friend, the reward was paid',
  },
  waitingDetail: {
    id: 'invite_waiting_detail',
    defaultMessage: 'Falta o depósito pedido',
    description: 'Invite friends page: under a waiting friend, why there is no reward yet',
  },
  noReward: {
    id: 'invite_no_reward',
    defaultMessage: '—',
    description: 'Invite friends page: no reward yet for a friend',
  },
  empty: {
    id: 'invite_empty',
    defaultMessage: 'Ainda não convidou amigos.',
    description: 'Invite friends page: nobody has registered with the member’s code yet',
  },
  emptyHint: {
    id: 'invite_empty_hint',
    defaultMessage: 'Partilhe o seu link: os amigos que se registarem com ele aparecem aqui.',
    description: 'Invite friends page: what to do when no friend is listed yet',
  },
  more: {
    id: 'invite_more',
    defaultMessage: 'Ver mais amigos',
    description: 'Invite friends page: loads the next page of invited friends',
  },
  moreFailed: {
    id: 'invite_more_failed',
    defaultMessage: 'Não foi possível carregar mais amigos.',
    description: 'Invite friends page: loading the next page of friends failed (the button retries)',
  },
  loading: {
    id: 'invite_loading',
    defaultMessage: 'A carregar o seu convite',
    description: 'Invite friends page: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'invite_load_failed',
    defaultMessage: 'Não foi possível carregar o seu convite.',
    description: 'Invite friends page: a read failed',
  },
  offline: {
    id: 'invite_offline',
    defaultMessage: 'Sem ligação. O seu convite volta quando a ligação voltar.',
    description: 'Invite friends page: a read failed while offline (read again when the connection returns)',
  },
  referralOff: {
    id: 'invite_referral_off',
    defaultMessage: 'O programa de convites não está disponível de momento.',
    description: 'Invite friends page: the merchant has switched referral off',
  },
  agent: {
    id: 'invite_agent',
    defaultMessage: 'As contas de agente trazem jogadores pelo programa de afiliados, não por convites.',
    description: 'Invite friends page: an agent opened the page (agents have no member referral)',
  },
  goHome: {
    id: 'invite_go_home',
    defaultMessage: 'Voltar ao início',
    description: 'Invite friends page: button home when invite friends is not available',
  },
});

/** 'Ganhe ¥30.00 por cada amigo que se qualifique'. */
export const rewardPerFriend = defineMessage<{ amount: string }>({
  id: 'invite_reward_per_friend',
  defaultMessage: 'Ganhe {amount} por cada amigo que se registe com o seu convite e faça o depósito pedido.',
  description: 'Invite friends page: the reward per qualified friend, under the headline',
});

/** The text shared with the link. */
export const shareText = defineMessage<{ code: string }>({
  id: 'invite_share_text',
  defaultMessage: 'Registe-se com o meu código de convite {code} e ganhe bónus.',
  description: 'Invite friends page: the message shared with the link (the code is the member’s invite code)',
});

/** 'Registado a 11/03/2026'. */
export const registeredOn = defineMessage<{ date: string }>({
  id: 'invite_registered_on',
  defaultMessage: 'Registado a {date}',
  description: 'Invite friends page: when a friend registered (date DD/MM/YYYY)',
});

/** 'Amigos convidados (4)'. */
export const friendsCount = defineMessage<{ count: number }>({
  id: 'invite_friends_count',
  defaultMessage: 'Amigos convidados ({count})',
  description: 'Invite friends page: title of the friends list with how many there are',
});
