// Security center (/m/securityCenter): the member's control panel over their account. A summary
// of how well the account is protected and the one thing to do next; every item of the platform's
// security list with its state (the login password goes to change-password; the payment password,
// mobile number, e-mail and real name open a sheet); the bank cards (the wallet feature's list:
// add, remove behind a confirmation); the recent sign-ins with 'sign out other sessions' behind a
// confirmation. Everything shown is what the platform answered. Decisions: README.md beside this.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  IconAlertCircle,
  IconButton,
  IconCheckCircle,
  IconLock,
  IconMail,
  IconPhone,
  IconTrash,
  IconUser,
  IconWallet,
  List,
  ListItem,
  Skeleton,
  Stack,
  Text,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { pathTo } from '../../routes/routeTable';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import {
  securityFeature,
  type LoginRecord,
  type SecurityCenter,
  type SecurityItemKey,
  type SecurityLevel,
} from '../../stores/security';
import { FormError } from '../accounts/parts/common';
import {
  defaultCardMessage,
  deviceMessage,
  levelSummaryMessage,
  placeMessage,
  realNameFixedMessage,
  removeCardLabel,
  securityMessages as m,
  whereWhenMessage,
} from './messages';
import {
  AddCardSheet,
  EmailSheet,
  MobileSheet,
  PaymentPasswordSheet,
  RealNameSheet,
  type SecurityFlow,
} from './SecuritySheets';

const levelText: Record<SecurityLevel, MessageDescriptor> = {
  low: m.levelLow,
  medium: m.levelMedium,
  high: m.levelHigh,
};

const nextText: Record<SecurityItemKey, MessageDescriptor> = {
  loginPassword: m.nextLoginPassword,
  paymentPassword: m.nextPaymentPassword,
  mobile: m.nextMobile,
  email: m.nextEmail,
  realName: m.nextRealName,
  bankCard: m.nextBankCard,
};

const errorText = (intl: IntlShape, error: unknown) =>
  intl.formatMessage(describeError(error, (id) => Boolean(intl.messages[id])));

