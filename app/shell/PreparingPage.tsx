// The honest page of a section not built yet: its title and 'this section is being
// prepared', with a way home. Used only where no screen exists (see screens.ts).
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, IconClock } from '@ds';
import { MessagePage } from './MessagePage';
import { shellMessages } from './messages';
import { pathTo } from '../routes/routeTable';

export function PreparingPage({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <MessagePage
      icon={<IconClock size="lg" />}
      title={intl.formatMessage(title)}
      body={intl.formatMessage(shellMessages.preparing)}
      actions={
        <Button href={pathTo('home')} variant="secondary">
          {intl.formatMessage(shellMessages.goHome)}
        </Button>
      }
    />
  );
}
