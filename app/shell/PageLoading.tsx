// What a page shows while its chunk or first data loads: never a blank screen.
import { useIntl } from 'react-intl';
import { Spinner } from '@ds';
import { shellMessages } from './messages';
import * as css from './shell.css';

export function PageLoading({ full }: { full?: boolean }) {
  const intl = useIntl();
  return (
    <div className={`${css.centred} ${full ? css.fullPage : ''}`}>
      <Spinner size="lg" label={intl.formatMessage(shellMessages.loading)} />
    </div>
  );
}
