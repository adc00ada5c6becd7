import fc from 'fast-check';

// Requests shaped by the OpenAPI document the server publishes from its own zod schemas: mostly
// valid values, so that the generated requests get past validation into the handlers, with any
// part now and then swapped for something hostile.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};
export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return doc.components?.schemas?.[name] ?? {};
  }
  return schema;
}

function validShaped(
  raw: JsonSchema,
  doc: OpenApiDocument,
  hostile: fc.Arbitrary<unknown>,
  depth: number,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const inner = (s: JsonSchema) => fromSchema(s, doc, hostile, depth + 1);
  if (depth > 6) {
    return hostile;
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map(inner));
  }
  if (schema.allOf?.length) {
    return inner(schema.allOf[0]!);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') {
          return fc.uuid();
        }
        if (schema.format === 'email') {
          return fc.emailAddress();
        }
        return fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 300),
        });
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e9,
          max: schema.maximum ?? 1e9,
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(inner(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 6),
        });
      case 'object': {
        const props = schema.properties ?? {};
        return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, inner(v)])), {
          requiredKeys: (schema.required ?? []).filter((k) => k in props),
        });
      }
      default:
        return hostile;
    }
  });
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

/** A value of the schema, or (one time in six, at any depth) a hostile one in its place. */
export function fromSchema(
  schema: JsonSchema,
  doc: OpenApiDocument,
  hostile: fc.Arbitrary<unknown>,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validShaped(schema, doc, hostile, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

/** The OpenAPI operation of a route key such as 'PUT /api/user/:id'. */
export function operationOf(doc: OpenApiDocument, route: string) {
  const [method, url] = route.split(' ') as [string, string];
  const openApiPath = url.replace(/:(\w+)/g, '{$1}');
  return doc.paths[openApiPath]?.[method.toLowerCase()];
}
