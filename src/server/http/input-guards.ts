import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "#domain/errors";

/** Deeper than any body the app reads (the deepest is 3), shallow enough that no recursive reader can overflow. */
export const MAX_JSON_DEPTH = 32;

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls; lone UTF-16 surrogates, which
// cannot be stored as UTF-8. PostgreSQL refuses NUL in text outright, so none of these may reach a handler.
// eslint-disable-next-line no-control-regex
const NOT_ALLOWED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** True when the text holds a character no input may carry (NUL, other control characters, a lone surrogate). */
export function hasForbiddenCharacters(text: string): boolean {
  return NOT_ALLOWED.test(text);
}

export type JsonProblem = "too-deep" | "forbidden-characters";

/**
 * Walks a parsed JSON value (keys and strings alike) and names the first problem: nested deeper than `maxDepth`
 * (the top-level object is depth 1) or a string with a forbidden character. Recursion stops at `maxDepth`, so the
 * walk itself cannot overflow.
 */
export function findJsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonProblem | null {
  const walk = (node: unknown, depth: number): JsonProblem | null => {
    if (typeof node === "string") return hasForbiddenCharacters(node) ? "forbidden-characters" : null;
    if (node === null || typeof node !== "object") return null;
    if (depth > maxDepth) return "too-deep";
    if (Array.isArray(node)) {
      for (const item of node) {
        const problem = walk(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    for (const [key, item] of Object.entries(node)) {
      if (hasForbiddenCharacters(key)) return "forbidden-characters";
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(value, 1);
}

const refuse = (problem: JsonProblem) => new DomainError(problem === "too-deep" ? "BODY_TOO_DEEP" : "INPUT_FORBIDDEN_CHARACTERS");

/** Every string of a query or path parameter object (arrays for repeated query keys included). */
function paramsHaveForbiddenCharacters(values: unknown): boolean {
  if (!values || typeof values !== "object") return false;
  for (const [key, value] of Object.entries(values)) {
    if (hasForbiddenCharacters(key)) return true;
    const list: unknown[] = Array.isArray(value) ? value : [value];
    if (list.some((item) => typeof item === "string" && hasForbiddenCharacters(item))) return true;
  }
  return false;
}

/**
 * The request's input checked before any handler (ours or better-auth's) or the database sees it:
 * - JSON bodies are parsed by Fastify's own secure parser (prototype poisoning refused), then must be an object,
 *   nested at most MAX_JSON_DEPTH deep, and hold no control character but tab, CR and LF in any key or string: refused
 *   with 400, never stripped, so what a user typed is never silently changed;
 * - any other content type is refused with 415 (no parser);
 * - path and query parameters may hold no control character at all, nor a lone surrogate (400).
 * Must be called before routes are registered, so every plugin inherits the parser.
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  // Fastify's text/plain parser would hand a raw, unchecked string to the handlers; the API speaks JSON only (415).
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, String(body), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      // Every JSON route of the app (and of better-auth) reads an object; a bare array, string or number is refused.
      if (value === null || typeof value !== "object" || Array.isArray(value)) return done(new DomainError("BODY_NOT_OBJECT"), undefined);
      const problem = findJsonProblem(value);
      if (problem) return done(refuse(problem), undefined);
      done(null, value);
    });
  });

  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (paramsHaveForbiddenCharacters(request.params) || paramsHaveForbiddenCharacters(request.query)) {
      throw new DomainError("INPUT_FORBIDDEN_CHARACTERS");
    }
  });
}
