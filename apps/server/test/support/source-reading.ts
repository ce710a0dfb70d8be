/**
 * Reading the server's and the shared package's source for the error-text scan
 * (error-texts-in-source.ts): the files, their syntax trees, and what a name is bound to.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

export const HOLE = "\u{E000}";

export interface FoundText {
  /** Path from the repository root. */
  file: string;
  line: number;
  text: string;
}

export interface Unresolved {
  file: string;
  line: number;
  expression: string;
}

export const repositoryRoot = resolve(import.meta.dirname, "../../../..");
export const serverSource = join(repositoryRoot, "apps/server/src");
export const sharedSource = join(repositoryRoot, "packages/shared/src");

/** zod methods whose string argument, or `message`/`error` option, is an error message. */
export const zodMessageMethods = new Set([
  "min",
  "max",
  "length",
  "gt",
  "gte",
  "lt",
  "lte",
  "int",
  "positive",
  "nonnegative",
  "negative",
  "nonpositive",
  "multipleOf",
  "regex",
  "email",
  "uuid",
  "url",
  "datetime",
  "date",
  "time",
  "iso",
  "startsWith",
  "endsWith",
  "includes",
  "nonempty",
  "refine",
  "superRefine",
  "check",
  "addIssue",
  "enum",
  "literal",
  "string",
  "number",
  "boolean",
  "array",
  "object",
  "union",
  "record",
]);

export const isTestFile = (path: string) => /\.test\.ts$|test-support|[/\\]fake[/\\]|-fake/.test(path);

export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (path.endsWith(".ts") && !path.endsWith(".d.ts") && !isTestFile(path)) files.push(path);
  }
  return files;
}

export const parsed = new Map<string, ts.SourceFile>();

export function parse(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(path, file);
  }
  return file;
}

export function moduleFile(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@stund/shared/"))
    base = join(sharedSource, specifier.slice("@stund/shared/".length));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  return undefined;
}

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

export const errorsModule = join(serverSource, "http/errors.ts");

/** The helpers src/http/errors.ts exports (badRequest, notFound, conflict, ...). */
export function errorHelpers(): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(errorsModule).statements)
    if (
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
  return names;
}

/** The names a file imports from the error helpers module. */
export function importedHelpers(file: ts.SourceFile): Set<string> {
  const helpers = errorHelpers();
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = moduleFile(file.fileName, statement.moduleSpecifier.text);
    if (target !== errorsModule) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (helpers.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
  }
  return names;
}

export type Declaration = ts.Expression | ts.FunctionDeclaration;

/** What a name stands for where it is used: a declaration, or a parameter of an enclosing function. */
export type Binding = { declarations: Declaration[] } | { parameter: ts.ParameterDeclaration };

export function declaredIn(statements: readonly ts.Node[], name: string): Declaration[] {
  const found: Declaration[] = [];
  for (const statement of statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          found.push(declaration.initializer);
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) found.push(statement);
  }
  return found;
}

/** A top-level declaration of `file`, its own or imported under that name. */
export function topLevel(file: ts.SourceFile, name: string, seen = new Set<string>()): Declaration[] {
  const key = `${file.fileName}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const own = declaredIn(file.statements, name);
  if (own.length > 0) return own;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text !== name) continue;
      const target = moduleFile(file.fileName, statement.moduleSpecifier.text);
      if (target) return topLevel(parse(target), (element.propertyName ?? element.name).text, seen);
    }
  }
  return [];
}

/** The binding of the identifier `node`, looked up from the innermost scope out. */
export function bindingOf(node: ts.Identifier): Binding {
  const name = node.text;
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return { parameter };
    }
    if (ts.isSourceFile(scope)) return { declarations: topLevel(scope, name) };
    if (ts.isBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope) || ts.isModuleBlock(scope)) {
      const found = declaredIn(scope.statements, name);
      if (found.length > 0) return { declarations: found };
    }
  }
  return { declarations: [] };
}

export function declarationsOf(node: ts.Identifier): Declaration[] {
  const binding = bindingOf(node);
  return "declarations" in binding ? binding.declarations : [];
}
