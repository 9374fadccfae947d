import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { chatRequestSchema } from "#domain/content/chat-schemas";
import { DomainError } from "#domain/errors";
import type { Auth } from "../auth/create-auth";
import { parseInput } from "../http/parse-input";
import type { ChatAssistant } from "../services/chat/chat-assistant";

export interface ChatRoutesDeps {
  assistant: ChatAssistant;
  auth: Auth;
  limits: { perClient: number; perEmail: number; windowMs: number };
}

/** docs/product-spec.md §7 POST /api/chat/message: `{ message, email }` → `{ reply }`; errors carry `userMessage`. */
export function chatRoutes({ assistant, auth, limits }: ChatRoutesDeps) {
  // Both the limit and the answer want the caller; one session lookup a request serves both.
  const sessions = new WeakMap<FastifyRequest, Promise<string | null>>();
  const signedInUserId = (request: FastifyRequest) => {
    let userId = sessions.get(request);
    if (!userId) {
      userId = auth.api
        .getSession({ headers: fromNodeHeaders(request.headers) })
        .then((session) => session?.user.id ?? null, () => null);
      sessions.set(request, userId);
    }
    return userId;
  };

  return async function (app: FastifyInstance) {
    // The email is whatever the visitor typed, so it is limited too: one address cannot be spammed from many IPs.
    const takeForEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `chat-email:${chatRequestSchema.parse(request.body).email}`,
    });

    app.post(
      "/api/chat/message",
      {
        config: {
          userMessage: true,
          rateLimit: {
            max: limits.perClient,
            timeWindow: limits.windowMs,
            keyGenerator: async (request) => {
              const userId = await signedInUserId(request);
              return userId ? `user:${userId}` : `ip:${request.ip}`;
            },
            errorResponseBuilder: () => new DomainError("CHAT_RATE_LIMITED"),
          },
        },
      },
      async (request) => {
        const body = parseInput(chatRequestSchema, request.body);
        const byEmail = await takeForEmail(request);
        if (!byEmail.isAllowed && byEmail.isExceeded) throw new DomainError("CHAT_RATE_LIMITED");
        return assistant.answer({ ...body, userId: await signedInUserId(request) });
      },
    );
  };
}
