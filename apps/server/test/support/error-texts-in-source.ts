/**
 * Finds, by reading the source, every text the server can put in a problem answer: the titles
 * and field messages passed to the error helpers of src/http/errors.ts (and to `new AppError`),
 * followed through constants, message objects and small functions to their literals, and the
 * messages of the zod contracts (shared and the server's own route schemas).
 *
 * A text is a string in which HOLE stands for a value only known when the error happens (a
 * number, a name, an identifier). An argument that cannot be followed to literals is reported
 * as unresolved, so that a test can insist it is accounted for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

const repositoryRoot = resolve(import.meta.dirname, "../../../..");
const serverSource = join(repositoryRoot, "apps/server/src");
const sharedSource = join(repositoryRoot, "packages/shared/src");

/** zod methods whose string argument, or `message`/`error` option, is an error message. */
const zodMessageMethods = new Set([
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

const isTestFile = (path: string) => /\.test\.ts$|test-support|[/\\]fake[/\\]|-fake/.test(path);

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (path.endsWith(".ts") && !path.endsWith(".d.ts") && !isTestFile(path)) files.push(path);
  }
  return files;
}

const parsed = new Map<string, ts.SourceFile>();

function parse(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(path, file);
  }
  return file;
}

function moduleFile(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@stund/shared/"))
    base = join(sharedSource, specifier.slice("@stund/shared/".length));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  return undefined;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const errorsModule = join(serverSource, "http/errors.ts");

/** The helpers src/http/errors.ts exports (badRequest, notFound, conflict, ...). */
function errorHelpers(): Set<string> {
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
function importedHelpers(file: ts.SourceFile): Set<string> {
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

type Declaration = ts.Expression | ts.FunctionDeclaration;

/** What a name stands for where it is used: a declaration, or a parameter of an enclosing function. */
type Binding = { declarations: Declaration[] } | { parameter: ts.ParameterDeclaration };

function declaredIn(statements: readonly ts.Node[], name: string): Declaration[] {
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
function topLevel(file: ts.SourceFile, name: string, seen = new Set<string>()): Declaration[] {
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
function bindingOf(node: ts.Identifier): Binding {
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

function declarationsOf(node: ts.Identifier): Declaration[] {
  const binding = bindingOf(node);
  return "declarations" in binding ? binding.declarations : [];
}

/** What an expression can be: its possible texts, or undefined when it cannot be followed. */
type Shapes = string[] | undefined;

const maxShapes = 64;

function union(parts: Shapes[], scope: Scope): Shapes {
  const known = parts.filter((part) => part !== undefined);
  if (known.length < parts.length && !(scope.lenient && known.length > 0)) return undefined;
  return [...new Set(known.flat())].slice(0, maxShapes);
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current)
  )
    current = current.expression;
  return current;
}

interface Scope {
  /** Functions followed from a call: inside one, its parameters are holes. */
  depth: number;
  /** Declarations and calls followed, against runaway recursion. */
  steps: number;
  /** Gathering what a file may say: a branch that cannot be followed is left out instead of failing. */
  lenient?: boolean;
}

function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node)) node.forEachChild(visit);
  };
  fn.body.forEachChild(visit);
  return found;
}

/** The texts a function returns, its parameters as holes. */
function functionShapes(fn: ts.FunctionLikeDeclaration, scope: Scope): Shapes {
  const inner: Scope = { ...scope, depth: scope.depth + 1, steps: scope.steps + 1 };
  const returned = returnedExpressions(fn);
  if (returned.length === 0) return undefined;
  return union(
    returned.map((expression) => shapesOf(expression, inner)),
    inner,
  );
}

function isFunction(
  node: Declaration,
): node is ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
}

/** The object literals an expression names (a message object, possibly under an import alias). */
function objectsOf(node: ts.Expression, scope: Scope): ts.ObjectLiteralExpression[] | undefined {
  const expression = unwrap(node);
  if (ts.isObjectLiteralExpression(expression)) return [expression];
  if (ts.isIdentifier(expression)) {
    const objects = declarationsOf(expression).flatMap((declaration) =>
      isFunction(declaration) ? [] : (objectsOf(declaration, scope) ?? []),
    );
    return objects.length > 0 ? objects : undefined;
  }
  return undefined;
}

