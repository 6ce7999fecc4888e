// Every design-system component reads its component tokens: a throw-away merchant overrides one
// component token per component and each rendered component must change where that token says.
//
// The merchant is built the way the theme build builds one: the default merchant's resolved tokens
// (generated/docs, written by `npm run tokens`) with the row's token overridden, rendered by the
// build's own `cssProperties` format (themes/build/throwaway.ts; merchant.test.ts checks that the
// real build makes the same CSS). Its custom properties go on <html> with a selector stronger
// than the theme class, so portals (dialogs, sheets, popovers, toasts) get them too.
//
// To cover a component, add a row to `rows`: the component's folder, the token, how to render it,
// which element to read and which CSS property must change. A component folder without a row fails.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { TokenDoc } from '../themes/build/formats';
import { OVERRIDE_BY_TYPE, throwawayMerchantCss } from '../themes/build/throwaway';
import { defaultMerchant } from './theme/generated/merchants';
import { emulateReducedMotion } from './testing/motion';
import { Alert } from './components/Alert';
import { Avatar } from './components/Avatar';
import { Badge } from './components/Badge';
import { BottomNav } from './components/BottomNav';
import { Button } from './components/Button';
import { CaptchaField } from './components/CaptchaField';
import { captchaSample } from './components/CaptchaField/captcha-sample';
import { Card } from './components/Card';
import { Checkbox } from './components/Checkbox';
import { CopyField } from './components/CopyField';
import { Countdown } from './components/Countdown';
import { NumberBalls } from './components/NumberBalls';
import { Dialog } from './components/Dialog';
import { Divider } from './components/Divider';
import { FloatingPanel } from './components/FloatingPanel';
import { EmptyState } from './components/EmptyState';
import { Header } from './components/Header';
import { Heading } from './components/Heading';
import { IconBell, IconHome } from './components/Icon';
import { IconButton } from './components/IconButton';
import { Image } from './components/Image';
import { sampleArt } from './components/Image/fixtures';
import { ImageUploader } from './components/ImageUploader';
import { LanguagePicker } from './components/LanguagePicker';
import { sampleLanguages } from './components/LanguagePicker/fixtures';
import { List, ListItem } from './components/List';
import { MonthCalendar } from './components/MonthCalendar';
import { RecordRow } from './components/RecordRow';
import { BarList } from './components/BarList';
import { NoticeTicker } from './components/NoticeTicker';
import { OfflineBanner } from './components/OfflineBanner';
import { PageTransition } from './components/PageTransition';
import { PinInput } from './components/PinInput';
import { Popover } from './components/Popover';
import { Progress } from './components/Progress';
import { PromoCard } from './components/PromoCard';
import { Prose } from './components/Prose';
import { QrCode } from './components/QrCode';
import { RadioGroup } from './components/RadioGroup';
import { ReadMore } from './components/ReadMore';
import { ScrollTip } from './components/ScrollTip';
import { SectionNav } from './components/SectionNav';
import { SegmentedControl } from './components/SegmentedControl';
import { Select } from './components/Select';
import { Sheet } from './components/Sheet';
import { Shortcut, ShortcutList } from './components/ShortcutList';
import { Skeleton } from './components/Skeleton';
import { SmsCodeButton } from './components/SmsCodeButton';
import { Spinner } from './components/Spinner';
import { SummaryList, SummaryRow } from './components/SummaryList';
import { Switch } from './components/Switch';
import { Tabs } from './components/Tabs';
import { Text } from './components/Text';
import { TextField } from './components/TextField';
import { TextLink } from './components/TextLink';
import { createToaster, Toaster } from './components/Toast';
import { Carousel } from './components/Carousel/Carousel';
import { GameTile } from './components/GameTile';
import { TileGrid } from './components/TileGrid';
import { VendorTile } from './components/VendorTile';
import { VirtualGrid } from './components/VirtualGrid';

