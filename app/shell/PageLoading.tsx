// What a page shows while its chunk or first data loads: never a blank screen.
import { useIntl } from 'react-intl';
import { Spinner, Stack } from '@ds';
import { shellMessages } from './messages';

export function PageLoading({ full }: { full?: boolean }) {
  const intl = useIntl();
  return (
    <Stack flexGrow={1} align="center" justify="center" padding="xl" minHeight={full ? 'screen' : undefined}>
      <Spinner size="lg" label={intl.formatMessage(shellMessages.loading)} />
    </Stack>
  );
}