/** The country's name in the player's language (its code where the browser cannot name it). */
function countryName(intl: IntlShape, code: string): string {
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Chrome on Android', 'Lisboa, Portugal' for a sign-in, with 'unknown' where the platform could not tell. */
function loginTexts(intl: IntlShape, login: LoginRecord) {
  const { browser, os, city, country } = login;
  const device =
    browser && os
      ? intl.formatMessage(deviceMessage, { browser, os })
      : browser || os || intl.formatMessage(m.unknownDevice);
  const countryText = country ? countryName(intl, country) : '';
  const place =
    city && countryText
      ? intl.formatMessage(placeMessage, { city, country: countryText })
      : city || countryText || intl.formatMessage(m.unknownPlace);
  return { device, where: intl.formatMessage(whereWhenMessage, { place, at: new Date(login.at) }) };
}

/** How protected the account is, and the one thing to do next. */
const Summary = observer(function Summary({
  store,
  onNext,
}: {
  store: SecurityCenter;
  onNext: (key: SecurityItemKey) => void;
}) {
  const intl = useIntl();
  const items = store.overview?.items ?? [];
  const next = store.next;
  const high = store.level === 'high';
  const advice: MessageDescriptor = next ? nextText[next] : m.allDone;
  return (
    <Card tone="raised" padding="md" as="section" aria-labelledby="sec-level">
      <Stack gap="sm">
        <Stack direction="row" gap="sm" align="center">
          <Box color={high ? 'success' : store.level === 'low' ? 'danger' : 'warning'} display="flex">
            {high ? <IconCheckCircle size="md" /> : <IconAlertCircle size="md" />}
          </Box>
          <Heading level={2} id="sec-level">
            {intl.formatMessage(levelText[store.level])}
          </Heading>
        </Stack>
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(levelSummaryMessage, {
            set: items.filter((i) => i.set).length,
            total: items.length,
          })}
        </Text>
        <Text as="p">{intl.formatMessage(advice)}</Text>
        {next ? (
          <Button
            fullWidth
            {...(next === 'loginPassword' ? { href: pathTo('changePsw') } : { onClick: () => onNext(next) })}
          >
            {intl.formatMessage(m.doNext)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
});

/** A set / not set mark at the end of an item. */
function StateBadge({ set }: { set: boolean }) {
  const intl = useIntl();
  return <Badge tone={set ? 'neutral' : 'danger'}>{intl.formatMessage(set ? m.set : m.notSet)}</Badge>;
}

/** Every item of the platform's list but the cards (their own section), each with its state. */
const Items = observer(function Items({
  store,
  onOpen,
}: {
  store: SecurityCenter;
  onOpen: (flow: SecurityFlow) => void;
}) {
  const intl = useIntl();
  const rows = (store.overview?.items ?? []).filter((i) => i.key !== 'bankCard');
  return (
    <Stack as="section" gap="sm" aria-labelledby="sec-items">
      <Heading level={2} id="sec-items">
        {intl.formatMessage(m.accountTitle)}
      </Heading>
      <Card>
        <List>
          {rows.map((item) => {
            const trailing = <StateBadge set={item.set} />;
            switch (item.key) {
              case 'loginPassword':
                return (
                  <ListItem
                    key={item.key}
                    icon={<IconLock />}
                    label={intl.formatMessage(m.loginPassword)}
                    trailing={trailing}
                    href={pathTo('changePsw')}
                  />
                );
              case 'paymentPassword':
                return (
                  <ListItem
                    key={item.key}
                    icon={<IconWallet />}
                    label={intl.formatMessage(m.paymentPassword)}
                    trailing={trailing}
                    onClick={() => onOpen('paymentPassword')}
                  />
                );
              case 'mobile':
              case 'email':
                return (
                  <ListItem
                    key={item.key}
                    icon={item.key === 'mobile' ? <IconPhone /> : <IconMail />}
                    label={intl.formatMessage(item.key === 'mobile' ? m.mobile : m.email)}
                    description={item.set ? item.display : undefined}
                    trailing={trailing}
                    onClick={() => onOpen(item.key as 'mobile' | 'email')}
                  />
                );
              case 'realName':
                // Set once: changing it is customer service's (withdrawals go to cards in this name).
                return item.set ? (
                  <ListItem
                    key={item.key}
                    icon={<IconUser />}
                    label={intl.formatMessage(m.realName)}
                    description={intl.formatMessage(realNameFixedMessage, { name: item.display })}
                    trailing={trailing}
                  />
                ) : (
                  <ListItem
                    key={item.key}
                    icon={<IconUser />}
                    label={intl.formatMessage(m.realName)}
                    trailing={trailing}
                    onClick={() => onOpen('realName')}
                  />
                );
              default:
                return null;
            }
          })}
        </List>
      </Card>
    </Stack>
  );
});

/** The bank cards: listed with a remove button each, and adding one (a payment password first). */
const Cards = observer(function Cards({
  store,
  onOpen,
}: {
  store: SecurityCenter;
  onOpen: (flow: SecurityFlow) => void;
}) {
  const intl = useIntl();
  const { cards } = store;
  const needsPassword = !store.isSet('paymentPassword');
  let body;
  if (cards.load.state === 'idle' || cards.load.state === 'loading') body = <Skeleton lines={2} />;
  else if (cards.load.state === 'error')
    body = (
      <EmptyState
        tone="danger"
        title={intl.formatMessage(m.cardsFailed)}
        description={errorText(intl, cards.load.error)}
        action={
          <Button variant="secondary" onClick={() => void cards.fetch()}>
            {intl.formatMessage(shellMessages.retry)}
          </Button>
        }
      />
    );
  else if (!cards.cards.length) body = <Text tone="secondary">{intl.formatMessage(m.noCards)}</Text>;
  else
    body = (
      <Card>
        <List>
          {cards.cards.map((card) => {
            const name = `${card.bankName} ${card.accountNumber}`;
            return (
              <ListItem
                key={card.id}
                icon={<IconWallet />}
                label={name}
                description={
                  card.isDefault
                    ? intl.formatMessage(defaultCardMessage, { holder: card.accountName })
                    : card.accountName
                }
                trailing={
                  <IconButton
                    icon={<IconTrash />}
                    label={intl.formatMessage(removeCardLabel, { card: name })}
                    loading={cards.removing === card.id}
                    onClick={() => void store.removeCard(card)}
                  />
                }
              />
            );
          })}
        </List>
      </Card>
    );
  return (
    <Stack as="section" gap="sm" aria-labelledby="sec-cards">
      <Heading level={2} id="sec-cards">
        {intl.formatMessage(m.bankCard)}
      </Heading>
      {body}
      <FormError error={cards.removeError?.error ?? null} />
      {needsPassword ? (
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.cardsNeedPassword)}
        </Text>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => (needsPassword ? onOpen('paymentPassword') : cards.startAdding(true))}
      >
        {intl.formatMessage(needsPassword ? m.setPaymentPassword : m.addCard)}
      </Button>
    </Stack>
  );
});

/** The recent sign-ins, newest first, and 'sign out other sessions'. */
const Logins = observer(function Logins({ store }: { store: SecurityCenter }) {
  const intl = useIntl();
  const { logins, loginsLoad } = store;
  let body;
  if (!logins && loginsLoad.state === 'error')
    body = (
      <EmptyState
        tone="danger"
        title={intl.formatMessage(m.loginsFailed)}
        description={errorText(intl, loginsLoad.error)}
        action={
          <Button variant="secondary" onClick={() => void store.fetchLogins()}>
            {intl.formatMessage(shellMessages.retry)}
          </Button>
        }
      />
    );
  else if (!logins) body = <Skeleton lines={3} />;
  else if (!logins.length) body = <Text tone="secondary">{intl.formatMessage(m.noLogins)}</Text>;
  else
    body = (
      <Card>
        <List>
          {logins.map((login) => {
            const { device, where } = loginTexts(intl, login);
            return (
              <ListItem
                key={`${login.at}-${device}`}
                label={device}
                description={where}
                trailing={
                  login.current ? (
                    <Badge tone="accent">{intl.formatMessage(m.thisDevice)}</Badge>
                  ) : login.active ? (
                    <Badge tone="neutral">{intl.formatMessage(m.active)}</Badge>
                  ) : undefined
                }
              />
            );
          })}
        </List>
      </Card>
    );
  return (
    <Stack as="section" gap="sm" aria-labelledby="sec-logins">
      <Heading level={2} id="sec-logins">
        {intl.formatMessage(m.loginsTitle)}
      </Heading>
      <Text as="p" size="sm" tone="secondary">
        {intl.formatMessage(m.loginsHint)}
      </Text>
      {body}
      <FormError error={store.signOutError} />
      <Button variant="danger" loading={store.signingOut} onClick={() => void store.signOutOthers()}>
        {intl.formatMessage(m.signOutOthers)}
      </Button>
    </Stack>
  );
});

export default observer(function SecurityCenterScreen() {
  const intl = useIntl();
  const root = useStores();
  const store = root.use(securityFeature);
  const [flow, setFlow] = useState<SecurityFlow | null>(null);

  useEffect(() => {
    void store.fetch();
  }, [store]);
  useRetryOnReconnect(root.ui.online, store.load.state === 'error', () => void store.fetch());

  if (!store.overview) {
    if (store.load.state === 'error')
      return (
        <MessagePage
          icon={<IconAlertCircle size="lg" />}
          title={intl.formatMessage(m.loadFailed)}
          body={errorText(intl, store.load.error)}
          actions={
            <Button onClick={() => void store.fetch()}>{intl.formatMessage(shellMessages.retry)}</Button>
          }
        />
      );
    return <PageLoading />;
  }

  /** Opens a flow; the bank card item opens the list's add form. */
  const open = (key: SecurityItemKey | SecurityFlow) => {
    if (key === 'bankCard') store.cards.startAdding(true);
    else if (key !== 'loginPassword') setFlow(key);
  };
  /** Closes the sheet: what was typed in secret fields is forgotten. */
  const close = () => {
    if (flow === 'paymentPassword') store.paymentPassword.clear();
    else if (flow) store[flow].close();
    setFlow(null);
  };

  return (
    <Stack gap="lg" padding="gutter" data-testid="security-center">
      <Summary store={store} onNext={open} />
      <Items store={store} onOpen={open} />
      <Cards store={store} onOpen={open} />
      <Logins store={store} />
      {flow === 'paymentPassword' ? <PaymentPasswordSheet store={store} onClose={close} /> : null}
      {flow === 'mobile' ? <MobileSheet store={store} onClose={close} /> : null}
      {flow === 'email' ? <EmailSheet store={store} onClose={close} /> : null}
      {flow === 'realName' ? <RealNameSheet store={store} onClose={close} /> : null}
      <AddCardSheet store={store} />
    </Stack>
  );
});