export interface TokenRow {
  /** The component's folder in design-system/components/. */
  component: string;
  /** Dotted path of the component token the throw-away merchant overrides, e.g. `button.radius`. */
  token: string;
  /** The CSS property (kebab case) that must change, read with getComputedStyle. */
  property: string;
  /** Renders the component (portals render into <body>, which `target` may search). */
  render: () => ReactNode;
  /** The element the token styles; by default the first element the render produced. */
  target?: (container: HTMLElement) => Element | null;
  /** A pseudo-element to read, e.g. `::placeholder`. */
  pseudo?: string;
  /** The override; by default a value of the token's type that no theme uses (OVERRIDE_BY_TYPE). */
  value?: string;
  /** Lets motion run (rows for animation tokens, which reduced motion switches off). */
  motion?: boolean;
}

/**
 * Pure layout primitives with no look of their own, so no component token: Box (a reset plus
 * sprinkles, which read semantic space and colour tokens) and Stack (flex with a semantic gap).
 */
const EXEMPT = new Set(['Box', 'Stack']);

const byRole = (role: string, name: string) => () =>
  document.querySelector(`[role="${role}"][aria-label="${name}"]`);
const closest = (text: string, selector: string) => () =>
  [...document.querySelectorAll('body *')]
    .find((el) => el.childElementCount === 0 && el.textContent === text)
    ?.closest(selector) ?? null;
const noop = () => {};

