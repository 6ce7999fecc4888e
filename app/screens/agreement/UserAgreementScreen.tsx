// /m/useragreement (SPEC §2 Other): the merchant's user agreement in the app's language, from the
// platform (server HTML, sanitised), with the date of its last change. Anyone may read it: it is
// linked from the register form and from the settings. It reloads when the language changes and
// when the connection comes back after a failed load.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Stack, Text } from '@ds';
import { formatCardDate } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { messageCentreFeature } from '../../stores/messageCentre';
import { HtmlBody, ListSkeletons } from '../notice/parts';
import { agreementMessages as m, agreementUpdatedMessage } from './messages';

export default observer(function UserAgreementScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const centre = useFeature(messageCentreFeature);
  const state = centre.agreementLoad.state;
  const agreement = centre.agreement;

  useEffect(() => {
    void centre.loadAgreement();
  }, [centre, ui.locale]);
  useRetryOnReconnect(ui.online, state === 'error', () => void centre.loadAgreement());

  let body;
  if (agreement)
    body = (
      <article data-testid="agreement-text">
        <Stack gap="xs">
          <Heading level={2}>{agreement.title}</Heading>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(agreementUpdatedMessage, { date: formatCardDate(agreement.updatedAt) })}
          </Text>
          <HtmlBody html={agreement.content} />
        </Stack>
      </article>
    );
  else if (state === 'error')
    body = (
      <div role="alert" data-testid="agreement-error">
        <EmptyState
          title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
          action={
            <Button variant="secondary" onClick={() => void centre.loadAgreement()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </div>
    );
  else body = <ListSkeletons label={intl.formatMessage(m.loading)} />;

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="agreement-screen" data-state={state}>
      {body}
    </Stack>
  );
});