function propertyInitializers(
  objects: ts.ObjectLiteralExpression[],
  name: string | undefined,
): Declaration[] {
  const found: Declaration[] = [];
  for (const object of objects)
    for (const property of object.properties) {
      const propertyName =
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? property.name.text
          : undefined;
      if (name !== undefined && propertyName !== name) continue;
      if (ts.isPropertyAssignment(property)) found.push(property.initializer);
      else if (ts.isMethodDeclaration(property)) found.push(property as unknown as ts.FunctionDeclaration);
    }
  return found;
}

function declarationShapes(declaration: Declaration, scope: Scope): Shapes {
  const inner = { ...scope, steps: scope.steps + 1 };
  return isFunction(declaration) ? undefined : shapesOf(declaration, inner);
}

/** The texts of a call: the function followed (a message function, `.map` of a list of messages). */
function callShapes(call: ts.CallExpression, scope: Scope): Shapes {
  const callee = unwrap(call.expression);
  let functions: Declaration[] = [];
  if (ts.isIdentifier(callee)) functions = declarationsOf(callee);
  else if (ts.isPropertyAccessExpression(callee)) {
    const method = callee.name.text;
    if (method === "map" || method === "flatMap") {
      const callback = call.arguments[0] && unwrap(call.arguments[0]);
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)))
        return functionShapes(callback, scope);
      if (callback && ts.isIdentifier(callback)) functions = declarationsOf(callback);
    } else if (
      method === "join" ||
      method === "toLowerCase" ||
      method === "toString" ||
      method === "toFixed"
    ) {
      return scope.depth > 0 || isInsideTemplate(call) ? [HOLE] : undefined;
    } else {
      const objects = objectsOf(callee.expression, scope);
      if (objects) functions = propertyInitializers(objects, method);
    }
  }
  const followed = functions.filter(isFunction);
  if (followed.length === 0) return undefined;
  return union(
    followed.map((fn) => functionShapes(fn, scope)),
    scope,
  );
}

function isInsideTemplate(node: ts.Node): boolean {
  return ts.isTemplateSpan(node.parent);
}

function shapesOf(node: ts.Expression, scope: Scope): Shapes {
  if (scope.steps > 12) return undefined;
  const expression = unwrap(node);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isNumericLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    let texts = [expression.head.text];
    for (const span of expression.templateSpans) {
      const inner = shapesOf(span.expression, scope) ?? [HOLE];
      texts = texts
        .flatMap((text) => inner.map((value) => text + value + span.literal.text))
        .slice(0, maxShapes);
    }
    return texts;
  }
  if (ts.isConditionalExpression(expression))
    return union([shapesOf(expression.whenTrue, scope), shapesOf(expression.whenFalse, scope)], scope);
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
      return union([shapesOf(expression.left, scope), shapesOf(expression.right, scope)], scope);
    if (operator === ts.SyntaxKind.PlusToken) {
      const left = shapesOf(expression.left, scope) ?? [HOLE];
      const right = shapesOf(expression.right, scope) ?? [HOLE];
      return left.flatMap((a) => right.map((b) => a + b)).slice(0, maxShapes);
    }
    return undefined;
  }
  if (ts.isArrayLiteralExpression(expression))
    return union(
      expression.elements.map((element) =>
        ts.isSpreadElement(element) ? shapesOf(element.expression, scope) : shapesOf(element, scope),
      ),
      scope,
    );
  if (ts.isObjectLiteralExpression(expression)) {
    const parts: Shapes[] = [];
    for (const property of expression.properties) {
      const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      if (name === "errorCode") continue;
      if (ts.isPropertyAssignment(property)) parts.push(shapesOf(property.initializer, scope));
      else if (ts.isShorthandPropertyAssignment(property)) parts.push(shapesOf(property.name, scope));
      else if (ts.isSpreadAssignment(property)) parts.push(shapesOf(property.expression, scope));
      else parts.push(undefined);
    }
    return union(parts, scope);
  }
  if (ts.isIdentifier(expression)) {
    if (expression.text === "undefined") return [];
    const binding = bindingOf(expression);
    // A parameter of a function followed from a call is a value only known then.
    if ("parameter" in binding) return scope.depth > 0 ? [HOLE] : undefined;
    const declarations = binding.declarations;
    if (declarations.length === 0) return undefined;
    return union(
      declarations.map((declaration) => declarationShapes(declaration, scope)),
      scope,
    );
  }
  if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
    const objects = objectsOf(expression.expression, scope);
    if (objects) {
      const name = ts.isPropertyAccessExpression(expression)
        ? expression.name.text
        : ts.isStringLiteral(expression.argumentExpression)
          ? expression.argumentExpression.text
          : undefined;
      const initializers = propertyInitializers(objects, name).filter(
        (initializer) => !isFunction(initializer),
      );
      if (initializers.length > 0)
        return union(
          initializers.map((initializer) => declarationShapes(initializer, scope)),
          scope,
        );
    }
    return scope.depth > 0 || isInsideTemplate(expression) ? [HOLE] : undefined;
  }
  if (ts.isCallExpression(expression)) {
    const shapes = callShapes(expression, scope);
    if (shapes) return shapes;
    return scope.depth > 0 || isInsideTemplate(expression) ? [HOLE] : undefined;
  }
  return undefined;
}