export const rows: TokenRow[] = [
  {
    component: 'BarList',
    token: 'barList.track',
    property: 'background-color',
    render: () => (
      <BarList label="Resultado" entries={[{ key: 'a', label: 'Slots', value: 1, display: '1' }]} />
    ),
    target: (c) => c.querySelector('[aria-hidden="true"]'),
  },
  {
    component: 'RecordRow',
    token: 'recordRow.bg',
    property: 'background-color',
    render: () => <RecordRow title="Fortune Tiger" value="+¥1.00" />,
  },
  {
    component: 'Alert',
    token: 'alert.bg',
    property: 'background-color',
    render: () => <Alert variant="banner">Recusado</Alert>,
  },
  {
    component: 'Avatar',
    token: 'avatar.size',
    property: 'width',
    render: () => <Avatar name="Ana" />,
  },
  { component: 'Badge', token: 'badge.bg', property: 'background-color', render: () => <Badge count={3} /> },
  {
    component: 'Badge',
    token: 'badge.radius',
    property: 'border-top-left-radius',
    render: () => <Badge count={3} />,
  },
  {
    component: 'BottomNav',
    token: 'bottomNav.bg',
    property: 'background-color',
    render: () => (
      <BottomNav.Root label="Menu" position="static">
        <BottomNav.Item href="#home" icon={<IconHome />} label="Início" active />
      </BottomNav.Root>
    ),
  },
  {
    component: 'BottomNav',
    token: 'bottomNav.textActive',
    property: 'color',
    render: () => (
      <BottomNav.Root label="Menu" position="static">
        <BottomNav.Item href="#home" icon={<IconHome />} label="Início" active />
      </BottomNav.Root>
    ),
    target: (c) => c.querySelector('[aria-current="page"]'),
  },
  {
    component: 'Button',
    token: 'button.radius',
    property: 'border-top-left-radius',
    render: () => <Button>Entrar</Button>,
  },
  {
    component: 'Button',
    token: 'button.height',
    property: 'min-height',
    render: () => <Button>Entrar</Button>,
  },
  {
    component: 'Button',
    token: 'button.primary.bg',
    property: 'background-color',
    render: () => <Button>Entrar</Button>,
  },
  {
    component: 'Button',
    token: 'button.secondary.border',
    property: 'border-top-color',
    render: () => <Button variant="secondary">Registar</Button>,
  },
  {
    component: 'CaptchaField',
    token: 'captchaField.bg',
    property: 'background-color',
    render: () => (
      <CaptchaField label="Captcha" src={captchaSample} onRefresh={noop} refreshLabel="Novo código" />
    ),
    target: (c) => c.querySelector('button'),
  },
  { component: 'Card', token: 'card.bg', property: 'background-color', render: () => <Card>Saldo</Card> },
  {
    component: 'Card',
    token: 'card.shadow',
    property: 'box-shadow',
    render: () => <Card tone="elevated">Saldo</Card>,
  },
  {
    component: 'Card',
    token: 'card.radius',
    property: 'border-top-left-radius',
    render: () => <Card>Saldo</Card>,
  },
  {
    component: 'Checkbox',
    token: 'checkbox.border',
    property: 'border-top-color',
    render: () => <Checkbox label="Lembrar-me" />,
    // The drawn box beside the (transparent) native input.
    target: (c) => c.querySelector('input[type="checkbox"] + span'),
  },
  {
    component: 'CopyField',
    token: 'copyField.bg',
    property: 'background-color',
    render: () => (
      <CopyField label="Conta" value="1234" copyLabel="Copiar" copiedLabel="Copiado" failedLabel="Falhou" />
    ),
  },
  {
    component: 'Countdown',
    token: 'countdown.text',
    property: 'color',
    render: () => <Countdown to={2_000_000} now={() => 0} renderLabel={(t) => t} expiredLabel="Expirou" />,
    target: (c) => c.querySelector('p'),
  },
  {
    component: 'NumberBalls',
    token: 'numberBalls.bg',
    property: 'background-color',
    render: () => <NumberBalls numbers={['1', '4', '6']} label="Resultado" />,
    target: (c) => c.querySelector('[aria-hidden="true"] > span'),
  },
  {
    component: 'Countdown',
    token: 'countdown.fill',
    property: 'background-color',
    render: () => (
      <Countdown to={2_000_000} from={0} now={() => 1_000} renderLabel={(t) => t} expiredLabel="Expirou" />
    ),
    target: (c) => c.querySelector('[aria-hidden="true"] > div'),
  },
  {
    component: 'Dialog',
    token: 'dialog.padding',
    property: 'padding-left',
    render: () => (
      <Dialog.Root open>
        <Dialog.Content title="Aviso">Texto</Dialog.Content>
      </Dialog.Root>
    ),
    target: () => document.querySelector('[role="dialog"]'),
  },
  {
    component: 'Dialog',
    token: 'dialog.radius',
    property: 'border-top-left-radius',
    render: () => (
      <Dialog.Root open>
        <Dialog.Content title="Aviso">Texto</Dialog.Content>
      </Dialog.Root>
    ),
    target: () => document.querySelector('[role="dialog"]'),
  },
  {
    component: 'FloatingPanel',
    token: 'floatingPanel.bg',
    property: 'background-color',
    render: () => <FloatingPanel.Root title="App" closeLabel="Fechar" onClose={() => undefined} />,
    target: () => document.querySelector('[role="dialog"]'),
  },
  {
    component: 'FloatingPanel',
    token: 'floatingPanel.padding',
    property: 'padding-left',
    render: () => <FloatingPanel.Root title="App" closeLabel="Fechar" onClose={() => undefined} />,
    target: () => document.querySelector('[role="dialog"]'),
  },
  {
    component: 'Divider',
    token: 'divider.color',
    property: 'border-top-color',
    render: () => <Divider />,
  },
  {
    component: 'EmptyState',
    token: 'emptyState.icon',
    property: 'color',
    render: () => <EmptyState title="Sem dados" />,
    target: (c) => c.querySelector('svg')?.parentElement ?? null,
  },
  {
    component: 'Header',
    token: 'header.bg',
    property: 'background-color',
    render: () => <Header title="Anúncios" position="static" />,
  },
  {
    component: 'Heading',
    token: 'heading.fontWeight',
    property: 'font-weight',
    render: () => <Heading>Jogos</Heading>,
  },
  { component: 'Icon', token: 'icon.size.md', property: 'width', render: () => <IconBell /> },
  {
    component: 'IconButton',
    token: 'iconButton.radius',
    property: 'border-top-left-radius',
    render: () => <IconButton icon={<IconBell />} label="Mensagens" variant="subtle" />,
  },
  {
    component: 'IconButton',
    token: 'iconButton.subtleBg',
    property: 'background-color',
    render: () => <IconButton icon={<IconBell />} label="Mensagens" variant="subtle" />,
  },
  {
    component: 'Image',
    token: 'image.placeholder',
    property: 'background-color',
    render: () => (
      <div style={{ width: 100 }}>
        <Image src={sampleArt('A')} alt="Jogo" ratio={1} />
      </div>
    ),
    target: (c) => c.querySelector('[data-status]'),
  },
  {
    component: 'ImageUploader',
    token: 'imageUploader.border',
    property: 'border-top-color',
    render: () => (
      <ImageUploader
        label="Comprovativos"
        addLabel="Adicionar imagem"
        removeLabel={(i) => `Remover imagem ${i + 1}`}
        previewLabel={(i) => `Imagem ${i + 1}`}
      />
    ),
    target: (c) => c.querySelector('button'),
  },
  {
    component: 'LanguagePicker',
    token: 'languagePicker.selectedText',
    property: 'color',
    render: () => <LanguagePicker label="Idioma" languages={sampleLanguages} value="pt" onChange={noop} />,
    target: (c) => c.querySelector('[aria-checked="true"]'),
  },
  {
    component: 'List',
    token: 'list.bg',
    property: 'background-color',
    render: () => (
      <List aria-label="Menu">
        <ListItem label="Anúncios" href="#notice" />
      </List>
    ),
  },
  {
    component: 'MonthCalendar',
    token: 'calendar.markedBg',
    property: 'background-color',
    render: () => (
      <MonthCalendar
        year={2026}
        month={11}
        caption="Novembro"
        weekdays={['D', 'S', 'T', 'Q', 'Q', 'S', 'S'].map((short, i) => ({ short, long: `${short}${i}` }))}
        marked={new Set([3])}
        today={4}
        dayLabel={(d) => String(d)}
      />
    ),
    target: (c) => c.querySelector('[data-day="3"] > span'),
  },
  {
    component: 'NoticeTicker',
    token: 'noticeTicker.bg',
    property: 'background-color',
    render: () => <NoticeTicker label="Anúncios" text="Bem-vindo" emptyText="Sem anúncios" />,
  },
  {
    component: 'OfflineBanner',
    token: 'offlineBanner.warningBg',
    property: 'background-color',
    render: () => <OfflineBanner message="Sem ligação" />,
  },
  {
    component: 'PageTransition',
    token: 'pageTransition.easing',
    property: 'animation-timing-function',
    motion: true,
    render: () => (
      <PageTransition transitionKey="1" appear>
        <h1>Página</h1>
      </PageTransition>
    ),
    target: (c) => c.querySelector('[data-transition]'),
  },
  {
    component: 'PinInput',
    token: 'pinInput.cellBorder',
    property: 'border-top-color',
    render: () => <PinInput label="Senha" value="12" onValueChange={noop} />,
    target: (c) => c.querySelector('[data-filled]'),
  },
  {
    component: 'PinInput',
    token: 'pinInput.keyBg',
    property: 'background-color',
    render: () => <PinInput label="Senha" value="" onValueChange={noop} keypad={{ deleteLabel: 'Apagar' }} />,
    target: (c) => c.querySelector('button'),
  },
  {
    component: 'Popover',
    token: 'popover.bg',
    property: 'background-color',
    render: () => (
      <Popover.Root open>
        <Popover.Trigger>
          <Button variant="ghost">Saldo</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Opções do saldo">Conteúdo</Popover.Content>
      </Popover.Root>
    ),
    target: byRole('dialog', 'Opções do saldo'),
  },
  {
    component: 'PromoCard',
    token: 'card.radius',
    property: 'border-top-left-radius',
    render: () => (
      <PromoCard
        title="Bónus"
        imageSrc={sampleArt('B')}
        dateRange="Longo prazo"
        moreLabel="Mais detalhes"
        onMore={noop}
      />
    ),
  },
  {
    component: 'Progress',
    token: 'progress.fill',
    property: 'background-color',
    render: () => <Progress label="Depósitos" value={1} max={4} valueText="1 / 4" />,
    target: (c) => c.querySelector('[role="progressbar"] > div'),
  },
  {
    component: 'Progress',
    token: 'progress.complete',
    property: 'color',
    render: () => <Progress label="Depósitos" value={4} max={4} valueText="4 / 4" />,
    target: closest('4 / 4', 'span'),
  },
  {
    component: 'QrCode',
    token: 'qrCode.border',
    property: 'border-top-color',
    render: () => <QrCode value="abc" label="QR" />,
  },
  {
    component: 'RadioGroup',
    token: 'radioGroup.border',
    property: 'border-top-color',
    render: () => <RadioGroup label="Método" options={[{ value: 'pix', label: 'PIX' }]} />,
    target: (c) => c.querySelector('[role="radio"]'),
  },
  {
    component: 'ReadMore',
    token: 'readMore.text',
    property: 'color',
    render: () => (
      <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
        Texto
      </ReadMore>
    ),
    target: closest('Texto', 'div'),
  },
  {
    component: 'ReadMore',
    token: 'readMore.lines',
    property: '-webkit-line-clamp',
    value: '1',
    render: () => (
      <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
        Texto
      </ReadMore>
    ),
    target: closest('Texto', 'div'),
  },
  {
    component: 'ScrollTip',
    token: 'scrollTip.bg',
    property: 'background-color',
    render: () => (
      <div data-testid="tall-page" style={{ height: 3000 }}>
        <ScrollTip label="Mais abaixo" />
      </div>
    ),
    target: () => document.querySelector('[aria-label="Mais abaixo"]'),
  },
  {
    component: 'SectionNav',
    token: 'sectionNav.currentBg',
    property: 'background-color',
    render: () => <SectionNav label="Secções" items={[{ id: 'a', label: 'Níveis' }]} />,
    target: (c) => c.querySelector('a[aria-current]'),
  },
  {
    component: 'SegmentedControl',
    token: 'segmentedControl.trackBg',
    property: 'background-color',
    render: () => (
      <SegmentedControl
        label="Método"
        options={[
          { value: 'username', label: 'Utilizador' },
          { value: 'mobile', label: 'Telemóvel' },
        ]}
        defaultValue="username"
      />
    ),
    target: (c) => c.querySelector('[role="radiogroup"]'),
  },
  {
    component: 'Sheet',
    token: 'sheet.padding',
    property: 'padding-left',
    render: () => (
      <Sheet.Root open>
        <Sheet.Content title="Menu" closeLabel="Fechar">
          <p data-testid="sheet-body-text">Conteúdo</p>
        </Sheet.Content>
      </Sheet.Root>
    ),
    target: () => document.querySelector('[data-testid="sheet-body-text"]')?.parentElement ?? null,
  },
  {
    component: 'Sheet',
    token: 'sheet.radius',
    property: 'border-top-left-radius',
    render: () => (
      <Sheet.Root open>
        <Sheet.Content side="bottom" title="Filtrar" closeLabel="Fechar">
          Conteúdo
        </Sheet.Content>
      </Sheet.Root>
    ),
    target: () => document.querySelector('[role="dialog"]'),
  },
  { component: 'Skeleton', token: 'skeleton.bg', property: 'background-color', render: () => <Skeleton /> },
  {
    component: 'SmsCodeButton',
    token: 'button.radius',
    property: 'border-top-left-radius',
    render: () => <SmsCodeButton label="Obter código" renderCountdown={(s) => `${s} s`} onSend={noop} />,
  },
  {
    component: 'Spinner',
    token: 'spinner.color',
    property: 'color',
    render: () => <Spinner label="Carregando" />,
    target: (c) => c.querySelector('svg'),
  },
  {
    component: 'Switch',
    token: 'switch.trackBg',
    property: 'background-color',
    render: () => <Switch label="Ocultar saldo" />,
    target: (c) => c.querySelector('[role="switch"]'),
  },
  {
    component: 'Tabs',
    token: 'tabs.activeText',
    property: 'color',
    render: () => (
      <Tabs.Root defaultValue="hot">
        <Tabs.List aria-label="Categorias">
          <Tabs.Trigger value="hot">HOT</Tabs.Trigger>
          <Tabs.Trigger value="live">LIVE</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
    ),
    target: (c) => c.querySelector('[role="tab"][data-state="active"]'),
  },
  { component: 'Text', token: 'text.lineHeight', property: 'line-height', render: () => <Text>Olá</Text> },
  {
    component: 'TextField',
    token: 'input.border',
    property: 'border-top-color',
    render: () => <TextField label="Utilizador" />,
    target: (c) => c.querySelector('input')?.parentElement ?? null,
  },
  {
    component: 'TextField',
    token: 'textField.bg',
    property: 'background-color',
    render: () => <TextField label="Utilizador" />,
    target: (c) => c.querySelector('input')?.parentElement ?? null,
  },
  {
    component: 'TextField',
    token: 'input.placeholder',
    property: 'color',
    pseudo: '::placeholder',
    render: () => <TextField label="Utilizador" placeholder="4 a 16 caracteres" />,
    target: (c) => c.querySelector('input'),
  },
  {
    component: 'Prose',
    token: 'textLink.text',
    property: 'color',
    render: () => (
      <Prose dangerouslySetInnerHTML={{ __html: '<p>Leia os <a href="#termos">termos</a>.</p>' }} />
    ),
    target: (c) => c.querySelector('a'),
  },
  {
    component: 'Select',
    token: 'input.border',
    property: 'border-top-color',
    render: () => <Select label="Moeda" options={[{ value: 'BRL' }]} />,
    target: (c) => c.querySelector('select')?.parentElement ?? null,
  },
  {
    component: 'ShortcutList',
    token: 'shortcut.tileRadius',
    property: 'border-top-left-radius',
    render: () => (
      <ShortcutList variant="tiles" aria-label="Atalhos">
        <Shortcut href="#depositar" icon={<IconHome />} label="Depositar" />
      </ShortcutList>
    ),
    target: (c) => c.querySelector('a'),
  },
  {
    component: 'ShortcutList',
    token: 'shortcut.icon',
    property: 'color',
    render: () => (
      <ShortcutList aria-label="Atalhos">
        <Shortcut href="#depositar" icon={<IconHome />} label="Depositar" />
      </ShortcutList>
    ),
    target: (c) => c.querySelector('a > span'),
  },
  {
    component: 'SummaryList',
    token: 'summaryList.emphasis',
    property: 'color',
    render: () => (
      <SummaryList>
        <SummaryRow label="Total" emphasis>
          R$ 10,00
        </SummaryRow>
      </SummaryList>
    ),
    target: (c) => c.querySelector('dd'),
  },
  {
    component: 'TextLink',
    token: 'textLink.text',
    property: 'color',
    render: () => <TextLink href="#termos">termos</TextLink>,
  },
  {
    component: 'Toast',
    token: 'toast.bg',
    property: 'background-color',
    render: () => {
      const toaster = createToaster();
      queueMicrotask(() => toaster.show('Guardado'));
      return <Toaster toaster={toaster} label="Notificações" />;
    },
    target: closest('Guardado', 'li'),
  },
  {
    component: 'GameTile',
    token: 'tile.radius',
    property: 'border-top-left-radius',
    render: () => <GameTile name="Fortune Tiger" iconSrc={sampleArt('FT')} />,
    target: (c) => c.querySelector('img'),
  },
  {
    component: 'GameTile',
    token: 'tile.nameSize',
    property: 'font-size',
    render: () => <GameTile name="Fortune Tiger" />,
    target: (c) => c.querySelector('button > span:last-child'),
  },
  {
    component: 'VendorTile',
    token: 'tile.bg',
    property: 'background-color',
    render: () => <VendorTile name="PG Soft" imageSrc={sampleArt('PG')} onSelect={() => {}} />,
    target: (c) => c.querySelector('img'),
  },
  {
    component: 'TileGrid',
    token: 'grid.inset',
    property: 'padding-left',
    render: () => (
      <TileGrid aria-label="Jogos">
        <GameTile name="Fortune Tiger" />
      </TileGrid>
    ),
  },
  {
    component: 'VirtualGrid',
    token: 'grid.gap',
    property: 'column-gap',
    render: () => (
      <VirtualGrid
        items={['Fortune Tiger', 'Fortune Ox']}
        label="Jogos"
        getKey={(name) => name}
        renderItem={(name) => <GameTile name={name} />}
        hasMore={false}
        onLoadMore={() => {}}
      />
    ),
    target: (c) => c.querySelector('[data-index]'),
  },
  {
    component: 'Carousel',
    token: 'carousel.dotActive',
    property: 'background-color',
    render: () => (
      <Carousel label="Destaques" slideLabel={(i) => `${i + 1}`} goToLabel={(i) => `Ir para ${i + 1}`}>
        <span>Um</span>
        <span>Dois</span>
      </Carousel>
    ),
    target: (c) => c.querySelector('[aria-current="true"] > span'),
  },
];

