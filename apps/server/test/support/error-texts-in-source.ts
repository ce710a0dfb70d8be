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
import { join, relative } from "node:path";
import ts from "typescript";
import {
  HOLE,
  type FoundText,
  type Unresolved,
  repositoryRoot,
  serverSource,
  sharedSource,
  zodMessageMethods,
  sourceFiles,
  parse,
  walk,
  errorsModule,
  importedHelpers,
  bindingOf,
} from "./source-reading";
import { functionShapes, isFunction, shapesOf, unwrap, type Scope } from "./text-shapes";
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
