// Shown to a trial (type 4) member opening a page only real accounts may use (SPEC §5, §6):
// free_reject and 'Please login an actual account to use this function', with Register now.
import { useIntl } from 'react-intl';
import { Button, IconLock } from '@ds';
import { errorMessages } from '../api/errorMessages';
import { storeMessages } from '../stores/messages';
import { MessagePage } from './MessagePage';
import { shellMessages } from './messages';
import { pathTo } from '../routes/routeTable';

export function TrialRefusedPage() {
  const intl = useIntl();
  return (
    <MessagePage
      icon={<IconLock size="lg" />}
      title={intl.formatMessage(errorMessages.trialRefused)}
      body={intl.formatMessage(storeMessages.trialActualAccount)}
      actions={
        <>
          <Button href={pathTo('register')}>{intl.formatMessage(storeMessages.registerNow)}</Button>
          <Button href={pathTo('home')} variant="secondary">
            {intl.formatMessage(shellMessages.goHome)}
          </Button>
        </>
      }
    />
  );
}
