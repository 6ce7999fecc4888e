// A break (24 hours to 6 weeks) or self-exclusion (6 months to 5 years, or permanent): the length,
// when it ends, and what follows spelled out before the player confirms. Once the platform has
// started it, the store signs this device out (the platform has ended every session already).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Dialog, Heading, RadioGroup, Text } from '@ds';
import {
  BREAK_DAY_CHOICES,
  EXCLUSION_MONTH_CHOICES,
  type ResponsibleGamingStore,
  type RgBreakKind,
} from '../../stores/responsibleGaming';
import { daysMessage, monthsMessage, rgMessages as m, untilMessage } from './messages';
import { refusalText } from './ResponsibleGamingScreen';
import * as css from './rg.css';

const PERMANENT = 'permanent';
const DAY = 86_400_000;

/** When a break or exclusion chosen now would end (the platform's answer is what counts). */
function endOf(kind: RgBreakKind, length: number, now: number): Date {
  if (kind === 'break') return new Date(now + length * DAY);
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + length);
  return d;
}

export const BreakDialog = observer(function BreakDialog({
  store,
  kind,
  now = Date.now,
  onClose,
}: {
  store: ResponsibleGamingStore;
  kind: RgBreakKind;
  now?: () => number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const lengths: readonly number[] = kind === 'break' ? BREAK_DAY_CHOICES : EXCLUSION_MONTH_CHOICES;
  const [choice, setChoice] = useState(String(lengths[0]));
  const permanent = choice === PERMANENT;
  const error = store.errorOf('break');
  const title = intl.formatMessage(kind === 'break' ? m.breakTitle : m.exclusionTitle);
  const options = lengths.map((n) => ({
    value: String(n),
    label: intl.formatMessage(kind === 'break' ? daysMessage : monthsMessage, { days: n, months: n }),
  }));
  if (kind === 'exclusion') options.push({ value: PERMANENT, label: intl.formatMessage(m.permanent) });

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={title}>
        <form
          className={css.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void store.takeBreak({ kind, length: permanent ? 0 : Number(choice), permanent });
          }}
        >
          <RadioGroup
            label={intl.formatMessage(m.lengthLabel)}
            value={choice}
            onValueChange={setChoice}
            options={options}
          />
          {!permanent ? (
            <Text as="p" size="sm" weight="bold">
              {intl.formatMessage(untilMessage, { until: endOf(kind, Number(choice), now()) })}
            </Text>
          ) : null}
          <Heading level={3}>{intl.formatMessage(m.consequencesTitle)}</Heading>
          <ul className={css.consequences}>
            <li>{intl.formatMessage(m.consequenceSignOut)}</li>
            <li>{intl.formatMessage(permanent ? m.consequenceLoginPermanent : m.consequenceLogin)}</li>
            <li>{intl.formatMessage(m.consequenceMarketing)}</li>
            <li>{intl.formatMessage(m.consequenceFinal)}</li>
          </ul>
          {error ? (
            <p role="alert" className={css.alert}>
              {refusalText(intl, error)}
            </p>
          ) : null}
          <Dialog.Actions>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" variant="danger" loading={store.saving === 'break'}>
              {intl.formatMessage(kind === 'break' ? m.confirmBreak : m.confirmExclusion)}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
});
