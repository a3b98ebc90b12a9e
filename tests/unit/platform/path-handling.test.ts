import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { findRoute, normalizePath } from "@shared/routes";
import { parseNextLink } from "@/features/desk/enquiries/api/next-link";
import { isTooLong, MAX_PATH_LENGTH, MAX_URL_LENGTH } from "../../../server/http/long-path";

describe("normalizePath", () => {
  it.each([
    ["", "/"],
    ["/", "/"],
    ["//", "/"],
    ["///", "/"],
    ["/faqs", "/faqs"],
    ["/faqs/", "/faqs"],
    ["/faqs///", "/faqs"],
    ["//faqs", "//faqs"],
    ["/faqs?x=1", "/faqs"],
    ["/faqs/?x=/", "/faqs"],
    ["/faqs#top/", "/faqs"],
    ["/faqs#a?b", "/faqs"],
    ["/faqs?a#b", "/faqs"],
    ["?only=query", "/"],
    ["#frag", "/"],
    ["/?", "/"],
    ["/a/b/", "/a/b"],
    ["faqs/", "faqs"],
  ])("%j becomes %j", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it("when a path has thousands of slashes inside and at the end, then only the trailing ones go", () => {
    const inner = "/".repeat(16_000);
    expect(normalizePath(`/x${inner}y/`)).toBe(`/x${inner}y`);
    expect(normalizePath(`/x${inner}`)).toBe("/x");
    expect(normalizePath(inner)).toBe("/");
    expect(normalizePath(`/faqs${inner}?q=${inner}`)).toBe("/faqs");
  });

  it("then routes match with and without a trailing slash or query, and not otherwise", () => {
    expect(findRoute("/faqs/")?.path).toBe("/faqs");
    expect(findRoute("/faqs?x=1")?.path).toBe("/faqs");
    expect(findRoute("//")?.path).toBe("/");
    expect(findRoute("/faqs/x")).toBeUndefined();
    expect(findRoute(`/x${"/".repeat(16_000)}y/`)).toBeUndefined();
  });
});

describe("the long-URL bound", () => {
  it("when a path or a whole URL is over its bound, then it is too long; at the bound it is not", () => {
    expect(isTooLong("/" + "a".repeat(MAX_PATH_LENGTH - 1))).toBe(false);
    expect(isTooLong("/" + "a".repeat(MAX_PATH_LENGTH))).toBe(true);
    expect(isTooLong(`/x${"/".repeat(16_000)}y/`)).toBe(true);
    expect(isTooLong("/faqs?q=" + "a".repeat(MAX_PATH_LENGTH * 2))).toBe(false);
    expect(isTooLong("/faqs?q=" + "a".repeat(MAX_URL_LENGTH))).toBe(true);
    expect(isTooLong("/faqs")).toBe(false);
  });
});

describe("parseNextLink on odd headers", () => {
  it.each([
    ['</b>; rel=next', "/b"],
    ['</b> ; rel="prev next"', "/b"],
    ['</b>; title="x"; REL="next"', "/b"],
    ['</a>; rel="prev",</b>;rel="next"', "/b"],
    ['</a>; rel="nextish"', null],
    ['</a> junk; rel="next"', null],
    ['<>; rel="next"', null],
    ["no link at all", null],
    [`</a>; rel="${" ".repeat(20_000)}x`, null],
    [`<${"<".repeat(20_000)}`, null],
  ])("%j gives %j", (header, expected) => {
    expect(parseNextLink(header)).toBe(expected);
  });
});

/** Files whose functions read request paths, Host headers or text echoed from them. */
const PATH_CODE = ["shared/routes.ts", "server/http/long-path.ts", "server/http/host-header.ts", "server/http/origin-check.ts", "client/src/features/desk/enquiries/api/next-link.ts", "client/src/features/desk/api/booking-filters.ts"];

/** Every regular expression written in a file: literals and `RegExp(...)` constructions. */
function regexesIn(file: string): { text: string; constructed: boolean }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.resolve(file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; constructed: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push({ text: node.getText(), constructed: false });
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === "RegExp") {
      found.push({ text: node.getText(), constructed: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a regex has a quantifier without an upper bound (*, + or {n,}) outside escapes and classes. */
function hasUnboundedQuantifier(literal: string): boolean {
  const body = literal.slice(1, literal.lastIndexOf("/"));
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "*" || c === "+") return true;
    else if (c === "{" && /^\{\d+,\}/.test(body.slice(i, i + 12))) return true;
  }
  return false;
}

describe("path code by design", () => {
  it("the quantifier check itself tells a backtracking-prone regex from a bounded one", () => {
    expect(hasUnboundedQuantifier("/\\/+$/")).toBe(true);
    expect(hasUnboundedQuantifier("/a{2,}/")).toBe(true);
    expect(hasUnboundedQuantifier("/[+*]\\+/g")).toBe(false);
    expect(hasUnboundedQuantifier("/^[a-z]{1,10}$/")).toBe(false);
  });

  it.each(PATH_CODE)("%s builds no regex at run time and has no unbounded quantifier", (file) => {
    for (const r of regexesIn(file)) {
      expect(r.constructed, r.text).toBe(false);
      expect(hasUnboundedQuantifier(r.text), r.text).toBe(false);
    }
  });
});
