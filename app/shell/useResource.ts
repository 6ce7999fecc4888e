// Loads one platform call for a screen: loading, error (with retry) and data, never a blank state.
import { useCallback, useEffect, useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '@contract/define';
import { useStores } from '../stores/context';

export type Resource<T> =
  | { state: 'loading'; data: null; error: null }
  | { state: 'error'; data: null; error: unknown }
  | { state: 'ready'; data: T; error: null };

export function useResource<C extends CallDef>(
  call: C,
  input: RequestOf<C>,
  deps: readonly unknown[] = [],
): Resource<ResponseOf<C>> & { retry: () => void } {
  const { api } = useStores();
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
  return { ...resource, retry };
}
