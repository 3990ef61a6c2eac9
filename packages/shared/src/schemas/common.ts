import { z } from 'zod';

/** Every answer that only says something: successes and errors alike (DESIGN §3). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

/** `?limit=&offset=` for lists that can grow. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