const docsByMerchant = import.meta.glob<TokenDoc[]>('./theme/generated/docs/*.json', {
  eager: true,
  import: 'default',
});
const defaultDocs = docsByMerchant[`./theme/generated/docs/${defaultMerchant}.json`] ?? [];

const MERCHANT_ATTR = 'data-throwaway-merchant';

function applyThrowawayMerchant(overrides: Record<string, string>): () => void {
  const style = document.createElement('style');
  style.textContent = throwawayMerchantCss(defaultDocs, overrides, `:root[${MERCHANT_ATTR}]`);
  document.head.append(style);
  document.documentElement.setAttribute(MERCHANT_ATTR, '');
  return () => {
    document.documentElement.removeAttribute(MERCHANT_ATTR);
    style.remove();
  };
}

const componentFolders = Object.keys(import.meta.glob('./components/*/index.ts')).map(
  (file) => file.split('/')[2] ?? file,
);

let cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('component tokens', () => {
  it('has a row for every component (or a written exemption)', () => {
    const covered = new Set(rows.map((r) => r.component));
    expect(componentFolders.length).toBeGreaterThan(0);
    expect(componentFolders.filter((c) => !covered.has(c) && !EXEMPT.has(c))).toEqual([]);
    expect([...covered].filter((c) => !componentFolders.includes(c))).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.component}: ${row.token} → ${row.property}`, row] as const))(
    '%s',
    async (_name, row) => {
      const doc = defaultDocs.find((d) => d.path === row.token);
      expect(doc, `${row.token} is not a token (npm run tokens?)`).toBeDefined();
      expect(doc?.tier, `${row.token} is not in the component tier`).toBe('component');
      const value = row.value ?? OVERRIDE_BY_TYPE[doc?.type ?? ''];
      expect(value, `no override value for a ${doc?.type} token: give the row a value`).toBeDefined();

      if (row.motion) {
        await emulateReducedMotion(false);
        cleanups.push(() => emulateReducedMotion(true));
      }
      const screen = await render(row.render());
      const find = () =>
        (row.target
          ? row.target(screen.container)
          : screen.container.firstElementChild) as HTMLElement | null;
      await expect.poll(find, { message: 'the row target is not rendered' }).toBeTruthy();
      const read = () => getComputedStyle(find() as HTMLElement, row.pseudo).getPropertyValue(row.property);
      const before = read();

      cleanups.push(applyThrowawayMerchant({ [row.token]: String(value) }));
      const root = getComputedStyle(document.documentElement);
      expect(root.getPropertyValue(doc?.cssVar ?? '').trim()).toBe(String(value));
      await expect
        .poll(read, { message: `${row.component} does not read ${row.token} (${row.property})` })
        .not.toBe(before);
    },
  );
});
