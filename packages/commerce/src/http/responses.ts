import { z } from '@hono/zod-openapi';

export const ErrorResponse = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .openapi('Error');

const json = (schema: z.ZodType, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The error answers every endpoint can give. */
export const errorResponses = {
  400: json(ErrorResponse, 'The request is not valid; the message says why.'),
  404: json(ErrorResponse, 'Not found.'),
};

export function ok<T extends z.ZodType>(schema: T, description: string) {
  return { 200: json(schema, description) } as {
    200: { content: { 'application/json': { schema: T } }; description: string };
  };
}
