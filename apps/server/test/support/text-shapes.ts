/**
 * What an expression of the source can be as text, followed through constants, message objects
 * and small functions (for the error-text scan, error-texts-in-source.ts).
 */
import ts from "typescript";
import { bindingOf, declarationsOf, HOLE, type Declaration } from "./source-reading";
/** What an expression can be: its possible texts, or undefined when it cannot be followed. */
export type Shapes = string[] | undefined;

export const maxShapes = 64;

export function union(parts: Shapes[], scope: Scope): Shapes {
  const known = parts.filter((part) => part !== undefined);
  if (known.length < parts.length && !(scope.lenient && known.length > 0)) return undefined;
  return [...new Set(known.flat())].slice(0, maxShapes);
}

export function unwrap(node: ts.Expression): ts.Expression {
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

export interface Scope {
  /** Functions followed from a call: inside one, its parameters are holes. */
  depth: number;
  /** Declarations and calls followed, against runaway recursion. */
  steps: number;
  /** Gathering what a file may say: a branch that cannot be followed is left out instead of failing. */
  lenient?: boolean;
}

export function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
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
export function functionShapes(fn: ts.FunctionLikeDeclaration, scope: Scope): Shapes {
  const inner: Scope = { ...scope, depth: scope.depth + 1, steps: scope.steps + 1 };
  const returned = returnedExpressions(fn);
  if (returned.length === 0) return undefined;
  return union(
    returned.map((expression) => shapesOf(expression, inner)),
    inner,
  );
}

export function isFunction(
  node: Declaration,
): node is ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
}

/** The object literals an expression names (a message object, possibly under an import alias). */
export function objectsOf(node: ts.Expression, scope: Scope): ts.ObjectLiteralExpression[] | undefined {
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

export function propertyInitializers(
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

export function declarationShapes(declaration: Declaration, scope: Scope): Shapes {
  const inner = { ...scope, steps: scope.steps + 1 };
  return isFunction(declaration) ? undefined : shapesOf(declaration, inner);
}

/** The texts of a call: the function followed (a message function, `.map` of a list of messages). */
export function callShapes(call: ts.CallExpression, scope: Scope): Shapes {
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

export function isInsideTemplate(node: ts.Node): boolean {
  return ts.isTemplateSpan(node.parent);
}

export function shapesOf(node: ts.Expression, scope: Scope): Shapes {
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
