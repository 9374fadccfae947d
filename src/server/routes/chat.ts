import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { chatRequestSchema } from "#domain/content/chat-schemas";
import type { Auth } from "../auth/create-auth";
import { AppError } from "../http/app-error";
import { parseInput } from "../http/parse-input";
import type { ChatAssistant } from "../services/chat/chat-assistant";
import { createWindowLimiter } from "../services/chat/window-limiter";

export const CHAT_RATE_LIMITED =
  "You're sending messages faster than I can answer. Please wait a minute and try again.";

export interface ChatRoutesDeps {
  assistant: ChatAssistant;
  auth: Auth;
  limits: { perIp: number; perEmail: number; windowMs: number };
}

/** SPEC §7 POST /api/chat/message: `{ message, email }` → `{ reply }`; errors carry `userMessage` for the bot. */
export function chatRoutes({ assistant, auth, limits }: ChatRoutesDeps) {
  const byIp = createWindowLimiter({ max: limits.perIp, windowMs: limits.windowMs });
  const byEmail = createWindowLimiter({ max: limits.perEmail, windowMs: limits.windowMs });

  const signedInUserId = async (request: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
    return session?.user.id ?? null;
  };

  return async function (app: FastifyInstance) {
    app.post("/api/chat/message", async (request, reply) => {
      if (!byIp.take(request.ip)) return reply.status(429).send({ message: CHAT_RATE_LIMITED, userMessage: CHAT_RATE_LIMITED });
      let body;
      try {
        body = parseInput(chatRequestSchema, request.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .status(error.statusCode)
          .send({ message: error.message, userMessage: error.message, fieldErrors: error.fieldErrors });
      }
      if (!byEmail.take(body.email)) return reply.status(429).send({ message: CHAT_RATE_LIMITED, userMessage: CHAT_RATE_LIMITED });
      return assistant.answer({ ...body, userId: await signedInUserId(request) });
    });
  };
}
