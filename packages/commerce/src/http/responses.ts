import { z } from '@hono/zod-openapi';

export const ErrorResponse = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .openapi('Error');

/** A JSON answer with this schema. */
export const jsonAnswer = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** An error answer (the Error schema), described for this endpoint. */
export const errorAnswer = (description: string) => jsonAnswer(ErrorResponse, description);

/** A required JSON request body with this schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/** The error answers every endpoint can give. */
export const errorResponses = {
  400: jsonAnswer(ErrorResponse, 'The request is not valid; the message says why.'),
  404: jsonAnswer(ErrorResponse, 'Not found.'),
};

export function ok<T extends z.ZodType>(schema: T, description: string) {
  return { 200: jsonAnswer(schema, description) } as {
    200: { content: { 'application/json': { schema: T } }; description: string };
  };
}
