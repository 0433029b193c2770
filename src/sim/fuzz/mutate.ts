import { seededDice } from "../../rules/dice";

/** A seeded chooser for the fuzzers' choices (never the dice of a fight). */
export interface Chooser {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True one time in `n`. */
  oneIn(n: number): boolean;
}

export function chooser(seed: number): Chooser {
  const d = seededDice(seed);
  const int = (min: number, max: number) => min + d.roll(max - min + 1) - 1;
  return { int, pick: <T>(list: readonly T[]): T => list[d.roll(list.length) - 1] as T, oneIn: (n) => d.roll(n) === 1 };
}

/** What numbers are turned into: the edges of every range, and what is not a number at all. */
const EXTREMES = ["0", "-1", "-100000", "1e300", "-1e300", "9007199254740993", "1.5", ".nan", ".inf", "-.inf", '"5"', "2147483648", "99999999999999999999", "1000000", "1e9", "null", "[]", "{}", "true", "~"];

/** Names that, looked up in a plain object, find what every object inherits. */
const PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype", '""'];

/** Text that breaks YAML or its structure, put at the start of a line. */
const BREAKAGE = ["{", "[", '"', "\t", "? ", "*nowhere ", "&a ", "!!binary ", "---\n", ": :", "key: [1, 2", "- - -", "%YAML 1.2\n", "'", "|\n", ">-\n", "<<: *a\n", "\u0000", "#", "  - "];

const BYTES = ':{}[]"\'#&*!|>-,?%@`\t\n 0123456789abcdxyzAZ\u00e9\u4e00\u0000';

const NUMBER = /(?<![\w.$])-?\d+(?:\.\d+)?(?![\w.])/g;
const NAME_VALUE = /((?:name|id|actor|target|action|defense|kind|stat|type|weapon|roll)\s*:\s*)([^\s{}[\],#][^,{}[\]\n#]*?)(?=\s*(?:[,}\]\n#]|$))/g;
const LIST_NAME = /^(\s*-\s+)([A-Za-z][^:{}[\]\n#]*)$/gm;
const SCALAR_VALUE = /(:\s*)([^\s{}[\],#][^,{}[\]\n#]*?)(?=\s*(?:[,}\]\n#]|$))/g;
const KEY = /([A-Za-z_]+)(\s*:)/g;

function matches(text: string, pattern: RegExp): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
}

/** Replaces one match's group 2 (or the whole match) at its position. */
function replaceAt(text: string, match: RegExpExecArray, replacement: string, group = 0): string {
  const start = (match.index ?? 0) + (group === 2 ? (match[1] as string).length : 0);
  const end = group === 2 ? start + (match[2] as string).length : (match.index ?? 0) + match[0].length;
  return text.slice(0, start) + replacement + text.slice(end);
}

type Mutation = (text: string, c: Chooser) => { text: string; label: string } | null;

const MUTATIONS: Record<string, Mutation> = {
  byteFlip(text, c) {
    if (!text) return null;
    const at = c.int(0, text.length - 1);
    const ch = c.pick([...BYTES]);
    return { text: text.slice(0, at) + ch + text.slice(at + 1), label: `byte ${at} → ${JSON.stringify(ch)}` };
  },
  deleteLine(text, c) {
    const lines = text.split("\n");
    const at = c.int(0, lines.length - 1);
    lines.splice(at, 1);
    return { text: lines.join("\n"), label: `deleted line ${at + 1}` };
  },
  duplicateLine(text, c) {
    const lines = text.split("\n");
    const at = c.int(0, lines.length - 1);
    lines.splice(at, 0, lines[at] as string);
    return { text: lines.join("\n"), label: `duplicated line ${at + 1}` };
  },
  swapLines(text, c) {
    const lines = text.split("\n");
    const a = c.int(0, lines.length - 1);
    const b = c.int(0, lines.length - 1);
    [lines[a], lines[b]] = [lines[b] as string, lines[a] as string];
    return { text: lines.join("\n"), label: `swapped lines ${a + 1} and ${b + 1}` };
  },
  swapValues(text, c) {
    const found = matches(text, SCALAR_VALUE);
    if (found.length < 2) return null;
    const a = c.pick(found);
    const b = c.pick(found);
    if (a === b || (a.index ?? 0) > (b.index ?? 0)) return null;
    // The later one first, so the earlier position still holds.
    const once = replaceAt(text, b, a[2] as string, 2);
    return { text: replaceAt(once, a, b[2] as string, 2), label: `swapped ${a[2]} and ${b[2]}` };
  },
  extremeNumber(text, c) {
    const found = matches(text, NUMBER);
    if (!found.length) return null;
    const m = c.pick(found);
    const value = c.pick(EXTREMES);
    return { text: replaceAt(text, m, value), label: `number ${m[0]} → ${value}` };
  },
  negateNumber(text, c) {
    const found = matches(text, NUMBER).filter((m) => !m[0].startsWith("-") && m[0] !== "0");
    if (!found.length) return null;
    const m = c.pick(found);
    return { text: replaceAt(text, m, `-${m[0]}`), label: `number ${m[0]} negated` };
  },
  protoName(text, c) {
    const found = [...matches(text, NAME_VALUE), ...matches(text, LIST_NAME)];
    if (!found.length) return null;
    const m = c.pick(found);
    const value = c.pick(PROTO_NAMES);
    return { text: replaceAt(text, m, value, 2), label: `name ${m[2]} → ${value}` };
  },
  renameKey(text, c) {
    const found = matches(text, KEY);
    if (!found.length) return null;
    const m = c.pick(found);
    const key = c.pick(["__proto__", "constructor", `${m[1]}x`, "toString", "speed", "dice", "count", "options"]);
    return { text: replaceAt(text, m, `${key}${m[2]}`), label: `key ${m[1]} → ${key}` };
  },
  breakYaml(text, c) {
    const lines = text.split("\n");
    const at = c.int(0, lines.length - 1);
    const piece = c.pick(BREAKAGE);
    lines[at] = piece + (lines[at] as string);
    return { text: lines.join("\n"), label: `line ${at + 1} starts with ${JSON.stringify(piece)}` };
  },
  truncate(text, c) {
    const at = c.int(0, text.length);
    return { text: text.slice(0, at), label: `cut at ${at}` };
  },
  repeatBlock(text, c) {
    const lines = text.split("\n");
    const from = c.int(0, lines.length - 1);
    const to = Math.min(lines.length, from + c.int(1, 8));
    const times = c.int(2, 30);
    const block = lines.slice(from, to);
    lines.splice(to, 0, ...Array.from({ length: times }, () => block).flat());
    return { text: lines.join("\n"), label: `lines ${from + 1}-${to} repeated ${times} times` };
  },
};

const NAMES = Object.keys(MUTATIONS);

/** One to three seeded mutations of a file's text, with what each did. */
export function mutate(text: string, c: Chooser): { text: string; mutations: string[] } {
  let current = text;
  const mutations: string[] = [];
  const wanted = c.int(1, 3);
  for (let tries = 0; mutations.length < wanted && tries < 20; tries++) {
    const name = c.pick(NAMES);
    const done = (MUTATIONS[name] as Mutation)(current, c);
    if (!done) continue;
    current = done.text;
    mutations.push(`${name}: ${done.label}`);
  }
  return { text: current, mutations };
}
