// The editable tokens, one card per group (brand colours, surfaces and text, accent and status,
// corners and spacing, fonts), each a labelled section.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Card, Heading, Stack } from '@ds';
import { tokenGroups, type TokenGroup } from '../catalogue';
import { TokenField } from './TokenField';

function Group({ group }: { group: TokenGroup }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="md" data-group={group.id}>
      <Stack gap="md">
        <Heading level={2} id={id}>
          {intl.formatMessage(group.title)}
        </Heading>
        {group.tokens.map((t) => (
          <TokenField key={t.path} token={t} />
        ))}
      </Stack>
    </Card>
  );
}

export const TokensPanel = observer(function TokensPanel() {
  return (
    <Stack gap="lg">
      {tokenGroups.map((g) => (
        <Group key={g.id} group={g} />
      ))}
    </Stack>
  );
});
