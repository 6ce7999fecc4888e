// The editor of one limit (an amount for deposit and loss, a choice of minutes for session time and
// the reality check) in a dialog. It closes once the platform has confirmed the change; a refusal
// shows inside and keeps what was typed.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Dialog, RadioGroup, Text, TextField } from '@ds';
import {
  limitKey,
  RG_REALITY_MINUTES,
  RG_SESSION_MINUTES,
  type ResponsibleGamingStore,
  type RgLimitKind,
  type RgPeriod,
} from '../../stores/responsibleGaming';
import { editorHintMessage, minutesMessage, rgMessages as m } from './messages';
import { refusalText } from './ResponsibleGamingScreen';
import * as css from './rg.css';

export interface EditTarget {
  kind: RgLimitKind | 'session' | 'realityCheck';
  period?: RgPeriod;
  title: string;
  current: number | null;
}

const OFF = 'off';

export const LimitEditor = observer(function LimitEditor({
  store,
  target,
  symbol,
  onClose,
}: {
  store: ResponsibleGamingStore;
  target: EditTarget;
  symbol: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { kind, period } = target;
  const key = kind === 'realityCheck' ? 'realityCheck' : limitKey(kind, period);
  const choices =
    kind === 'session' ? RG_SESSION_MINUTES : kind === 'realityCheck' ? RG_REALITY_MINUTES : null;
  const [text, setText] = useState(target.current === null ? '' : String(target.current));
  const [choice, setChoice] = useState(target.current === null ? OFF : String(target.current));
  const [invalid, setInvalid] = useState(false);
  const saving = store.saving === key;
  const error = store.errorOf(key);

  const send = async (value: number | null) => {
    const done =
      kind === 'realityCheck'
        ? await store.setRealityCheck(value)
        : await store.setLimit(kind, period, value);
    if (done) onClose();
  };
  const save = () => {
    if (choices) return void send(choice === OFF ? null : Number(choice));
    const amount = Number(text.replace(',', '.'));
    if (!text.trim() || !Number.isFinite(amount) || amount <= 0) return setInvalid(true);
    setInvalid(false);
    void send(amount);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={target.title}>
        <form
          className={css.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {kind !== 'realityCheck' ? (
            <Text as="p" size="sm" tone="secondary">
              {intl.formatMessage(editorHintMessage, { hours: store.settings?.coolingHours ?? 24 })}
            </Text>
          ) : null}
          {choices ? (
            <RadioGroup
              label={target.title}
              value={choice}
              onValueChange={setChoice}
              options={[
                { value: OFF, label: intl.formatMessage(kind === 'session' ? m.noLimit : m.off) },
                ...choices.map((minutes) => ({
                  value: String(minutes),
                  label: intl.formatMessage(minutesMessage, { minutes }),
                })),
              ]}
            />
          ) : (
            <TextField
              label={intl.formatMessage(m.amountLabel)}
              inputMode="decimal"
              value={text}
              onValueChange={setText}
              startAdornment={symbol}
              error={invalid ? intl.formatMessage(m.amountInvalid) : undefined}
            />
          )}
          {error ? (
            <p role="alert" className={css.alert}>
              {refusalText(intl, error)}
            </p>
          ) : null}
          <Dialog.Actions>
            {!choices && target.current !== null ? (
              <Button variant="secondary" disabled={saving} onClick={() => void send(null)}>
                {intl.formatMessage(m.remove)}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onClose}>
                {intl.formatMessage(m.cancel)}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {intl.formatMessage(m.save)}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
});
