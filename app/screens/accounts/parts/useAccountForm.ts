// Hooks shared by the accounts screens: the flow store of a screen (built once with the app's
// dependencies, loaded on mount, disposed on unmount), the text of field errors and failures, and
// focusing a field by name (the first invalid one, SPEC §5).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describeError, errorMessages } from '../../../api/errorMessages';
import { isApiError } from '../../../api/errors';
import { useStores } from '../../../stores/context';
import { accountsDeps, type AccountsDeps } from '../../../stores/accounts/deps';
import { retryAfterMessage } from '../../../stores/accounts/messages';
import { playBreakMessage } from '../../../stores/responsibleGaming/playBreak';
import { labels } from '../messages';

interface FlowStore {
  load(): Promise<void>;
  dispose(): void;
}

/** The screen's flow store, loaded when the screen mounts. */
export function useAccountForm<T extends FlowStore>(create: (deps: AccountsDeps) => T): T {
  const root = useStores();
  const [form] = useState(() => create(accountsDeps(root)));
  useEffect(() => {
    void form.load();
    return () => form.dispose();
  }, [form]);
  return form;
}

/** Formats field errors and failures in the active language. */
export function useAccountText() {
  const intl = useIntl();
  const known = useCallback((id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id), [intl]);
  const message = useCallback(
    (d: MessageDescriptor | null | undefined): string | undefined => {
      if (!d) return undefined;
      // A platform key the catalogue does not have: our own default, else 'format incorrect'.
      if (typeof d.id === 'string' && !known(d.id) && !d.defaultMessage)
        return intl.formatMessage(errorMessages.invalidFormat);
      return intl.formatMessage(d);
    },
    [intl, known],
  );
  const failure = useCallback(
    (error: unknown): string | undefined => {
      if (!error) return undefined;
      const retryAfter = isApiError(error) ? Number(error.flag('retryAfter')) : NaN;
      if (Number.isFinite(retryAfter) && retryAfter > 0)
        return intl.formatMessage(retryAfterMessage, { seconds: Math.ceil(retryAfter) });
      // A break or self-exclusion the member asked for: the refusal says until when.
      const pause = playBreakMessage(error);
      if (pause) return intl.formatMessage(pause.message, pause.values);
      return intl.formatMessage(describeError(error, known));
    },
    [intl, known],
  );
  /** A field's label; an optional field is marked so. */
  const label = useCallback(
    (text: MessageDescriptor, required = true): string => {
      const base = intl.formatMessage(text);
      return required ? base : `${base} ${intl.formatMessage(labels.optional)}`;
    },
    [intl],
  );
  return { intl, message, failure, label };
}

/** What a flow store's submit answers: done, or refused with the field to focus (if any). */
type SubmitOutcome = { ok: true } | { ok: false; focus: string | null };

/** Refs by field name, and focusing one (the first invalid field after a submit). */
export function useFieldFocus() {
  const refs = useRef(new Map<string, HTMLElement | null>());
  const register = useCallback(
    (name: string) => (node: HTMLElement | null) => {
      refs.current.set(name, node);
    },
    [],
  );
  const focus = useCallback((name: string | null) => {
    if (!name) return;
    const node = refs.current.get(name);
    node?.focus();
    node?.scrollIntoView?.({ block: 'center' });
  }, []);
  /** Runs a flow store's submit: `onDone` after success, else the field it names takes the focus. */
  const submit = useCallback(
    async (send: () => Promise<SubmitOutcome>, onDone?: () => void) => {
      const result = await send();
      if (result.ok) onDone?.();
      else focus(result.focus);
    },
    [focus],
  );
  return { register, focus, submit };
}

export type FieldFocus = ReturnType<typeof useFieldFocus>;
