import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

type Reducer = (data: never) => unknown;

// Per query client: reducers waiting to be replayed on the next answer of each query (by hash).
const pendingByClient = new WeakMap<QueryClient, Map<string, Reducer[]>>();
// A queue this long means no answer has come for a long time; the next answer is a full state anyway.
const PENDING_MAX = 500;

function pendingFor(queryClient: QueryClient): Map<string, Reducer[]> {
  const existing = pendingByClient.get(queryClient);
  if (existing) return existing;
  const created = new Map<string, Reducer[]>();
  pendingByClient.set(queryClient, created);
  queryClient.getQueryCache().subscribe((event) => {
    // Only a fetched answer: our own setQueryData (manual) must not replay into itself.
    if (event.type !== "updated" || event.action.type !== "success" || event.action.manual) return;
    const reducers = created.get(event.query.queryHash);
    if (!reducers) return;
    created.delete(event.query.queryHash);
    const data = reducers.reduce<unknown>(
      (d, reduce) => (d === undefined ? d : reduce(d as never)),
      event.query.state.data,
    );
    queryClient.setQueryData(event.query.queryKey, data);
  });
  return created;
}

/**
 * Applies a realtime event to a cached query with a pure reducer, with no refetch in the usual case.
 * While the query is loading (or before its first answer), the reducer is also kept and replayed on
 * the answer, which may predate the event: an event is never lost to a fetch that races it.
 * Reducers must be idempotent and never take back what is known (they may run twice).
 */
export function applyEvent<T>(queryClient: QueryClient, queryKey: QueryKey, reduce: (data: T) => T): void {
  const current = queryClient.getQueryData<T>(queryKey);
  if (current !== undefined) queryClient.setQueryData<T>(queryKey, reduce(current));
  const fetching = queryClient.isFetching({ queryKey, exact: true }) > 0;
  if (current !== undefined && !fetching) return;
  const pending = pendingFor(queryClient);
  const hash = hashKey(queryKey);
  const reducers = pending.get(hash) ?? [];
  if (reducers.length < PENDING_MAX) reducers.push(reduce);
  pending.set(hash, reducers);
  // Nothing cached and nothing on its way: fetch (when a screen shows this query).
  if (!fetching) void queryClient.invalidateQueries({ queryKey, exact: true });
}
