/**
 * The sandboxed template language of editable messages (issue 17): LiquidJS without a file system,
 * with an allow-list of tags and filters, strict variables and filters, escaped HTML output, and
 * limits on parse size, render time and memory so no template can loop forever or fill memory.
 */
import { Liquid, LiquidError, type FS, type Template } from "liquidjs";
import {
  templateVariables,
  type TemplateError,
  type TemplateKind,
} from "@stund/shared/contracts/notification-templates";

/** Control flow and text tags; nothing that reads files (include, render, layout, block). */
const allowedTags = new Set([
  "assign",
  "capture",
  "case",
  "comment",
  "#",
  "if",
  "unless",
  "for",
  "break",
  "continue",
  "cycle",
  "tablerow",
  "raw",
  "echo",
  "liquid",
]);

/** Text, number and list filters; none that reads files, runs expressions or dumps objects. */
const allowedFilters = new Set([
  "escape",
  "escape_once",
  "newline_to_br",
  "strip_html",
  "url_encode",
  "abs",
  "at_least",
  "at_most",
  "ceil",
  "floor",
  "round",
  "plus",
  "minus",
  "times",
  "divided_by",
  "modulo",
  "join",
  "first",
  "last",
  "reverse",
  "sort",
  "size",
  "map",
  "sum",
  "compact",
  "slice",
  "uniq",
  "where",
  "append",
  "prepend",
  "strip",
  "lstrip",
  "rstrip",
  "strip_newlines",
  "downcase",
  "upcase",
  "capitalize",
  "replace",
  "remove",
  "truncate",
  "truncatewords",
  "split",
  "default",
]);

/** A file system that holds nothing: no tag can read a file through it. */
const noFiles: FS = {
  exists: () => Promise.resolve(false),
  existsSync: () => false,
  readFile: () => Promise.reject(new Error("Templates cannot read files")),
  readFileSync: () => {
    throw new Error("Templates cannot read files");
  },
  resolve: (_dir, file) => file,
  contains: () => Promise.resolve(false),
  containsSync: () => false,
};

export const templateLimits = { parseLength: 50_000, renderMilliseconds: 500, memory: 5_000_000 };

function sandbox(html: boolean): Liquid {
  const engine = new Liquid({
    fs: noFiles,
    root: [],
    partials: [],
    layouts: [],
    relativeReference: false,
    dynamicPartials: false,
    cache: false,
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    ...(html ? { outputEscape: "escape" as const } : {}),
    parseLimit: templateLimits.parseLength,
    renderLimit: templateLimits.renderMilliseconds,
    memoryLimit: templateLimits.memory,
  });
  for (const name of Object.keys(engine.tags)) if (!allowedTags.has(name)) delete engine.tags[name];
  for (const name of Object.keys(engine.filters)) if (!allowedFilters.has(name)) delete engine.filters[name];
  return engine;
}

/** HTML bodies: every output is escaped. */
export const htmlEngine = sandbox(true);
/** Subjects: plain text, never HTML. */
export const textEngine = sandbox(false);

/** A refused template, with the line where it went wrong. */
export class TemplateRefused extends Error {
  constructor(readonly problem: TemplateError) {
    super(`Line ${problem.line}: ${problem.message}`);
  }
}

/** A LiquidJS error as a line and a message without LiquidJS's own position suffix. */
export function templateErrorOf(error: unknown): TemplateError {
  if (error instanceof LiquidError) {
    const [line] = error.token.getPosition();
    const cause = error.originalError instanceof LiquidError ? error.originalError : error;
    const message = (cause.originalError?.message ?? cause.message)
      .replace(/, (file:[^,]*, )?line:\d+, col:\d+$/, "")
      .replace(/^undefined variable: /, "Unknown variable: ")
      .replace(/^undefined filter: /, "Unknown filter: ")
      .replace(/^tag "([^"]*)" not found$/, "The tag $1 is not allowed in a message template");
    return { line: Math.max(1, line ?? 1), message };
  }
  return { line: 1, message: error instanceof Error ? error.message : String(error) };
}

/** Parses a template or refuses it with its line. */
export function parseTemplate(engine: Liquid, text: string): Template[] {
  try {
    return engine.parse(text);
  } catch (error) {
    throw new TemplateRefused(templateErrorOf(error));
  }
}

/** Renders parsed templates on data, or refuses with the line where rendering failed. */
export async function renderParsed(
  engine: Liquid,
  templates: Template[],
  data: Record<string, unknown>,
): Promise<string> {
  try {
    return (await engine.render(templates, data)) as string;
  } catch (error) {
    throw new TemplateRefused(templateErrorOf(error));
  }
}

function isAllowedPath(kind: TemplateKind, path: string): boolean {
  return templateVariables[kind].some(
    ({ name }) => name === path || name.startsWith(`${path}.`) || path.startsWith(`${name}.`),
  );
}

/** The first variable the kind does not know, read from the parsed template without rendering it. */
function unknownVariable(engine: Liquid, kind: TemplateKind, templates: Template[]): TemplateError | null {
  const { globals } = engine.analyzeSync(templates, { partials: false });
  const unknown = Object.values(globals)
    .flat()
    .filter((variable) => {
      const named = variable.segments.filter((s): s is string | number => typeof s !== "object");
      return !isAllowedPath(kind, named.join("."));
    })
    .sort((a, b) => a.location.row - b.location.row || a.location.col - b.location.col);
  const first = unknown[0];
  if (!first) return null;
  return { line: first.location.row, message: `Unknown variable: ${first.toString()}` };
}

/**
 * Whether a template of this kind may be saved: it parses with the allowed tags and filters and
 * uses only its kind's variables, or the first problem with its line.
 */
export function validateTemplate(
  kind: TemplateKind,
  text: string,
  engine: Liquid = htmlEngine,
): { ok: true } | { ok: false; error: TemplateError } {
  try {
    const templates = parseTemplate(engine, text);
    const error = unknownVariable(engine, kind, templates);
    return error ? { ok: false, error } : { ok: true };
  } catch (error) {
    if (error instanceof TemplateRefused) return { ok: false, error: error.problem };
    throw error;
  }
}
