import { z } from "zod";

/** POST /api/chat/message's answer: the reply, whether the site's content answered it, and the pages it rests on. */
export const chatResponseSchema = z.object({
  reply: z.string(),
  answered: z.boolean(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
