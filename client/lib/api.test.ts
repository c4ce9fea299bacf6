import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, errorMessage, getQueryFn, HttpError, isHttpError } from "./api";
import { createQueryClient } from "./query-client";

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  for (const res of responses) fetchMock.mockResolvedValueOnce(res);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends a JSON body with credentials", async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const res = await apiRequest("POST", "/api/devices/enroll", { code: "ABCD1234" });
    expect(await res.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/devices/enroll");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"code":"ABCD1234"}',
    });
  });

  it("sends no body and no content type without data", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest("DELETE", "/api/broadcasts/1");
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe("include");
  });

  it("throws '{status}: {body}' on a non-ok answer", async () => {
    stubFetch(json({ statusCode: 404, error: "Not Found", message: "Unknown device" }, 404));
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      '404: {"statusCode":404,"error":"Not Found","message":"Unknown device"}',
    );
    expect(isHttpError(error, 404)).toBe(true);
    expect(isHttpError(error, 401)).toBe(false);
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  function runQuery(on401: "throw" | "returnNull", res: Response) {
    const fetchMock = stubFetch(res);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = getQueryFn<{ a: number }>({ on401 });
    const result = client.fetchQuery({ queryKey: ["/api/devices", "HTZ1", "config"], queryFn });
    return { result, fetchMock };
  }

  it("GETs the key parts joined by slashes, with credentials", async () => {
    const { result, fetchMock } = runQuery("throw", json({ a: 1 }));
    await expect(result).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/devices/HTZ1/config");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBeUndefined();
  });

  it("returns null on 401 when asked", async () => {
    const { result } = runQuery("returnNull", json({ message: "Sign in" }, 401));
    await expect(result).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    const { result } = runQuery("throw", json({ message: "Sign in" }, 401));
    await expect(result).rejects.toThrow('401: {"message":"Sign in"}');
  });

  it("throws on other errors even when 401 returns null", async () => {
    const { result } = runQuery("returnNull", new Response("boom", { status: 500 }));
    await expect(result).rejects.toThrow("500: boom");
  });
});

describe("createQueryClient", () => {
  it("has the spec's defaults", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations).toMatchObject({ retry: false });
  });

  it("does not retry a failed query", async () => {
    const fetchMock = stubFetch(new Response("down", { status: 502 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ["/api/system/config"] })).rejects.toThrow(
      "502: down",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("errorMessage", () => {
  it("extracts the server's JSON message", () => {
    expect(errorMessage(new Error('404: {"message":"x"}'))).toBe("x");
    expect(
      errorMessage(new HttpError(400, '{"statusCode":400,"message":"Code expired"}', "Bad Request")),
    ).toBe("Code expired");
  });

  it("keeps a plain text error as it is", () => {
    expect(errorMessage(new Error("500: boom"))).toBe("500: boom");
    expect(errorMessage(new Error("404: {not json"))).toBe("404: {not json");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("uses the fallback when there is nothing to show", () => {
    expect(errorMessage(undefined, "Failed to create user")).toBe("Failed to create user");
    expect(errorMessage(new Error(""), "Failed")).toBe("Failed");
    expect(errorMessage(new Error('400: {"message":""}'), "Failed")).toBe("Failed");
    expect(errorMessage(new Error('500: {"error":"x"}'))).toBe('500: {"error":"x"}');
  });
});
