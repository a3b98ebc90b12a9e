import path from "node:path";
import ts from "typescript";
import { CLIENT_SRC, clientSources, nodesOf } from "./client-sources";

export type Merge = (...classLists: string[]) => string;

export interface CnCall {
  /** `components/ui/button.tsx:39` */
  where: string;
  /** Every class list the call can return when `cn` is `merge`, one per combination of its arguments' possible values. */
  results(merge: Merge): string[];
}

/**
 * The cn() calls of client/src, read without running them: each argument's possible values are
 * worked out from its literals, conditions, constants, cva() variants and, for a `className` prop,
 * the classes every caller of that component passes. An argument of another kind stops the test
 * with its place, so that no call is checked on a guess.
 */
export function cnCalls(): CnCall[] {
  const calls: CnCall[] = [];
  for (const file of clientSources()) {
    for (const node of nodesOf(file)) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn") {
        calls.push({ where: where(node), results: (merge) => valuesOf(node, merge) });
      }
    }
  }
  return calls;
}

const MAX_VALUES = 20_000;

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  return `${path.relative(CLIENT_SRC, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function unsupported(node: ts.Node): never {
  throw new Error(`${where(node)}: cannot tell the classes of \`${node.getText()}\`; teach tests/unit/platform/styling/cn-calls.ts this form`);
}

const unique = (values: string[]) => [...new Set(values)];

function combinations(choices: string[][]): string[][] {
  const all = choices.reduce<string[][]>((acc, options) => acc.flatMap((done) => options.map((option) => [...done, option])), [[]]);
  if (all.length > MAX_VALUES) throw new Error(`${all.length} combinations: too many to check`);
  return all;
}

function valuesOf(expr: ts.Expression, merge: Merge): string[] {
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr)) {
    return valuesOf(expr.expression, merge);
  }
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) {
    const parts = [[expr.head.text], ...expr.templateSpans.flatMap((span) => [valuesOf(span.expression, merge), [span.literal.text]])];
    return unique(combinations(parts).map((combo) => combo.join("")));
  }
  if (expr.kind === ts.SyntaxKind.FalseKeyword || expr.kind === ts.SyntaxKind.NullKeyword) return [""];
  if (ts.isConditionalExpression(expr)) return unique([...valuesOf(expr.whenTrue, merge), ...valuesOf(expr.whenFalse, merge)]);
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return unique(["", ...valuesOf(expr.right, merge)]);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return unique([...valuesOf(expr.left, merge), ...valuesOf(expr.right, merge)]);
    }
  }
  if (ts.isIdentifier(expr)) return expr.text === "undefined" ? [""] : identifierValues(expr, merge);
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
    const args = [...expr.arguments];
    if (expr.expression.text === "cn") return unique(combinations(args.map((arg) => valuesOf(arg, merge))).map((combo) => merge(...combo)));
    const callee = declarationOf(expr.expression);
    const init = callee && ts.isVariableDeclaration(callee) ? unwrap(callee.initializer) : undefined;
    if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "cva") return cvaValues(init, merge);
    const fn = callee && ts.isFunctionDeclaration(callee) ? callee : init;
    if (fn && (ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return returnValues(fn, merge);
  }
  // TABLE[key] of a constant object literal: any of its values.
  if (ts.isElementAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
    const table = declarationOf(expr.expression);
    const init = table && ts.isVariableDeclaration(table) ? unwrap(table.initializer) : undefined;
    if (init && ts.isObjectLiteralExpression(init) && init.properties.every(ts.isPropertyAssignment)) {
      return unique(init.properties.flatMap((p) => valuesOf((p as ts.PropertyAssignment).initializer, merge)));
    }
  }
  return unsupported(expr);
}

function unwrap(expr: ts.Expression | undefined): ts.Expression | undefined {
  while (expr && (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr))) expr = expr.expression;
  return expr;
}

/** What a class-returning helper such as navLinkClass() can return. */
function returnValues(fn: ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression, merge: Merge): string[] {
  if (fn.body && !ts.isBlock(fn.body)) return valuesOf(fn.body, merge);
  const returns = [...nodesOf(fn.body ?? fn)].filter(
    (node): node is ts.ReturnStatement => ts.isReturnStatement(node) && ts.findAncestor(node, ts.isFunctionLike) === fn,
  );
  return unique(returns.flatMap((ret) => (ret.expression ? valuesOf(ret.expression, merge) : [""])));
}

/** cva(base, { variants }): the base with one option of every variant, for every choice of options. */
function cvaValues(call: ts.CallExpression, merge: Merge): string[] {
  const [base, options] = call.arguments;
  const variants = options && ts.isObjectLiteralExpression(options) ? propertyValue(options, "variants") : undefined;
  const choices = [valuesOf(base, merge)];
  if (variants && ts.isObjectLiteralExpression(variants)) {
    for (const variant of variants.properties) {
      if (!ts.isPropertyAssignment(variant) || !ts.isObjectLiteralExpression(variant.initializer)) return unsupported(variant);
      choices.push(variant.initializer.properties.flatMap((option) => (ts.isPropertyAssignment(option) ? valuesOf(option.initializer, merge) : unsupported(option))));
    }
  }
  return unique(combinations(choices).map((combo) => combo.filter(Boolean).join(" ")));
}

function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  }
  return undefined;
}

type Declaration = ts.VariableDeclaration | ts.BindingElement | ts.FunctionDeclaration | ts.ParameterDeclaration;

