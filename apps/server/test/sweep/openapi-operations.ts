/** The operations of the app's own OpenAPI document, and requests made from their schemas. */
import type { TestClient } from "../test-app";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path as documented, parameters written {name}. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation documents one. */
  body?: JsonSchema;
  summary: string;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; summary?: string }>
  >;
};

/** Every operation of the document the running app serves at /api/docs/json. */
export async function documentedOperations(client: TestClient): Promise<Operation[]> {
  const document = (await client.get("/api/docs/json")).json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, spec]) => {
      const content = (spec.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase() as Operation["method"],
        path,
        parameters: spec.parameters ?? [],
        body: content?.["application/json"]?.schema,
        summary: spec.summary ?? "",
      };
    }),
  );
}

export const isWrite = (operation: Operation) => operation.method !== "GET";
export const label = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * What to put in a named value (a path or query parameter, a body property): the sweep's real
 * ids and values, or undefined to derive one from the schema.
 */
export type Hints = (name: string, operation: Operation) => unknown;

const futureDay = new Date(Date.now() + 3 * 864e5);
const stringCandidates = [
  "Sweep",
  futureDay.toISOString().slice(0, 10),
  "09:00",
  "+354 555 1234",
  futureDay.toISOString(),
  "2f8a1c3e-5b7d-4e9f-8a6b-1c2d3e4f5a6b",
  "EN",
];

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern).test(value);
}

/** A value the schema takes: the hint for its name, else the simplest value of its type. */
export function sample(schema: JsonSchema, name: string, operation: Operation, hints: Hints): unknown {
  const hinted = hints(name, operation);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch[0]!, name, operation, hints);
  switch (schema.type) {
    case "object": {
      // The required fields, and the optional ones the sweep has a value for (ids, dates).
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const hinted = hints(key, operation);
        if (hinted !== undefined) body[key] = hinted;
        else if (schema.required?.includes(key)) body[key] = sample(property, key, operation, hints);
      }
      return body;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample(schema.items ?? {}, name, operation, hints),
      );
    case "integer":
    case "number": {
      const floor = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(1, floor), schema.maximum ?? Infinity);
    }
    case "boolean":
      return false;
    case "string": {
      if (schema.format === "email") return "outsider@example.com";
      const fit = stringCandidates.find((value) => fitsString(schema, value));
      return fit ?? "x".repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return "Sweep";
  }
}

/** A path parameter or an id in the query must be one of the sweep's real values; other query values may be made up. */
function resolveParameter(operation: Operation, parameter: Parameter, hints: Hints): unknown {
  const value = hints(parameter.name, operation) ?? parameter.schema.enum?.[0];
  if (value !== undefined || parameter.in === "path" || parameter.schema.format === "uuid") return value;
  return sample(parameter.schema, parameter.name, operation, hints);
}

/**
 * The operation's address with every path parameter filled in and its required query written
 * out, or the names of the parameters nothing could fill.
 */
export function addressOf(operation: Operation, hints: Hints): { url: string } | { missing: string[] } {
  const missing: string[] = [];
  let url = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === "path")) {
    const value = resolveParameter(operation, parameter, hints);
    if (value === undefined) missing.push(parameter.name);
    else url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === "query" && p.required)) {
    const value = resolveParameter(operation, parameter, hints);
    if (value === undefined) missing.push(parameter.name);
    else query.set(parameter.name, String(value));
  }
  if (missing.length > 0) return { missing };
  return { url: query.size > 0 ? `${url}?${query}` : url };
}

/** A plausible valid body: the sweep's values where it has them, simple typed ones elsewhere. */
export function bodyOf(operation: Operation, hints: Hints): unknown {
  return operation.body ? sample(operation.body, "body", operation, hints) : undefined;
}