const location = (node: ts.Node) => {
  const file = node.getSourceFile();
  return {
    file: relative(repositoryRoot, file.fileName),
    line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
  };
};

/** What an argument of an error helper holds. */
type Role = "text" | "errors" | "extra";

class Collector {
  readonly found: FoundText[] = [];
  readonly unresolved: Unresolved[] = [];

  private miss(node: ts.Node): void {
    this.unresolved.push({ ...location(node), expression: node.getText() });
  }

  text(node: ts.Expression): void {
    const expression = unwrap(node);
    if (ts.isConditionalExpression(expression)) {
      this.text(expression.whenTrue);
      this.text(expression.whenFalse);
      return;
    }
    const shapes = shapesOf(expression, { depth: 0, steps: 0 });
    if (!shapes) return this.miss(expression);
    for (const text of shapes) this.found.push({ ...location(expression), text });
  }

  /** A list of field messages. */
  messages(node: ts.Expression): void {
    const expression = unwrap(node);
    if (ts.isArrayLiteralExpression(expression)) {
      for (const element of expression.elements)
        if (ts.isSpreadElement(element)) this.messages(element.expression);
        else this.text(element);
      return;
    }
    this.text(expression);
  }

  /** The object literals an identifier is declared as, with what is written into them afterwards. */
  private objectOf(node: ts.Expression, each: (value: ts.Expression, name?: string) => void): boolean {
    const expression = unwrap(node);
    if (ts.isObjectLiteralExpression(expression)) {
      for (const property of expression.properties) {
        const name =
          property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
            ? property.name.text
            : undefined;
        if (ts.isPropertyAssignment(property)) each(property.initializer, name);
        else if (ts.isShorthandPropertyAssignment(property)) each(property.name, name);
        else if (ts.isSpreadAssignment(property)) {
          if (!this.objectOf(property.expression, each)) this.miss(property);
        } else this.miss(property);
      }
      return true;
    }
    if (!ts.isIdentifier(expression)) return false;
    const binding = bindingOf(expression);
    if (!("declarations" in binding) || binding.declarations.length === 0) return false;
    for (const declaration of binding.declarations) {
      if (isFunction(declaration) || !this.objectOf(declaration, each)) return false;
      // Entries added later in the same block: errors.field = [...], errors[key] ??= [], .push(...).
      const block = declaration.parent?.parent?.parent?.parent;
      if (!block) continue;
      walk(block, (node) => {
        if (
          ts.isBinaryExpression(node) &&
          (node.operatorToken.kind === ts.SyntaxKind.EqualsToken ||
            node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionEqualsToken) &&
          (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
          ts.isIdentifier(node.left.expression) &&
          node.left.expression.text === expression.text
        )
          each(node.right);
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === "push" &&
          node.expression.getText().includes(`${expression.text}[`)
        )
          for (const argument of node.arguments) each(argument);
      });
    }
    return true;
  }

  errors(node: ts.Expression): void {
    if (!this.objectOf(node, (value) => this.messages(value))) this.miss(node);
  }

  extra(node: ts.Expression): void {
    const known = this.objectOf(node, (value, name) => {
      if (name === "detail") this.text(value);
      else if (name === "errors") this.errors(value);
    });
    if (!known) this.miss(node);
  }

