// The theme studio's messages (its own catalogue: studio/i18n/<locale>.json, never the app's).
import { defineMessage, defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'studio_title', defaultMessage: 'Estúdio de temas', description: 'Studio: page title' },
  intro: {
    id: 'studio_intro',
    defaultMessage: 'Mude as cores, os cantos e as fontes da sua marca e veja-os nos ecrãs reais.',
    description: 'Studio: one-line explanation under the title',
  },
  startFrom: {
    id: 'studio_start_from',
    defaultMessage: 'Começar de',
    description: 'Studio: label of the choice of the existing merchant a draft starts from',
  },
  language: { id: 'studio_language', defaultMessage: 'Idioma', description: 'Studio: language picker label' },
  resetAll: {
    id: 'studio_reset_all',
    defaultMessage: 'Desfazer tudo',
    description: 'Studio: button that drops every change of the draft',
  },
  tokensHeading: {
    id: 'studio_tokens_heading',
    defaultMessage: 'Tokens',
    description: 'Studio: heading of the panel with the editable tokens',
  },
  groupBrand: {
    id: 'studio_group_brand',
    defaultMessage: 'Cores da marca',
    description: 'Studio: token group',
  },
  groupSurfaces: {
    id: 'studio_group_surfaces',
    defaultMessage: 'Superfícies e texto',
    description: 'Studio: token group',
  },
  groupStatus: {
    id: 'studio_group_status',
    defaultMessage: 'Destaque e estados',
    description: 'Studio: token group (accent, success, warning, danger colours)',
  },
  groupShape: {
    id: 'studio_group_shape',
    defaultMessage: 'Cantos e espaçamento',
    description: 'Studio: token group (corner radius and density)',
  },
  groupFonts: { id: 'studio_group_fonts', defaultMessage: 'Fontes', description: 'Studio: token group' },
  tokAccent: {
    id: 'studio_tok_accent',
    defaultMessage: 'Cor principal (botões)',
    description: 'Studio: token',
  },
  tokAccentHover: {
    id: 'studio_tok_accent_hover',
    defaultMessage: 'Cor principal ao premir',
    description: 'Studio: token, the main colour while pressed or hovered',
  },
  tokOnAccent: {
    id: 'studio_tok_on_accent',
    defaultMessage: 'Texto sobre a cor principal',
    description: 'Studio: token',
  },
  tokHeaderBg: {
    id: 'studio_tok_header_bg',
    defaultMessage: 'Fundo do cabeçalho',
    description: 'Studio: token',
  },
  tokHeaderText: {
    id: 'studio_tok_header_text',
    defaultMessage: 'Texto do cabeçalho',
    description: 'Studio: token',
  },
  tokBottomNavBg: {
    id: 'studio_tok_bottom_nav_bg',
    defaultMessage: 'Fundo do menu inferior',
    description: 'Studio: token',
  },
  tokBottomNavText: {
    id: 'studio_tok_bottom_nav_text',
    defaultMessage: 'Texto do menu inferior',
    description: 'Studio: token',
  },
  tokBottomNavActive: {
    id: 'studio_tok_bottom_nav_active',
    defaultMessage: 'Item ativo do menu inferior',
    description: 'Studio: token',
  },
  tokCanvas: { id: 'studio_tok_canvas', defaultMessage: 'Fundo da página', description: 'Studio: token' },
  tokSurface: {
    id: 'studio_tok_surface',
    defaultMessage: 'Cartões',
    description: 'Studio: token, card surface',
  },
  tokSurfaceRaised: {
    id: 'studio_tok_surface_raised',
    defaultMessage: 'Cartões elevados',
    description: 'Studio: token',
  },
  tokSurfaceSunken: {
    id: 'studio_tok_surface_sunken',
    defaultMessage: 'Áreas rebaixadas',
    description: 'Studio: token, sunken surfaces such as wells',
  },
  tokGameTile: {
    id: 'studio_tok_game_tile',
    defaultMessage: 'Fundo dos jogos',
    description: 'Studio: token',
  },
  tokTextPrimary: { id: 'studio_tok_text_primary', defaultMessage: 'Texto', description: 'Studio: token' },
  tokTextSecondary: {
    id: 'studio_tok_text_secondary',
    defaultMessage: 'Texto secundário',
    description: 'Studio: token',
  },
  tokTextMuted: {
    id: 'studio_tok_text_muted',
    defaultMessage: 'Texto discreto',
    description: 'Studio: token',
  },
  tokBorderSubtle: {
    id: 'studio_tok_border_subtle',
    defaultMessage: 'Divisórias',
    description: 'Studio: token',
  },
  tokBorderStrong: {
    id: 'studio_tok_border_strong',
    defaultMessage: 'Bordas de campos',
    description: 'Studio: token',
  },
  tokTextAccent: {
    id: 'studio_tok_text_accent',
    defaultMessage: 'Texto de destaque',
    description: 'Studio: token',
  },
  tokLink: { id: 'studio_tok_link', defaultMessage: 'Links', description: 'Studio: token' },
  tokAccentSubtle: {
    id: 'studio_tok_accent_subtle',
    defaultMessage: 'Fundo de destaque suave',
    description: 'Studio: token',
  },
  tokBorderAccent: {
    id: 'studio_tok_border_accent',
    defaultMessage: 'Borda de destaque',
    description: 'Studio: token',
  },
  tokFocus: {
    id: 'studio_tok_focus',
    defaultMessage: 'Anel de foco',
    description: 'Studio: token, keyboard focus ring',
  },
  tokSuccess: {
    id: 'studio_tok_success',
    defaultMessage: 'Sucesso',
    description: 'Studio: token, success text',
  },
  tokWarning: {
    id: 'studio_tok_warning',
    defaultMessage: 'Aviso',
    description: 'Studio: token, warning text',
  },
  tokDanger: { id: 'studio_tok_danger', defaultMessage: 'Erro', description: 'Studio: token, error text' },
  tokDangerBg: { id: 'studio_tok_danger_bg', defaultMessage: 'Fundo de erro', description: 'Studio: token' },
  tokBadge: {
    id: 'studio_tok_badge',
    defaultMessage: 'Contadores',
    description: 'Studio: token, badge background',
  },
  tokRadiusSm: {
    id: 'studio_tok_radius_sm',
    defaultMessage: 'Cantos pequenos',
    description: 'Studio: token',
  },
  tokRadiusMd: { id: 'studio_tok_radius_md', defaultMessage: 'Cantos médios', description: 'Studio: token' },
  tokRadiusLg: { id: 'studio_tok_radius_lg', defaultMessage: 'Cantos grandes', description: 'Studio: token' },
  tokRadiusXl: { id: 'studio_tok_radius_xl', defaultMessage: 'Cantos maiores', description: 'Studio: token' },
  tokButtonRadius: {
    id: 'studio_tok_button_radius',
    defaultMessage: 'Cantos dos botões',
    description: 'Studio: token',
  },
  tokGutter: {
    id: 'studio_tok_gutter',
    defaultMessage: 'Margem lateral',
    description: 'Studio: token, the side padding of pages (density)',
  },
  tokFontBody: { id: 'studio_tok_font_body', defaultMessage: 'Fonte do texto', description: 'Studio: token' },
  tokFontHeading: {
    id: 'studio_tok_font_heading',
    defaultMessage: 'Fonte dos títulos',
    description: 'Studio: token',
  },
  fontNotoSans: {
    id: 'studio_font_noto_sans',
    defaultMessage: 'Noto Sans',
    description: 'Studio: font name',
  },
  fontNotoSansSc: {
    id: 'studio_font_noto_sans_sc',
    defaultMessage: 'Noto Sans SC (chinês primeiro)',
    description: 'Studio: font name',
  },
  fontNotoSansThai: {
    id: 'studio_font_noto_sans_thai',
    defaultMessage: 'Noto Sans Thai (tailandês primeiro)',
    description: 'Studio: font name',
  },
  hexHint: {
    id: 'studio_hex_hint',
    defaultMessage: 'Hexadecimal, por exemplo #1a2b3c',
    description: 'Studio: hint under a colour field',
  },
  pxHint: {
    id: 'studio_px_hint',
    defaultMessage: 'Em px, por exemplo 12px',
    description: 'Studio: hint under a size field',
  },
  invalidColour: {
    id: 'studio_invalid_colour',
    defaultMessage: 'Use uma cor como #1a2b3c',
    description: 'Studio: error when a colour field holds no colour',
  },
  invalidSize: {
    id: 'studio_invalid_size',
    defaultMessage: 'Use um tamanho como 12px',
    description: 'Studio: error when a size field holds no size',
  },
  undo: {
    id: 'studio_undo',
    defaultMessage: 'Desfazer',
    description: 'Studio: visible text of the button that drops the change of one token',
  },
  changed: {
    id: 'studio_changed',
    defaultMessage: 'alterado',
    description: 'Studio: marker of a changed token',
  },
  contrastHeading: {
    id: 'studio_contrast_heading',
    defaultMessage: 'Contraste (WCAG 2.2 AA)',
    description: 'Studio: heading of the contrast panel',
  },
  pass: { id: 'studio_pass', defaultMessage: 'Passa', description: 'Studio: contrast pair passes' },
  fail: { id: 'studio_fail', defaultMessage: 'Falha', description: 'Studio: contrast pair fails' },
  showPassing: {
    id: 'studio_show_passing',
    defaultMessage: 'Mostrar também os que passam',
    description: 'Studio: switch that lists passing pairs too',
  },
  assetsHeading: {
    id: 'studio_assets_heading',
    defaultMessage: 'Logo e ícone',
    description: 'Studio: heading',
  },
  logo: { id: 'studio_logo', defaultMessage: 'Logo (SVG ou PNG)', description: 'Studio: logo upload label' },
  icon: {
    id: 'studio_icon',
    defaultMessage: 'Ícone da app (SVG ou PNG, quadrado)',
    description: 'Studio: app icon upload label',
  },
  addImage: {
    id: 'studio_add_image',
    defaultMessage: 'Carregar imagem',
    description: 'Studio: upload button',
  },
  imageRejected: {
    id: 'studio_image_rejected',
    defaultMessage: 'Carregue um SVG ou PNG até 512 KB',
    description: 'Studio: an upload of the wrong type or size',
  },
  exportHeading: {
    id: 'studio_export_heading',
    defaultMessage: 'Exportar e importar',
    description: 'Studio: heading of the export panel',
  },
  merchantCode: {
    id: 'studio_merchant_code',
    defaultMessage: 'Código do novo comerciante',
    description: 'Studio: field, the new merchant code (folder name)',
  },
  merchantCodeHint: {
    id: 'studio_merchant_code_hint',
    defaultMessage: 'Minúsculas, algarismos e hífen; não pode ser um código existente',
    description: 'Studio: hint under the merchant code field',
  },
  merchantCodeInvalid: {
    id: 'studio_merchant_code_invalid',
    defaultMessage: 'Use minúsculas, algarismos e hífen, começando por uma letra, e um código novo',
    description: 'Studio: error on the merchant code field',
  },
  merchantName: {
    id: 'studio_merchant_name',
    defaultMessage: 'Nome apresentado',
    description: 'Studio: field',
  },
  exportZip: {
    id: 'studio_export_zip',
    defaultMessage: 'Descarregar a pasta (.zip)',
    description: 'Studio: button',
  },
  exportHelp: {
    id: 'studio_export_help',
    defaultMessage:
      'Descompacte em themes/, acrescente a linha abaixo a themes/themes.config.ts e execute npm run tokens.',
    description: 'Studio: what a developer does with the exported folder',
  },
  configLine: {
    id: 'studio_config_line',
    defaultMessage: 'Linha para themes.config.ts',
    description: 'Studio: label of the config line',
  },
  importFolder: {
    id: 'studio_import_folder',
    defaultMessage: 'Importar pasta ou .zip',
    description: 'Studio: import button',
  },
  imported: {
    id: 'studio_imported',
    defaultMessage: 'Rascunho importado',
    description: 'Studio: import done',
  },
  copyLink: {
    id: 'studio_copy_link',
    defaultMessage: 'Copiar o link do rascunho',
    description: 'Studio: button copying the shareable draft URL',
  },
  linkCopied: { id: 'studio_link_copied', defaultMessage: 'Link copiado', description: 'Studio: toast' },
  linkNote: {
    id: 'studio_link_note',
    defaultMessage: 'O link guarda os tokens; o logo e o ícone vão só na pasta exportada.',
    description: 'Studio: what the draft link keeps',
  },
  previewHeading: {
    id: 'studio_preview_heading',
    defaultMessage: 'Pré-visualização',
    description: 'Studio: heading',
  },
  viewAs: {
    id: 'studio_view_as',
    defaultMessage: 'Ver como',
    description: 'Studio: guest or member choice label',
  },
  guest: { id: 'studio_guest', defaultMessage: 'Visitante', description: 'Studio: preview as a guest' },
  member: { id: 'studio_member', defaultMessage: 'Membro', description: 'Studio: preview as demo_member' },
  signingIn: {
    id: 'studio_signing_in',
    defaultMessage: 'A entrar como demo_member…',
    description: 'Studio: status while the preview signs in',
  },
  signInFailed: {
    id: 'studio_sign_in_failed',
    defaultMessage: 'Não foi possível entrar como demo_member',
    description: 'Studio: status when the preview could not sign in',
  },
  screenHome: {
    id: 'studio_screen_home',
    defaultMessage: 'Início',
    description: 'Studio: preview frame title',
  },
  screenLogin: {
    id: 'studio_screen_login',
    defaultMessage: 'Entrar',
    description: 'Studio: preview frame title',
  },
  screenRegister: {
    id: 'studio_screen_register',
    defaultMessage: 'Registo',
    description: 'Studio: preview frame title',
  },
  guestScreens: {
    id: 'studio_guest_screens',
    defaultMessage:
      'Como visitante: início, entrar, registo, lista de jogos e um diálogo. Escolha Membro para ver o centro do membro e o depósito.',
    description: 'Studio: what the preview shows to a guest, and how to see the member screens',
  },
  memberScreens: {
    id: 'studio_member_screens',
    defaultMessage:
      'Como demo_member: início, centro do membro, lista de jogos, depósito e um diálogo. Escolha Visitante para ver as páginas de entrada e registo.',
    description: 'Studio: what the preview shows to a member, and how to see the sign-in pages',
  },
  screenMember: {
    id: 'studio_screen_member',
    defaultMessage: 'Centro do membro',
    description: 'Studio: preview frame title',
  },
  screenGames: {
    id: 'studio_screen_games',
    defaultMessage: 'Lista de jogos',
    description: 'Studio: preview frame title',
  },
  screenDeposit: {
    id: 'studio_screen_deposit',
    defaultMessage: 'Depósito',
    description: 'Studio: preview frame title',
  },
  screenDialog: {
    id: 'studio_screen_dialog',
    defaultMessage: 'Diálogo',
    description: 'Studio: preview frame title',
  },
  reload: { id: 'studio_reload', defaultMessage: 'Recarregar os ecrãs', description: 'Studio: button' },
});

