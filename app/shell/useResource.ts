// Loads one platform call for a screen: loading, error (with retry) and data, never a blank state;
// an error while offline is retried when the connection returns.
import { useCallback, useEffect, useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '@contract/define';
import { useStores } from '../stores/context';
import { useRetryOnReconnect } from './useRetryOnReconnect';

export type Resource<T> =
  | { state: 'loading'; data: null; error: null }
  | { state: 'error'; data: null; error: unknown }
  | { state: 'ready'; data: T; error: null };

export function useResource<C extends CallDef>(
  call: C,
  input: RequestOf<C>,
  deps: readonly unknown[] = [],
): Resource<ResponseOf<C>> & { retry: () => void } {
  const { api, ui } = useStores();
  const [attempt, setAttempt] = useState(0);
  const [resource, setResource] = useState<Resource<ResponseOf<C>>>({
    state: 'loading',
    data: null,
    error: null,
  });
  const key = JSON.stringify(input);
  useEffect(() => {
    let live = true;
    setResource({ state: 'loading', data: null, error: null });
    api.call(call, JSON.parse(key) as RequestOf<C>).then(
      (data) => live && setResource({ state: 'ready', data, error: null }),
      (error: unknown) => live && setResource({ state: 'error', data: null, error }),
    );
    return () => {
      live = false;
    };
    // `deps` are the caller's (e.g. the locale); `key` stands for the input.
  }, [api, call, key, attempt, ...deps]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // What failed while the connection was gone loads again when it returns.
  useRetryOnReconnect(ui.online, resource.state === 'error', retry);
  return { ...resource, retry };
}
