/** Bodies no write may accept, made from an operation's schema and a valid body of it. */
import { sample, type Hints, type JsonSchema, type Operation } from "./openapi-operations";

export interface Malformed {
  /** What is wrong, for the failure message. */
  what: string;
  /** The raw body sent. */
  text: string;
  contentType: string;
}

type Path = (string | number)[];

const json = "application/json";
const loneSurrogate = "\\ud800";
const placeholder = "__sweep_lone_surrogate__";

/** JSON types the schema takes, or undefined when it takes anything. */
function typesOf(schema: JsonSchema): Set<string> | undefined {
  const types = new Set<string>();
  if (schema.nullable) types.add("null");
  if (schema.type) types.add(schema.type === "integer" ? "number" : schema.type);
  for (const value of schema.enum ?? (schema.const !== undefined ? [schema.const] : []))
    types.add(value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const inner = typesOf(branch);
    if (!inner) return undefined;
    for (const type of inner) types.add(type);
  }
  return types.size > 0 ? types : undefined;
}

const jsonType = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
const otherTypes: unknown[] = [12345, "12345", true, ["x"], { x: 1 }];

/** Every place in a body the schema describes, with its schema: properties, first items, records. */
function schemaPaths(schema: JsonSchema, path: Path = [], depth = 0): [Path, JsonSchema][] {
  if (depth > 6) return [];
  const found: [Path, JsonSchema][] = path.length > 0 ? [[path, schema]] : [];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch)
    return [...found, ...schemaPaths(branch[0]!, path, depth + 1).filter(([p]) => p.length > path.length)];
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...schemaPaths(property, [...path, key], depth + 1));
  if (schema.items) found.push(...schemaPaths(schema.items, [...path, 0], depth + 1));
  if (typeof schema.additionalProperties === "object")
    found.push(...schemaPaths(schema.additionalProperties, [...path, "sweep"], depth + 1));
  return found;
}

/** The schema at `path`, for filling in what the valid body left out on the way there. */
function schemaAt(schema: JsonSchema, path: Path): JsonSchema {
  let current = schema;
  for (const key of path) {
    current = current.anyOf?.[0] ?? current.oneOf?.[0] ?? current;
    current =
      typeof key === "number"
        ? (current.items ?? {})
        : (current.properties?.[key] ??
          (typeof current.additionalProperties === "object" ? current.additionalProperties : {}));
  }
  return current;
}

/** A copy of `body` with `value` at `path` (or the key removed when `value` is `remove`). */
function withValue(
  body: unknown,
  schema: JsonSchema,
  path: Path,
  value: unknown,
  fill: (s: JsonSchema) => unknown,
) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let container: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, index) => {
    const next = container[key];
    if (next === null || typeof next !== "object")
      container[key] = fill(schemaAt(schema, path.slice(0, index + 1))) ?? {};
    if (Array.isArray(container[key]) && (container[key] as unknown[]).length === 0)
      (container[key] as unknown[]).push(fill(schemaAt(schema, path.slice(0, index + 2))));
    container = container[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (value === remove) delete container[last];
  else container[last] = value;
  return copy;
}
const remove = Symbol("remove");

/**
 * Every string of the body a lone surrogate, written as the raw JSON escape that JSON.parse turns
 * back into one; a body without strings gets one more property holding it.
 */
function withLoneSurrogates(body: unknown): string {
  const replace = (value: unknown): unknown => {
    if (typeof value === "string") return placeholder;
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
    return value;
  };
  const replaced = replace(body) as Record<string, unknown>;
  const text = JSON.stringify(replaced);
  const withString = text.includes(placeholder) ? text : JSON.stringify({ ...replaced, sweep: placeholder });
  return withString.replaceAll(`"${placeholder}"`, `"${loneSurrogate}"`);
}

/** The branch of a schema (itself, or one of a union's) that takes one of the JSON types. */
const branchOf = (schema: JsonSchema, types: string[]) =>
  [schema, ...(schema.anyOf ?? schema.oneOf ?? [])].find((branch) => types.includes(branch.type ?? ""));

const outOfRange = (schema: JsonSchema, value: number) =>
  (schema.minimum !== undefined && value < schema.minimum) ||
  (schema.maximum !== undefined && value > schema.maximum) ||
  (schema.type === "integer" && !Number.isSafeInteger(value));

/** Malformed variants of a write's JSON body, each built on a valid body of it. */
export function schemaMalformations(operation: Operation, hints: Hints): Malformed[] {
  const schema = operation.body!;
  const valid = sample(schema, "body", operation, hints);
  const fill = (inner: JsonSchema) => sample(inner, "", operation, hints);
  const variants: Malformed[] = [];
  const add = (what: string, body: unknown) =>
    variants.push({ what, text: JSON.stringify(body), contentType: json });
  if ((schema.required ?? []).length > 0) add("an empty object", {});
  for (const [path, inner] of schemaPaths(schema)) {
    const where = path.join(".");
    const parent = schemaAt(schema, path.slice(0, -1));
    if (parent.required?.includes(String(path[path.length - 1])))
      add(`${where} left out`, withValue(valid, schema, path, remove, fill));
    const types = typesOf(inner);
    const wrong = types && otherTypes.find((value) => !types.has(jsonType(value)));
    if (wrong !== undefined)
      add(`${where} as ${JSON.stringify(wrong)}`, withValue(valid, schema, path, wrong, fill));
    const text = branchOf(inner, ["string"]);
    if (text && !text.enum) {
      const bounded = text.maxLength !== undefined && text.maxLength <= 100_000;
      if (bounded || (text.maxLength === undefined && !text.pattern))
        add(
          `${where} 100,001 characters long${bounded ? "" : " (no maximum documented)"}`,
          withValue(valid, schema, path, "x".repeat(100_001), fill),
        );
    }
    // Huge, and negative: -1 where nothing below 0 is allowed, else far below any minimum.
    const number = branchOf(inner, ["number", "integer"]);
    if (number)
      for (const value of [1e308, 2 ** 63, (number.minimum ?? -1) >= 0 ? -1 : -(2 ** 63)])
        add(
          `${where} = ${value}${outOfRange(number, value) ? "" : " (within what is documented)"}`,
          withValue(valid, schema, path, value, fill),
        );
  }
  variants.push({
    what: "every string a lone surrogate",
    text: withLoneSurrogates(valid),
    contentType: json,
  });
  const bodyTypes = typesOf(schema);
  for (const odd of [[], "text", 42, null])
    if (!bodyTypes?.has(jsonType(odd))) add(`the body ${JSON.stringify(odd)}`, odd);
  variants.push({ what: "JSON as text/plain", text: JSON.stringify(valid), contentType: "text/plain" });
  return variants;
}

/** Malformed raw bodies any write must refuse before its handler runs. */
export function rawMalformations(): Malformed[] {
  return [
    {
      what: "arrays nested 20,000 deep",
      text: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
      contentType: json,
    },
    { what: "a 2 MB body", text: `{"a":"${"x".repeat(2 * 1024 * 1024)}"}`, contentType: json },
    { what: "broken JSON", text: '{"a":', contentType: json },
    { what: "a lone surrogate in a key", text: `{"${loneSurrogate}":"x"}`, contentType: json },
    { what: "an XML body", text: "<a/>", contentType: "application/xml" },
  ];
}