  argument(node: ts.Expression, role: Role): void {
    if (role === "text") this.text(node);
    else if (role === "errors") this.errors(node);
    else this.extra(node);
  }
}

/** Titles and field messages given to the error helpers and to `new AppError` across the server. */
export function helperTexts(): { found: FoundText[]; unresolved: Unresolved[] } {
  const collector = new Collector();
  for (const path of sourceFiles(serverSource)) {
    if (path === errorsModule) continue;
    const file = parse(path);
    const helpers = importedHelpers(file);
    walk(file, (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        helpers.has(node.expression.text)
      ) {
        node.arguments.forEach((argument, index) =>
          collector.argument(argument, index === 0 ? "text" : "errors"),
        );
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "AppError"
      ) {
        const [, title, extra] = node.arguments ?? [];
        if (title) collector.argument(title, "text");
        if (extra) collector.argument(extra, "extra");
      }
    });
  }
  return { found: collector.found, unresolved: collector.unresolved };
}

const hasWords = (text: string) => / /.test(text.replaceAll(HOLE, "x").trim());

/** Top-level text constants and message functions of a file (for messages a helper receives built up). */
export function fileTexts(pathFromRoot: string): FoundText[] {
  const file = parse(join(repositoryRoot, pathFromRoot));
  const found: FoundText[] = [];
  const scope: Scope = { depth: 0, steps: 0 };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const initializer = declaration.initializer && unwrap(declaration.initializer);
      if (!initializer) continue;
      const shapes =
        ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)
          ? functionShapes(initializer, scope)
          : ts.isStringLiteral(initializer) ||
              ts.isTemplateExpression(initializer) ||
              ts.isNoSubstitutionTemplateLiteral(initializer)
            ? shapesOf(initializer, scope)
            : undefined;
      for (const text of shapes ?? []) if (hasWords(text)) found.push({ ...location(declaration), text });
    }
  }
  return found;
}

/** Every text literal of a file with words in it (a small rules file whose texts are all messages). */
export function literalTexts(pathFromRoot: string): FoundText[] {
  const file = parse(join(repositoryRoot, pathFromRoot));
  const found: FoundText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const texts = ts.isTemplateExpression(node)
        ? (shapesOf(node, { depth: 0, steps: 0, lenient: true }) ?? [])
        : [node.text];
      for (const text of texts) if (hasWords(text)) found.push({ ...location(node), text });
      return;
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** Messages written into zod schemas: the shared contracts and the server's own route schemas. */
export function zodMessages(): FoundText[] {
  const found: FoundText[] = [];
  const files = [...sourceFiles(sharedSource), ...sourceFiles(serverSource)];
  for (const path of files) {
    const file = parse(path);
    if (!/from "zod"/.test(file.text)) continue;
    walk(file, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      if (!zodMessageMethods.has(node.expression.name.text)) return;
      const scope: Scope = { depth: 0, steps: 0 };
      for (const argument of node.arguments) {
        const expression = unwrap(argument);
        const candidates: ts.Expression[] = [];
        if (
          ts.isStringLiteral(expression) ||
          ts.isTemplateExpression(expression) ||
          ts.isIdentifier(expression) ||
          ts.isPropertyAccessExpression(expression) ||
          (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression))
        )
          candidates.push(expression);
        if (ts.isObjectLiteralExpression(expression))
          for (const property of expression.properties)
            if (
              ts.isPropertyAssignment(property) &&
              ts.isIdentifier(property.name) &&
              (property.name.text === "message" || property.name.text === "error")
            )
              candidates.push(property.initializer);
        for (const candidate of candidates)
          for (const text of shapesOf(candidate, scope) ?? [])
            if (hasWords(text)) found.push({ ...location(candidate), text });
      }
    });
  }
  return found;
}

/** Every value a file gives a property of this name (the titles of refusals a function returns). */
export function propertyTexts(pathFromRoot: string, property: string): FoundText[] {
  const file = parse(join(repositoryRoot, pathFromRoot));
  const found: FoundText[] = [];
  walk(file, (node) => {
    if (!ts.isPropertyAssignment(node) || !ts.isIdentifier(node.name) || node.name.text !== property) return;
    for (const text of shapesOf(node.initializer, { depth: 0, steps: 0, lenient: true }) ?? [])
      found.push({ ...location(node), text });
  });
  return found;
}
