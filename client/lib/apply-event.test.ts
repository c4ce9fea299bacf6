import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { applyEvent } from "./apply-event";

const key = ["/api/thing"] as const;
const add = (n: number) => (list: number[]) => (list.includes(n) ? list : [...list, n]);

/** A fetch of `key` that answers when told to. */
function slowFetch(client: QueryClient) {
  let answer: (value: number[]) => void = () => undefined;
  const done = client.fetchQuery({
    queryKey: key,
    queryFn: () => new Promise<number[]>((resolve) => (answer = resolve)),
    staleTime: 0,
  });
  return { answer: (value: number[]) => answer(value), done };
}

describe("applyEvent", () => {
  it("updates cached data with the reducer and fetches nothing", () => {
    const client = new QueryClient();
    client.setQueryData(key, [1]);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    applyEvent<number[]>(client, key, add(2));
    expect(client.getQueryData(key)).toEqual([1, 2]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("asks for a fetch when nothing is cached yet, and applies the event to its answer", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    applyEvent<number[]>(client, key, add(2));
    expect(client.getQueryData(key)).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key, exact: true });
    await client.fetchQuery({ queryKey: key, queryFn: () => [1] });
    expect(client.getQueryData(key)).toEqual([1, 2]);
  });

  it("replays the event on an answer in flight that predates it (the event is not lost)", async () => {
    const client = new QueryClient();
    client.setQueryData(key, [1]);
    const fetch = slowFetch(client);
    applyEvent<number[]>(client, key, add(2));
    expect(client.getQueryData(key)).toEqual([1, 2]);
    fetch.answer([1]); // the server's answer, taken before the event
    await fetch.done;
    expect(client.getQueryData(key)).toEqual([1, 2]);
  });

  it("replays several events in order, once", async () => {
    const client = new QueryClient();
    client.setQueryData(key, [1]);
    const fetch = slowFetch(client);
    applyEvent<number[]>(client, key, add(2));
    applyEvent<number[]>(client, key, (list) => list.filter((n) => n !== 1));
    fetch.answer([1, 3]);
    await fetch.done;
    expect(client.getQueryData(key)).toEqual([3, 2]);
    client.setQueryData(key, [9]);
    await client.fetchQuery({ queryKey: key, queryFn: () => [7], staleTime: 0 });
    expect(client.getQueryData(key)).toEqual([7]);
  });
});
