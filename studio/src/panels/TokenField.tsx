// One editable token: a colour (hex field with the browser's colour picker beside it), a size (px)
// or a font (one of the bundled families). A contrast failure the token takes part in is shown
// under it, with the nearest colour that passes, one press away.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box, Button, RadioGroup, Stack, Text, TextField } from '@ds';
import { editableToken, fontStacks, type EditableToken, type FontStackId } from '../catalogue';
import { editableSources, suggestionFor } from '../contrast';
import { studioMessages as m } from '../messages';
import { useStudio } from '../StudioContext';
import * as s from '../studio.css';

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{8})$/i;
const PX = /^\d+(\.\d+)?px$/;
/** Failing pairs listed under a token before "and N more". */
const SHOWN_FAILURES = 2;

/**
 * The name a person reads for a token: its label when the studio offers it; for a component's
 * token, the label of the editable token it takes its value from (with its own path unless the
 * caller shows paths apart); else the path.
 */
export function useTokenName() {
  const intl = useIntl();
  const store = useStudio();
  return (path: string, withPath = true) => {
    const own = editableToken(path);
    if (own) return intl.formatMessage(own.label);
    const source = editableToken(editableSources(store.resolved, path)[0] ?? '');
    if (!source) return path;
    const name = intl.formatMessage(source.label);
    return withPath ? intl.formatMessage(m.tokenVia, { name, path }) : name;
  };
}

interface FieldProps {
  token: EditableToken;
}

const ContrastFlags = observer(function ContrastFlags({ token }: FieldProps) {
  const store = useStudio();
  const intl = useIntl();
  const name = useTokenName();
  const failures = store.failuresOf(token.path);
  if (failures.length === 0) return null;
  const canvas = store.cssOf('color.bg.canvas');
  return (
    <Stack gap="xs" data-contrast-flags={token.path}>
      {failures.slice(0, SHOWN_FAILURES).map((r) => {
        const asFg = r.fgCauses.includes(token.path);
        const values = {
          ratio: r.ratio.toFixed(2),
          min: r.min,
          other: name(asFg ? r.bg : r.fg),
        };
        const suggestion = suggestionFor(r, token.path, canvas);
        return (
          <Stack key={`${r.fg}|${r.bg}|${r.kind}`} direction="row" gap="sm" align="center" wrap>
            <Text size="sm" tone="danger">
              {intl.formatMessage(asFg ? m.contrastFails : m.contrastFailsAgainst, values)}
            </Text>
            {suggestion && (
              <Button size="sm" variant="secondary" onClick={() => store.set(token.path, suggestion)}>
                <span className={s.swatch} style={{ background: suggestion }} aria-hidden />
                {intl.formatMessage(m.useSuggestion, { colour: suggestion })}
              </Button>
            )}
          </Stack>
        );
      })}
      {failures.length > SHOWN_FAILURES && (
        <Text size="sm" tone="danger">
          {intl.formatMessage(m.moreFailures, { count: failures.length - SHOWN_FAILURES })}
        </Text>
      )}
    </Stack>
  );
});

const ColourField = observer(function ColourField({ token }: { token: EditableToken }) {
  const store = useStudio();
  const intl = useIntl();
  const value = store.cssOf(token.path);
  const [text, setText] = useState(value);
  // An outside change (a suggestion, an import, another merchant) replaces what is typed.
  useEffect(() => setText(value), [value]);
  const valid = HEX.test(text);
  const name = intl.formatMessage(token.label);
  const commit = (next: string) => {
    setText(next);
    if (HEX.test(next)) store.set(token.path, next.toLowerCase());
  };
  return (
    <TextField
      label={name}
      value={text}
      onValueChange={commit}
      hint={intl.formatMessage(m.hexHint)}
      error={valid ? undefined : intl.formatMessage(m.invalidColour)}
      spellCheck={false}
      autoComplete="off"
      data-token={token.path}
      startAdornment={
        <input
          type="color"
          className={s.colourInput}
          aria-label={intl.formatMessage(m.pickColour, { token: name })}
          value={valid ? text.slice(0, 7) : '#000000'}
          onChange={(e) => commit(e.target.value)}
        />
      }
    />
  );
});

const SizeField = observer(function SizeField({ token }: { token: EditableToken }) {
  const store = useStudio();
  const intl = useIntl();
  const value = store.cssOf(token.path);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      label={intl.formatMessage(token.label)}
      value={text}
      onValueChange={(next) => {
        setText(next);
        if (PX.test(next)) store.set(token.path, next);
      }}
      hint={intl.formatMessage(m.pxHint)}
      error={PX.test(text) ? undefined : intl.formatMessage(m.invalidSize)}
      autoComplete="off"
      data-token={token.path}
    />
  );
});

const fontLabels = {
  notoSans: m.fontNotoSans,
  notoSansSc: m.fontNotoSansSc,
  notoSansThai: m.fontNotoSansThai,
};

const FontField = observer(function FontField({ token }: { token: EditableToken }) {
  const store = useStudio();
  const intl = useIntl();
  const first = store.cssOf(token.path).split(',')[0]?.replaceAll("'", '').trim();
  const current = (Object.keys(fontStacks) as FontStackId[]).find((id) => fontStacks[id][0] === first);
  return (
    <RadioGroup
      label={intl.formatMessage(token.label)}
      value={current}
      onValueChange={(id: FontStackId) => store.set(token.path, fontStacks[id])}
      options={(Object.keys(fontStacks) as FontStackId[]).map((id) => ({
        value: id,
        label: intl.formatMessage(fontLabels[id]),
      }))}
    />
  );
});

export const TokenField = observer(function TokenField({ token }: FieldProps) {
  const store = useStudio();
  const intl = useIntl();
  const name = intl.formatMessage(token.label);
  return (
    <Box className={s.field} data-field={token.path}>
      {token.kind === 'color' ? (
        <ColourField token={token} />
      ) : token.kind === 'dimension' ? (
        <SizeField token={token} />
      ) : (
        <FontField token={token} />
      )}
      {store.isOverridden(token.path) && (
        <Stack direction="row" gap="sm" align="center">
          <Text size="sm" tone="accent" weight="bold">
            {intl.formatMessage(m.changed)}
          </Text>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => store.reset(token.path)}
            aria-label={intl.formatMessage(m.resetToken, { token: name })}
          >
            {intl.formatMessage(m.undo)}
          </Button>
        </Stack>
      )}
      {token.kind === 'color' && <ContrastFlags token={token} />}
    </Box>
  );
});
