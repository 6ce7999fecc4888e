// Every colour pair CI checks, live over the draft: a summary, the failing pairs first (all of them
// with a switch), each named as a person reads it (with the token paths CI reports) and with its
// ratio and minimum. The flags beside the tokens say which to change.
import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Card, Heading, Stack, Switch, Text } from '@ds';
import { studioMessages as m } from '../messages';
import { useStudio } from '../StudioContext';
import * as s from '../studio.css';
import { useTokenName } from './TokenField';

export const ContrastPanel = observer(function ContrastPanel() {
  const store = useStudio();
  const intl = useIntl();
  const id = useId();
  const name = useTokenName();
  const [showPassing, setShowPassing] = useState(false);
  const results = store.contrast;
  const failed = results.filter((r) => !r.pass);
  const shown = showPassing ? [...failed, ...results.filter((r) => r.pass)] : failed;
  return (
    <Card as="section" aria-labelledby={id} padding="md" data-panel="contrast">
      <Stack gap="md">
        <Heading level={2} id={id}>
          {intl.formatMessage(m.contrastHeading)}
        </Heading>
        <Text role="status" tone={failed.length ? 'danger' : 'success'} weight="bold">
          {intl.formatMessage(m.contrastSummary, { failed: failed.length, total: results.length })}
        </Text>
        <Switch
          label={intl.formatMessage(m.showPassing)}
          checked={showPassing}
          onCheckedChange={setShowPassing}
        />
        {shown.length > 0 && (
          <ul className={s.pairList}>
            {shown.map((r) => (
              <li key={`${r.fg}|${r.bg}|${r.kind}`} className={s.pair} data-pair={`${r.fg} on ${r.bg}`}>
                <Badge tone={r.pass ? 'neutral' : 'danger'}>
                  {intl.formatMessage(r.pass ? m.pass : m.fail)}
                </Badge>
                <Stack gap="none">
                  <Text size="sm">
                    {intl.formatMessage(m.contrastPair, { fg: name(r.fg, false), bg: name(r.bg, false) })}
                  </Text>
                  <Text size="xs" tone="muted" className={s.path}>
                    {intl.formatMessage(m.contrastPair, { fg: r.fg, bg: r.bg })}
                  </Text>
                </Stack>
                <Text size="sm" tabular>
                  {intl.formatMessage(m.contrastRatio, { ratio: r.ratio.toFixed(2), min: r.min })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
});
