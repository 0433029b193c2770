import { join, relative } from "node:path";
import ts from "typescript";
import { NAMED_FIELDS } from "../../src/refusal-message";

const REPO = join(import.meta.dirname, "..", "..");

/** Where in src/rules something was found, for a failure to point at. */
export interface Place {
  file: string;
  line: number;
}

/** A refusal the rules build: `new RuleRefusal(…)`, `degreesRefusal(…)` or `degreesReason(…)`. */
export interface RefusalSite extends Place {
  /** Every code it may carry, or null when the code is handed in (a helper passing one on). */
  codes: string[] | null;
  /** The placeholders its data fills (a named field counted as the placeholder it fills), or null when the data is handed in. */
  fills: Set<string> | null;
  /** Whether a Problem rides along, filling `{problem}`. */
  problem: boolean;
  /** The function it is built in. */
  within: string;
}

/** A Problem literal: `{ code, data?, text }`. */
export interface ProblemSite extends Place {
  codes: string[] | null;
  fills: Set<string> | null;
}

/** A data value that reads as words rather than an id, a number or a list of ids. */
export interface WordySite extends Place {
  field: string;
  value: string;
}

export interface RefusalScan {
  refusals: RefusalSite[];
  problems: ProblemSite[];
  wordy: WordySite[];
}

/** The builders of refusals, and the prefix each puts before the code it is given. */
const BUILDERS: Readonly<Record<string, string>> = { RuleRefusal: "", degreesRefusal: "degrees.", degreesReason: "degrees." };

/** A data value that is an id, a number or a list of ids, never a sentence. */
const ID_LIKE = /^[\w.:-]*(, [\w.:-]+)*$/;

/** The string values an expression may have, from its type: a literal, a union of them, or a template of them; null when any part is a plain string. */
function stringsOf(expr: ts.Expression, checker: ts.TypeChecker): string[] | null {
  if (ts.isTemplateExpression(expr)) {
    let values = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = stringsOf(span.expression, checker);
      if (parts === null) return null;
      values = values.flatMap((v) => parts.map((p) => `${v}${p}${span.literal.text}`));
    }
    return values;
  }
  const type = checker.getTypeAtLocation(expr);
  const members = type.isUnion() ? type.types : [type];
  const values = members.map((t) => (t.isStringLiteral() ? t.value : null));
  return values.every((v) => v !== null) ? (values as string[]) : null;
}

/** The placeholders an object's properties fill: each field, or the placeholder a named field fills instead. */
function placeholderOf(field: string): string {
  return (Object.hasOwn(NAMED_FIELDS, field) ? NAMED_FIELDS[field]?.fills : undefined) ?? field;
}

/** The placeholders a value made elsewhere (`actionNamed(action)`) fills in every shape its type allows. */
function typeFills(expr: ts.Expression, checker: ts.TypeChecker): Set<string> {
  const type = checker.getTypeAtLocation(expr);
  const alternatives = (type.isUnion() ? type.types : [type]).map((t) => new Set(t.getProperties().map((p) => placeholderOf(p.name))));
  return new Set([...(alternatives[0] ?? [])].filter((name) => alternatives.every((a) => a.has(name))));
}

/** The placeholders a data object fills for certain: its own properties and what a spread or a call made for it fills; null for data handed in. */
function fillsOf(data: ts.Expression | undefined, checker: ts.TypeChecker): Set<string> | null {
  if (data === undefined) return new Set();
  if (ts.isCallExpression(data)) return typeFills(data, checker);
  if (!ts.isObjectLiteralExpression(data)) return null;
  const fills = new Set<string>();
  for (const property of data.properties) {
    if (ts.isSpreadAssignment(property)) for (const name of typeFills(property.expression, checker)) fills.add(name);
    else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) fills.add(placeholderOf(property.name.text));
  }
  return fills;
}

/** Data values that are words: a string that is no id, or a template literal. */
function wordyValues(data: ts.Expression | undefined, place: (node: ts.Node) => Place): WordySite[] {
  if (data === undefined || !ts.isObjectLiteralExpression(data)) return [];
  return data.properties.flatMap((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return [];
    const value = property.initializer;
    const field = property.name.text;
    if (field === "problem") return [{ ...place(property), field, value: value.getText() }];
    if (ts.isStringLiteral(value) && !ID_LIKE.test(value.text)) return [{ ...place(property), field, value: value.text }];
    if (ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value)) return [{ ...place(property), field, value: value.getText() }];
    return [];
  });
}

function enclosingFunction(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) return n.name.getText();
    if (ts.isVariableDeclaration(n)) return n.name.getText();
  }
  return "";
}

function propertyOf(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = literal.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
  return found?.initializer;
}

/**
 * Reads every non-test file of src/rules with the type checker (tsconfig.rules.json) and finds each
 * refusal built, each Problem written, and every data value that reads as words.
 */
export function scanRefusals(): RefusalScan {
  const config = ts.getParsedCommandLineOfConfigFile(join(REPO, "tsconfig.rules.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error("tsconfig.rules.json could not be read");
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const scan: RefusalScan = { refusals: [], problems: [], wordy: [] };
  for (const source of program.getSourceFiles()) {
    if (!config.fileNames.includes(source.fileName)) continue;
    const place = (node: ts.Node): Place => ({ file: relative(REPO, source.fileName), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    const visit = (node: ts.Node): void => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && Object.hasOwn(BUILDERS, node.expression.text)) {
        const [code, data, , problem] = node.arguments ?? [];
        const prefix = BUILDERS[node.expression.text] ?? "";
        const codes = code ? stringsOf(code, checker) : null;
        scan.refusals.push({ ...place(node), codes: codes?.map((c) => `${prefix}${c}`) ?? null, fills: fillsOf(data, checker), problem: problem !== undefined, within: enclosingFunction(node) });
        scan.wordy.push(...wordyValues(data, place));
      }
      if (ts.isObjectLiteralExpression(node) && propertyOf(node, "code") && propertyOf(node, "text")) {
        const code = propertyOf(node, "code") as ts.Expression;
        const data = propertyOf(node, "data");
        scan.problems.push({ ...place(node), codes: stringsOf(code, checker), fills: fillsOf(data, checker) });
        scan.wordy.push(...wordyValues(data, place));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}
