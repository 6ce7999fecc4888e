// Asks the platform for a game's address once per attempt, for the launch and lottery frames.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../api/errorMessages';
import { ApiError, ClientErrorCode } from '../../api/errors';
import { frameUrl } from '../../security/urls';
import type { GameFrameState } from './GameFrame';

export interface FrameResult {
  url: string;
  embed: boolean;
}

/**
 * Runs `request` (keyed by `key`) and reports the frame state. A retry runs it again; a change of
 * key (another game) starts over; an answer for an old key is dropped.
 */
export function useFrameUrl(key: string, request: () => Promise<FrameResult>): GameFrameState {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: FrameResult | { error: unknown } } | null>(null);

  useEffect(() => {
    let current = true;
    request()
      .then((value) => {
        // The address is platform data: only http(s) is framed or opened; anything else (a
        // `javascript:` or `data:` URL) is a malformed answer, shown as the usual failure.
        const url = frameUrl(value.url);
        if (!url) throw new ApiError(ClientErrorCode.malformed, 200, '');
        return { ...value, url };
      })
      .then(
        (value) => current && setResult({ key: `${key}#${attempt}`, value }),
        (error: unknown) => current && setResult({ key: `${key}#${attempt}`, value: { error } }),
      );
    return () => {
      current = false;
    };
    // `request` is rebuilt every render; the key says when the request really changes.
  }, [key, attempt]);

  if (!result || result.key !== `${key}#${attempt}`) return { kind: 'loading' };
  if ('error' in result.value) {
    const descriptor = describeError(result.value.error, (id) => Boolean(intl.messages[id]));
    return {
      kind: 'error',
      message: intl.formatMessage(descriptor),
      onRetry: () => setAttempt((a) => a + 1),
    };
  }
  return { kind: 'ready', ...result.value };
}
