// Strings of the app shell (layout, gate, error pages, hosts).
import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  navHome: { id: 'nav_home', defaultMessage: 'Início', description: 'Bottom menu: home' },
  navShare: {
    id: 'nav_share',
    defaultMessage: 'Partilhar',
    description: 'Bottom menu: share (invite friends)',
  },
  navDeposit: { id: 'nav_deposit', defaultMessage: 'Depósito', description: 'Bottom menu: deposit' },
  navService: {
    id: 'nav_service',
    defaultMessage: 'Apoio',
    description: 'Bottom menu: customer service (Telegram)',
  },
  navMember: { id: 'nav_member', defaultMessage: 'Membro', description: 'Bottom menu: member centre' },
  navLabel: {
    id: 'nav_label',
    defaultMessage: 'Menu principal',
    description: 'Accessible name of the bottom menu',
  },
  notifications: {
    id: 'shell_notifications',
    defaultMessage: 'Notificações',
    description: 'Accessible name of the toast region',
  },
  back: { id: 'shell_back', defaultMessage: 'Voltar', description: 'Header back button' },
  homeLogo: {
    id: 'shell_home_logo',
    defaultMessage: 'Página inicial',
    description: 'Accessible name of the header logo',
  },
  offline: {
    id: 'shell_offline',
    defaultMessage: 'Está sem ligação à Internet. Algumas funções não estão disponíveis.',
    description: 'Banner while the device is offline',
  },
  retry: { id: 'shell_retry', defaultMessage: 'Tentar novamente', description: 'Retry button' },
  loadFailed: {
    id: 'shell_load_failed',
    defaultMessage: 'Falha ao carregar, toque para tentar novamente',
    description: "Route error: 'loading failed, click to retry' (SPEC §8)",
  },
  loading: {
    id: 'shell_loading',
    defaultMessage: 'A carregar…',
    description: 'Accessible text of a loading indicator',
  },
  serviceErrorTitle: {
    id: 'shell_service_error_title',
    defaultMessage: 'Serviço em manutenção',
    description: 'Service error page (status 1) title',
  },
  serviceErrorBody: {
    id: 'shell_service_error_body',
    defaultMessage:
      'A plataforma está em manutenção ou a ser atualizada. Voltaremos em breve — tente novamente dentro de alguns minutos.',
    description: 'Service error page (status 1) text: platform under maintenance / system upgrading',
  },
  regionTitle: {
    id: 'shell_region_title',
    defaultMessage: 'Acesso restrito',
    description: 'Region/IP restriction page (status 2) title',
  },
  regionBody: {
    id: 'shell_region_body',
    defaultMessage:
      'O acesso a este serviço está restrito na sua localização ou a partir do seu endereço IP.',
    description: 'Region/IP restriction page (status 2) text',
  },
  startFailedTitle: {
    id: 'shell_start_failed_title',
    defaultMessage: 'Não foi possível ligar à plataforma',
    description: 'Start-up failed (status call failed and nothing cached): title',
  },
  preparing: {
    id: 'shell_preparing',
    defaultMessage: 'Esta secção está a ser preparada. Volte em breve.',
    description: 'Honest empty state of a section that is not built yet',
  },
  goHome: { id: 'shell_go_home', defaultMessage: 'Ir para o início', description: 'Button back to home' },
  trialRefusedTitle: {
    id: 'shell_trial_page_title',
    defaultMessage: 'Função indisponível na conta de demonstração',
    description: 'Page shown to a trial member opening a member-only page: title',
  },
});

export const regionIpMessage = defineMessage<{ ip: string }>({
  id: 'shell_region_ip',
  defaultMessage: 'O seu IP: {ip}',
  description: 'Region restriction page: the visitor IP the platform saw',
});