/** Every studio message; those with values are typed by the values they take. */
export const studioMessages = {
  ...plain,
  pickColour: defineMessage<{ token: string }>({
    id: 'studio_pick_colour',
    defaultMessage: 'Escolher a cor de {token}',
    description: 'Studio: accessible name of the colour picker beside a token field',
  }),
  resetToken: defineMessage<{ token: string }>({
    id: 'studio_reset_token',
    defaultMessage: 'Desfazer {token}',
    description: 'Studio: button that drops the change of one token',
  }),
  contrastFails: defineMessage<{ ratio: string; min: number; other: string }>({
    id: 'studio_contrast_fails',
    defaultMessage: '{ratio}:1 sobre {other} — precisa de {min}:1',
    description: 'Studio: a failing contrast pair next to the token causing it',
  }),
  contrastFailsAgainst: defineMessage<{ ratio: string; min: number; other: string }>({
    id: 'studio_contrast_fails_against',
    defaultMessage: '{other} sobre esta cor: {ratio}:1 — precisa de {min}:1',
    description: 'Studio: a failing pair where the token is the background and {other} the text on it',
  }),
  useSuggestion: defineMessage<{ colour: string }>({
    id: 'studio_use_suggestion',
    defaultMessage: 'Usar {colour}',
    description: 'Studio: button applying the nearest colour that passes contrast',
  }),
  moreFailures: defineMessage<{ count: number }>({
    id: 'studio_more_failures',
    defaultMessage: '{count, plural, one {mais # par} other {mais # pares}} abaixo do mínimo',
    description: 'Studio: more failing pairs than shown',
  }),
  contrastSummary: defineMessage<{ failed: number; total: number }>({
    id: 'studio_contrast_summary',
    defaultMessage:
      '{failed, plural, =0 {Todos os {total} pares passam} one {# de {total} pares falha} other {# de {total} pares falham}}',
    description: 'Studio: summary of the contrast check',
  }),
  contrastPair: defineMessage<{ fg: string; bg: string }>({
    id: 'studio_contrast_pair',
    defaultMessage: '{fg} sobre {bg}',
    description: 'Studio: a contrast pair, foreground token on background token',
  }),
  tokenVia: defineMessage<{ name: string; path: string }>({
    id: 'studio_token_via',
    defaultMessage: '{name} ({path})',
    description:
      "Studio: a component's token named by the editable token its colour comes from, with its path",
  }),
  contrastRatio: defineMessage<{ ratio: string; min: number }>({
    id: 'studio_contrast_ratio',
    defaultMessage: '{ratio}:1 (mín. {min}:1)',
    description: 'Studio: a pair ratio and its minimum',
  }),
  removeImage: defineMessage<{ name: string }>({
    id: 'studio_remove_image',
    defaultMessage: 'Remover {name}',
    description: 'Studio: remove an uploaded image',
  }),
  previewImage: defineMessage<{ name: string }>({
    id: 'studio_preview_image',
    defaultMessage: 'Pré-visualização de {name}',
    description: 'Studio: image preview',
  }),
  importFailed: defineMessage<{ reason: string }>({
    id: 'studio_import_failed',
    defaultMessage: 'Não foi possível ler a pasta: {reason}',
    description: 'Studio: import error',
  }),
  exportFailed: defineMessage<{ reason: string }>({
    id: 'studio_export_failed',
    defaultMessage: 'Não foi possível exportar: {reason}',
    description: 'Studio: export error',
  }),
  frameTitle: defineMessage<{ screen: string }>({
    id: 'studio_frame_title',
    defaultMessage: 'Pré-visualização: {screen}',
    description: 'Studio: accessible title of a preview frame',
  }),
  languageButton: defineMessage<{ language: string }>({
    id: 'studio_language_button',
    defaultMessage: 'Idioma: {language}',
    description: 'Studio: the button opening the language picker, with the current language',
  }),
};
