import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation compiled from the contracts' zod schemas. The zod serialiser of
 * fastify-type-provider-zod re-parses every answer with zod and then calls JSON.stringify: on a list of
 * markets or 500 candles that was most of a request's CPU. Here each response schema becomes a JSON
 * schema (zod 4's `z.toJSONSchema`, output side) compiled once by fast-json-stringify, which writes only
 * the declared properties, in schema order: a field outside the schema never reaches the client, as
 * before. What is lost is the check of our own answers against the schema (a wrong type is coerced
 * rather than answered 500); the route tests and the serializer test keep the two in step.
 * A schema that JSON Schema cannot express (a transform, a date, a codec) keeps the zod serialiser.
 */

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Rewrites what zod emits into what fast-json-stringify serialises quickly, without a runtime ajv
 * match per value: `anyOf [X, null]` (a nullable object or array) becomes X with `nullable: true`, and
 * a union of literals of one type (the candle colour 1 | 2) an `enum` of that type.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && Object.keys(out).length === 1) {
    const literal = (s: unknown): s is JsonSchema =>
      isObject(s) && Object.keys(s).length === 2 && typeof s.type === 'string' && 'const' in s;
    const first = anyOf[0];
    if (literal(first) && anyOf.every((s) => literal(s) && s.type === first.type))
      return { type: first.type, enum: anyOf.map((s) => (s as JsonSchema).const) };
  }
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const isNull = (s: unknown) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1;
    const other = anyOf.find((s) => !isNull(s));
    if (anyOf.some(isNull) && isObject(other) && typeof other.type === 'string') {
      return other.type === 'object' || other.type === 'array'
        ? { ...other, nullable: true }
        : { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema a zod schema serialises to; throws when JSON Schema cannot express it. */
export function toSerializationSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })) as JsonSchema;
}

const compiled = new WeakMap<z.ZodType, Serialize>();

/** A compiled serialiser for one zod schema (cached: shared schemas such as `okSchema` compile once). */
export function compileSerializer(schema: z.ZodType, route = 'serializer'): Serialize {
  const known = compiled.get(schema);
  if (known) return known;
  let serialize: Serialize;
  try {
    serialize = fastJson(
      toSerializationSchema(schema) as unknown as Parameters<typeof fastJson>[0],
    ) as Serialize;
  } catch {
    const [method = 'GET', url = route] = route.split(' ');
    serialize = zodSerializerCompiler({ schema, method, url });
  }
  compiled.set(schema, serialize);
  return serialize;
}

/** Fastify accepts a zod schema directly or wrapped as `{ properties }` (the type provider's convention). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  return undefined;
}

/** For `app.setSerializerCompiler`: every route's response schemas, compiled once at start. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  // not a zod schema: the type provider's compiler reports it as it always did
  if (!zodSchema) return zodSerializerCompiler({ schema: schema as z.ZodType, method, url });
  return compileSerializer(zodSchema, `${method} ${url}`);
};
