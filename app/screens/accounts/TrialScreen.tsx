// /m/trail, the trial (free play) page (SPEC §2, §3, §6). A visitor reads what free play is and
// what a trial account cannot do (deposit, withdraw, inbox, chat and the other member functions
// answer free_reject), starts free play (a trial account; its name kept as trialName) or goes to
// register or login. A trial member sees their trial name and 'Register now' (the register modal,
// or the registration page where the merchant has direct registration off). A real member is told
// they are logged in and offered home. Starting sends one request however often it is tapped; a
// failure is shown with the button to try again; offline the button waits for the connection.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from '../../routes/Link';
import { Button, Heading, IconGame, IconLock, IconUser, Text } from '@ds';
import { errorMessages } from '../../api/errorMessages';
import { useStores } from '../../stores/context';
import { storeMessages } from '../../stores/messages';
import { accountsDeps } from '../../stores/accounts/deps';
import { TrialPlay } from '../../stores/accounts/TrialPlay';
import * as css from './accounts.css';
import { labels, trialLabels, trialMemberMessage, trialNameMessage, trialRejectNote } from './messages';
import { FormError, OfflineNote } from './parts/common';
import { useAccountText } from './parts/useAccountForm';
import { RegisterModalHost } from './RegisterModalHost';
import { pathTo } from '../../routes/routeTable';

const TrialScreen = observer(function TrialScreen() {
  const root = useStores();
  const { session, ui } = root;
  const { accounts } = root.features;
  const { intl } = useAccountText();
  const [trial] = useState(() => new TrialPlay(accountsDeps(root)));

  let content;
  if (session.isTrial) {
    content = (
      <>
        <div className={css.brand}>
          <IconGame size="lg" />
          <Heading level={1} align="center">
            {intl.formatMessage(trialLabels.activeHeading)}
          </Heading>
          <Text>{intl.formatMessage(trialNameMessage, { name: trial.trialName })}</Text>
        </div>
        <div className={css.card}>
          <Text tone="secondary">{intl.formatMessage(storeMessages.trialActualAccount)}</Text>
          <div className={css.actions}>
            <Button fullWidth size="lg" onClick={() => accounts.openRegister()}>
              {intl.formatMessage(storeMessages.registerNow)}
            </Button>
            <Button fullWidth variant="secondary" href={pathTo('home')}>
              {intl.formatMessage(trialLabels.keepPlaying)}
            </Button>
          </div>
        </div>
      </>
    );
  } else if (session.isLoggedIn) {
    content = (
      <>
        <div className={css.brand}>
          <IconUser size="lg" />
          <Heading level={1} align="center">
            {intl.formatMessage(trialLabels.memberHeading)}
          </Heading>
        </div>
        <div className={css.card}>
          <Text>{intl.formatMessage(trialMemberMessage, { name: session.info?.userName ?? '' })}</Text>
          <Button fullWidth size="lg" href={pathTo('home')}>
            {intl.formatMessage(trialLabels.goHome)}
          </Button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <div className={css.brand}>
          <IconGame size="lg" />
          <Heading level={1} align="center">
            {intl.formatMessage(trialLabels.heading)}
          </Heading>
        </div>
        <div className={css.card}>
          <Text>{intl.formatMessage(trialLabels.intro)}</Text>
          <div className={css.limitsTitle}>
            <IconLock size="sm" />
            <Heading level={4} as="h2">
              {intl.formatMessage(trialLabels.limitsTitle)}
            </Heading>
          </div>
          <ul className={css.limits}>
            <li>{intl.formatMessage(trialLabels.limitMoney)}</li>
            <li>{intl.formatMessage(trialLabels.limitMessages)}</li>
            <li>{intl.formatMessage(trialLabels.limitAccount)}</li>
          </ul>
          <Text tone="secondary">
            {intl.formatMessage(trialRejectNote, { message: intl.formatMessage(errorMessages.trialRefused) })}
          </Text>
          <p className={css.note}>{intl.formatMessage(trialLabels.limitsNote)}</p>
          <FormError error={trial.error} />
          <OfflineNote />
          <Button
            fullWidth
            size="lg"
            loading={trial.starting}
            disabled={!ui.online}
            onClick={async () => {
              if (await trial.start()) root.navigate(pathTo('home'), { replace: true });
            }}
          >
            {intl.formatMessage(trialLabels.start)}
          </Button>
          <div className={css.links}>
            <Link className={css.textLink} to={pathTo('register')}>
              {intl.formatMessage(labels.toRegister)}
            </Link>
            <Link className={css.textLink} to={pathTo('login')}>
              {intl.formatMessage(labels.toLogin)}
            </Link>
          </div>
        </div>
      </>
    );
  }

  return (
    <div className={css.screen}>
      {content}
      <RegisterModalHost />
    </div>
  );
});

export default TrialScreen;
