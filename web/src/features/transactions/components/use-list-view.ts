import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readListView,
  withFilters,
  writeListView,
  type ListFilters,
  type ListView,
} from '../list-params';

/**
 * The list's view read from the address, and its changes written back there (replacing the
 * entry: typing a search does not fill the history), so a reload or a shared link keeps it.
 */
export const useListView = () => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  const { status, type, method, chain, search } = view;
  const filters = useMemo<ListFilters>(
    () => ({ status, type, method, chain, search }),
    [status, type, method, chain, search],
  );

  const update = useCallback(
    (change: (view: ListView) => ListView) => {
      setParams((current) => writeListView(change(readListView(current))), { replace: true });
    },
    [setParams],
  );
  const changeFilters = useCallback(
    (change: Partial<ListFilters>) => {
      update((current) => withFilters(current, change));
    },
    [update],
  );

  return { view, filters, update, changeFilters };
};
