import type { QueryFunction } from "@tanstack/react-query";

/** A non-ok HTTP answer. The message is the spec's "{status}: {body or status text}". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }
}

/** True when `err` is an HttpError (optionally with the given status). */
export function isHttpError(err: unknown, status?: number): err is HttpError {
  return err instanceof HttpError && (status === undefined || err.status === status);
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  throw new HttpError(res.status, body, res.statusText);
}

/** Sends a JSON request with the session cookies; throws HttpError on a non-ok answer. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/** The default query function: GET the query key joined by "/", parsed as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

const STATUS_PREFIX = /^\d{3}: /;

function parseJsonObject(text: string): object | undefined {
  if (!text.startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text to show a person for an error: the server's JSON `message` when the error carries one
 * ("404: {\"message\":\"x\"}" gives "x"), else the error's own message; `fallback` when the error
 * has nothing readable (no message, or a JSON body without one).
 */
export function errorMessage(err: unknown, fallback = ""): string {
  const raw = err instanceof Error ? err.message : typeof err === "string" ? err : "";
  const body = parseJsonObject(raw.replace(STATUS_PREFIX, ""));
  if (body === undefined) return raw || fallback;
  if ("message" in body && typeof body.message === "string" && body.message) return body.message;
  return fallback || raw;
}
