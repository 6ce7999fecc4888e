import { defineMessage, defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  back: {
    id: 'app_back',
    defaultMessage: 'Voltar',
    description: 'App download page: back button of its own top bar',
  },
  defaultDesc: {
    id: 'app_default_desc',
    defaultMessage: 'Jogue onde estiver, com a app no seu telemóvel.',
    description: 'App download page: shown over the picture when the merchant wrote no description',
  },
  downloads: {
    id: 'app_downloads',
    defaultMessage: 'Descarregar',
    description: 'App download page: heading of the download buttons',
  },
  iosApp: {
    id: 'app_ios_app',
    defaultMessage: 'Descarregar para iPhone',
    description: 'App download page: button for the iOS app (.ipa)',
  },
  iosProfile: {
    id: 'app_ios_profile',
    defaultMessage: 'Descarregar o perfil de instalação',
    description: 'App download page: button for the iOS configuration profile (install guide tip type 1)',
  },
  android: {
    id: 'app_android',
    defaultMessage: 'Descarregar para Android',
    description: 'App download page: button for the Android app (.apk)',
  },
  none: {
    id: 'app_none',
    defaultMessage: 'Ainda não há uma app para o seu aparelho. Pode adicionar este site ao ecrã principal.',
    description: 'App download page: the merchant has no download for this device',
  },
  installed: {
    id: 'app_installed',
    defaultMessage: 'Já está a usar a app.',
    description: 'App download page: opened inside the app or the installed web app',
  },
  safari: {
    id: 'app_safari_note',
    defaultMessage: 'No iPhone, a app só se instala a partir do Safari. Abra esta página no Safari.',
    description: 'App download page: iOS outside Safari, shown before the buttons',
  },
  minIos: {
    id: 'app_min_ios',
    defaultMessage: 'A app precisa do iOS 12.4 ou mais recente.',
    description: 'App download page: the minimum iOS version',
  },
  guide: {
    id: 'app_guide',
    defaultMessage: 'Como instalar',
    description: 'App download page: heading and toggle of the install guide',
  },
  showGuide: {
    id: 'app_guide_show',
    defaultMessage: 'Ver como instalar',
    description: 'App download page: button that shows the install guide',
  },
  hideGuide: {
    id: 'app_guide_hide',
    defaultMessage: 'Esconder o guia',
    description: 'App download page: button that hides the install guide',
  },
  tip1Title: {
    id: 'app_tip1_title',
    defaultMessage: 'Instalar com o perfil',
    description: 'Install guide tip type 1: heading (install through the configuration profile)',
  },
  tip1Step1: {
    id: 'app_tip1_step1',
    defaultMessage: 'Toque em «Descarregar o perfil de instalação» e permita a descarga.',
    description: 'Install guide tip type 1, step 1',
  },
  tip1Step2: {
    id: 'app_tip1_step2',
    defaultMessage: 'Abra Definições e toque em «Perfil descarregado».',
    description: 'Install guide tip type 1, step 2 (iOS Settings, Profile Downloaded)',
  },
  tip1Step3: {
    id: 'app_tip1_step3',
    defaultMessage: 'Toque em «Instalar» e confirme com o código do iPhone.',
    description: 'Install guide tip type 1, step 3',
  },
  tip2Title: {
    id: 'app_tip2_title',
    defaultMessage: 'Adicionar ao ecrã principal',
    description: 'Install guide tip type 2: heading (add the site to the home screen from Safari)',
  },
  tip2Step1: {
    id: 'app_tip2_step1',
    defaultMessage: 'No Safari, toque no botão Partilhar, na barra de baixo.',
    description: 'Install guide tip type 2, step 1 (Safari share button)',
  },
  tip2Step2: {
    id: 'app_tip2_step2',
    defaultMessage: 'Escolha «Adicionar ao ecrã principal».',
    description: 'Install guide tip type 2, step 2 (Add to Home Screen)',
  },
  tip2Step3: {
    id: 'app_tip2_step3',
    defaultMessage: 'Toque em «Adicionar»: o ícone aparece no ecrã principal.',
    description: 'Install guide tip type 2, step 3',
  },
  legacyTitle: {
    id: 'app_legacy_title',
    defaultMessage: 'No iOS 12.1 ou anterior',
    description: 'Install guide legacy tip: heading (older iOS)',
  },
  legacyStep: {
    id: 'app_legacy_step',
    defaultMessage:
      'Depois de instalar, abra Definições › Geral › Gestão de dispositivos e toque em «Confiar» no nome do programador.',
    description: 'Install guide legacy tip: trust the enterprise developer by hand on older iOS',
  },
});

export const tooOldMessage = defineMessage<{ version: string }>({
  id: 'app_too_old',
  defaultMessage:
    'Este iPhone tem o iOS {version}: a app precisa do 12.4 ou mais recente. Pode adicionar o site ao ecrã principal.',
  description: 'App download page: the iOS version of this device is below the minimum',
});
