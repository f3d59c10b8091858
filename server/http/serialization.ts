import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { withoutIds } from './validation.js';

/**
 * Response schemas are compiled to fast serializers as usual, minus `$id`s: a shared TypeBox schema with an
 * `$id` (such as the Figure contract) appears many times in one response, which fast-json-stringify rejects.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => fastJson(withoutIds(schema) as Parameters<typeof fastJson>[0]);
