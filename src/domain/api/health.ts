import { z } from "zod";

/** GET /api/health: the server is up and its database answers. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) });
export type Health = z.infer<typeof healthSchema>;
