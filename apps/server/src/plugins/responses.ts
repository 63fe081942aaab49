import { ErrorResponseSchema } from '@crucible/shared';
import { z } from 'zod';

/** Error answers every authenticated route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
} as const;

/** 202/204 answers carry no body. */
export const EmptySchema = z.null().describe('No content');
export const noContent = { 204: EmptySchema, ...errorResponses } as const;
export const accepted = { 202: EmptySchema, ...errorResponses } as const;
