import type { DefaultError, MutateOptions, MutationObserver, UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { noop, useQueryContext, useWhenLive } from './query';

/**
 * React Query's useMutation on the engine that loads after the page (see query.tsx). Apart from query.tsx so
 * that pages without forms do not carry it.
 */
export interface MutationResult<TData, TError, TVariables, TOnMutateResult = unknown> {
  data: TData | undefined;
  error: TError | null;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => void;
  mutateAsync: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TOnMutateResult>,
  ) => Promise<TData>;
  reset: () => void;
}

const IDLE = { data: undefined, error: null, isPending: false, isSuccess: false, isError: false };

/** React Query's useMutation; a mutation started before the engine has loaded runs once it has. */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): MutationResult<TData, TError, TVariables, TOnMutateResult> {
  const { store, live } = useQueryContext();
  const observer = useMemo(
    () => (live ? new live.runtime.MutationObserver(live.client, options) : null),
    // One observer per component and client; later options reach it through setOptions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live],
  ) as MutationObserver<TData, TError, TVariables, TOnMutateResult> | null;
  useEffect(() => {
    observer?.setOptions(options);
  }, [observer, options]);
  const result = useSyncExternalStore(
    useCallback(
      (onChange: () => void) =>
        observer && live ? observer.subscribe(live.runtime.notifyManager.batchCalls(onChange)) : noop,
      [observer, live],
    ),
    () => observer?.getCurrentResult() ?? IDLE,
    () => observer?.getCurrentResult() ?? IDLE,
  );
  const run = useWhenLive(observer, store);
  const mutateAsync = useCallback<MutationResult<TData, TError, TVariables, TOnMutateResult>['mutateAsync']>(
    (variables, mutateOptions) => run((ready) => ready.mutate(variables, mutateOptions)),
    [run],
  );
  const mutate = useCallback<MutationResult<TData, TError, TVariables, TOnMutateResult>['mutate']>(
    (variables, mutateOptions) => void mutateAsync(variables, mutateOptions).catch(noop),
    [mutateAsync],
  );
  return {
    data: result.data,
    error: result.error,
    isPending: result.isPending,
    isSuccess: result.isSuccess,
    isError: result.isError,
    mutate,
    mutateAsync,
    reset: () => observer?.reset(),
  };
}
