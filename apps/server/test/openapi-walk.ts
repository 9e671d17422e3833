/**
 * Requests made from the OpenAPI document alone, as a client generated from it would make them: the
 * walker reads `/api/docs/json` and builds, for every operation, the smallest request the document
 * allows (only required parameters and fields, each with a value its schema accepts).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface WalkedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented, `{id}` placeholders included. */
  path: string;
  operation: Operation;
  /** Documented query parameters (all, required or not), for probes that fill every one. */
  queryParameters: Parameter[];
  jsonBody: JsonSchema | undefined;
  /** Whether the body is multipart (an upload): not built from a JSON schema. */
  multipart: boolean;
}

export function operationsOf(document: OpenApiDocument): WalkedOperation[] {
  const walked: WalkedOperation[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(upper)) continue;
      const content = operation.requestBody?.content ?? {};
      walked.push({
        method: upper as WalkedOperation['method'],
        path,
        operation,
        queryParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        jsonBody: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return walked;
}

const today = new Date().toISOString().slice(0, 10);

/** The smallest value `schema` documents as valid; `text` is what a free string gets. */
export function minimalValue(document: OpenApiDocument, schema: JsonSchema, text = 'x'): unknown {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return minimalValue(document, document.components?.schemas?.[name] ?? {}, text);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((candidate) => candidate.type !== 'null') ?? branches[0]!;
    return minimalValue(document, branch, text);
  }
  if (schema.allOf) return minimalValue(document, Object.assign({}, ...schema.allOf), text);
  const type = [schema.type].flat().find((candidate) => candidate !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          minimalValue(document, schema.properties?.[name] ?? {}, text),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimalValue(document, schema.items ?? {}, text),
      );
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true;
      const minimum = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
      return minimum === undefined ? 1 : Math.max(1, exclusive ? minimum + 1 : minimum);
    }
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return today;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return `${text === 'x' ? 'a' : text}@b.co`;
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      return text.padEnd(schema.minLength ?? 1, 'x');
    default:
      return text;
  }
}

/** Whether `path` (dotted, as the 422 answer names fields) names something present in `sent`. */
export function wasSent(sent: unknown, path: string): boolean {
  let current = sent;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/** The documented schema of the field at `path` (dotted, array indexes included) inside `schema`. */
export function schemaAt(
  document: OpenApiDocument,
  schema: JsonSchema,
  path: string,
): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const part of path.split('.')) {
    while (current?.$ref) current = document.components?.schemas?.[current.$ref.split('/').pop()!];
    if (!current) return undefined;
    const branch: JsonSchema | undefined = (current.anyOf ?? current.oneOf)?.find((b) => b.type !== 'null');
    if (branch) current = branch;
    current = /^\d+$/.test(part) ? current.items : current.properties?.[part];
  }
  return current;
}
