import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

/** One answer of the fake server. */
export interface FakeReply {
  status?: number;
  /** Sent as JSON; no body when left out. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer waits for this to settle: a gate the test opens (see `gate`) or a promise of its own. */
  until?: Promise<unknown>;
}

/** A request the page made: its method, its path with the query string, and its JSON body (undefined without one). */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = FakeReply | ((call: FetchCall, calls: readonly FetchCall[]) => FakeReply);

interface Route {
  method: string;
  path: string | RegExp;
  answers: Answer[];
  used: number;
}

export interface FakeFetch {
  /**
   * Answers `method path` (the path with its query string, or a pattern) with the answers in turn, the last one again
   * for every later call. A later `on` for the same request replaces the earlier one.
   */
  on(method: string, path: string | RegExp, ...answers: Answer[]): void;
  /** The requests made so far, in order; only those to `method path` when given. */
  calls(method?: string, path?: string | RegExp): FetchCall[];
}

/** A promise the test resolves when it chooses: hold a reply with `until: held.promise`, let it go with `held.open()`. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const matches = (pattern: string | RegExp, path: string) => (typeof pattern === "string" ? pattern === path : pattern.test(path));

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined): FetchCall {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(url, "http://localhost");
  const text = typeof init?.body === "string" ? init.body : undefined;
  return {
    method: (init?.method ?? "GET").toUpperCase(),
    path: parsed.pathname + parsed.search,
    body: text === undefined ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * The network of a web test: `globalThis.fetch` answers only the routes the test names, with JSON, and records every
 * request. A request nobody named fails (as a network error, for the page) and fails the test after it ends. Call it
 * once at the top of a test file; each test starts with no routes and no calls.
 */
export function fakeFetch(): FakeFetch {
  let routes: Route[] = [];
  let made: FetchCall[] = [];
  let unexpected: string[] = [];
  let original: typeof fetch | undefined;

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = requestOf(input, init);
    made.push(call);
    const route = routes.find((r) => r.method === call.method && matches(r.path, call.path));
    if (!route) {
      unexpected.push(`${call.method} ${call.path}`);
      throw new TypeError(`fake fetch: no route for ${call.method} ${call.path}`);
    }
    const answer = route.answers[Math.min(route.used++, route.answers.length - 1)] ?? {};
    const reply = typeof answer === "function" ? answer(call, made) : answer;
    if (reply.until) await reply.until;
    const status = reply.status ?? 200;
    const body = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status,
      headers: { ...(body === null ? {} : { "Content-Type": "application/json" }), ...reply.headers },
    });
  };

  beforeEach(() => {
    routes = [];
    made = [];
    unexpected = [];
    original = globalThis.fetch;
    globalThis.fetch = fake as typeof fetch;
  });

  afterEach(() => {
    // The page goes before its network does, so nothing it still runs reaches the real fetch.
    cleanup();
    if (original) globalThis.fetch = original;
    if (unexpected.length > 0) {
      throw new Error(`The page made requests the test did not expect:\n${unexpected.join("\n")}`);
    }
  });

  return {
    on(method, path, ...answers) {
      const upper = method.toUpperCase();
      routes = routes.filter((r) => !(r.method === upper && String(r.path) === String(path)));
      routes.push({ method: upper, path, answers: answers.length > 0 ? answers : [{}], used: 0 });
    },
    calls(method, path) {
      return made.filter((c) => (!method || c.method === method.toUpperCase()) && (!path || matches(path, c.path)));
    },
  };
}