function identifierValues(id: ts.Identifier, merge: Merge): string[] {
  const decl = declarationOf(id);
  if (!decl) return unsupported(id);
  if (ts.isVariableDeclaration(decl) && decl.initializer) return valuesOf(decl.initializer, merge);
  if (ts.isBindingElement(decl)) {
    const component = componentOf(decl);
    const property = (decl.propertyName ?? decl.name).getText();
    // `className`, or a named slot such as `spinnerClassName`: whatever its callers pass.
    if (component && /(^c|C)lassName$/.test(property)) return unique(["", ...callerClasses(component, merge, property)]);
    return recordValues(decl, property, merge);
  }
  return unsupported(id);
}

/** `const { className: look } = LOOK[tone]`: that property of every entry of the record. */
function recordValues(element: ts.BindingElement, property: string, merge: Merge): string[] {
  const declaration = element.parent.parent;
  const init = ts.isVariableDeclaration(declaration) ? unwrap(declaration.initializer) : undefined;
  const recordId = init && ts.isElementAccessExpression(init) ? init.expression : undefined;
  const record = recordId && ts.isIdentifier(recordId) ? declarationOf(recordId) : undefined;
  const entries = record && ts.isVariableDeclaration(record) ? unwrap(record.initializer) : undefined;
  if (!entries || !ts.isObjectLiteralExpression(entries)) return unsupported(element);
  return unique(
    entries.properties.flatMap((entry) => {
      const value = ts.isPropertyAssignment(entry) ? unwrap(entry.initializer) : undefined;
      const classes = value && ts.isObjectLiteralExpression(value) ? propertyValue(value, property) : undefined;
      return classes ? valuesOf(classes, merge) : unsupported(entry);
    }),
  );
}

/** The component whose props a parameter binding belongs to, by the name callers use in JSX. */
function componentOf(element: ts.BindingElement): { name: string; file: ts.SourceFile } | undefined {
  const param = ts.findAncestor(element, ts.isParameter);
  if (!param) return undefined;
  const fn = param.parent;
  if (ts.isFunctionDeclaration(fn) && fn.name) return { name: fn.name.text, file: fn.getSourceFile() };
  const variable = ts.findAncestor(fn, ts.isVariableDeclaration);
  return variable && ts.isIdentifier(variable.name) ? { name: variable.name.text, file: fn.getSourceFile() } : undefined;
}

/** Where a name used at `id` is declared: in an enclosing scope of its file, or the module it is imported from. */
function declarationOf(id: ts.Identifier): Declaration | undefined {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      for (const param of scope.parameters) {
        const found = bindingNamed(param.name, id.text);
        if (found) return ts.isIdentifier(found) ? param : found;
      }
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
      const found = declaredIn(scope, id.text);
      if (found) return found;
    }
  }
  return undefined;
}

function bindingNamed(name: ts.BindingName, wanted: string): ts.Identifier | ts.BindingElement | undefined {
  if (ts.isIdentifier(name)) return name.text === wanted ? name : undefined;
  for (const element of name.elements) {
    if (ts.isOmittedExpression(element)) continue;
    if (ts.isIdentifier(element.name) ? element.name.text === wanted : bindingNamed(element.name, wanted)) return element;
  }
  return undefined;
}

function declaredIn(scope: ts.Block | ts.SourceFile, name: string): Declaration | undefined {
  for (const statement of scope.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        const found = bindingNamed(decl.name, name);
        if (found) return ts.isIdentifier(found) ? decl : found;
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      const imported = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((e) => e.name.text === name) : undefined;
      const target = imported && moduleFile(statement.moduleSpecifier.text, scope.getSourceFile());
      if (imported && target) return declaredIn(target, (imported.propertyName ?? imported.name).text);
    }
  }
  return undefined;
}

function moduleFile(specifier: string, from: ts.SourceFile): ts.SourceFile | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(CLIENT_SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from.fileName), specifier)
      : undefined;
  if (!base) return undefined;
  return clientSources().find((file) => [".ts", ".tsx", "/index.ts", "/index.tsx"].some((ext) => file.fileName === base + ext));
}

let jsxByTag: Map<string, (ts.JsxOpeningElement | ts.JsxSelfClosingElement)[]> | undefined;

function jsxElements(tag: string) {
  if (!jsxByTag) {
    jsxByTag = new Map();
    for (const file of clientSources()) {
      for (const node of nodesOf(file)) {
        if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
          jsxByTag.set(node.tagName.text, [...(jsxByTag.get(node.tagName.text) ?? []), node]);
        }
      }
    }
  }
  return jsxByTag.get(tag) ?? [];
}

/** The values every JSX use of a component passes to it in `attribute` (its className by default). */
function callerClasses(component: { name: string; file: ts.SourceFile }, merge: Merge, attribute = "className"): string[] {
  const values: string[] = [];
  for (const node of jsxElements(component.name)) {
    const file = node.getSourceFile();
    if (file !== component.file && !importsFrom(file, component)) continue;
    for (const attr of node.attributes.properties) {
      if (!ts.isJsxAttribute(attr) || attr.name.getText() !== attribute || !attr.initializer) continue;
      if (ts.isStringLiteral(attr.initializer)) values.push(attr.initializer.text);
      else if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression) values.push(...valuesOf(attr.initializer.expression, merge));
      else unsupported(attr);
    }
  }
  return unique(values);
}

function importsFrom(file: ts.SourceFile, component: { name: string; file: ts.SourceFile }): boolean {
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      moduleFile(statement.moduleSpecifier.text, file) === component.file &&
      !!statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((e) => e.name.text === component.name),
  );
}
