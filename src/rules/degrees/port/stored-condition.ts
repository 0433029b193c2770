import { CONDITION_IDS } from "../conditions/definitions";
import type { TurnDuration } from "../conditions/duration";
import type { ConditionInstance, RemovalRule } from "../conditions/instance";
import { REMOVAL_CHECKS } from "./checks";
import { NOT_MAPPING, oneOfProblem, wholeNumberProblem } from "../../problems";
import type { Problem } from "../../refusal";
import { degreesRefusal } from "../refusals";

/** Beyond this no count a condition carries means anything (a thousand turns, stacks or days). */
const LIMIT = 1000;

function refuse(field: string, problem: Problem): never {
  throw degreesRefusal("badCondition", { field }, `condition.${field}: ${problem.text}`, problem);
}

function fieldsOf(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) refuse(field, NOT_MAPPING);
  // A non-array object, checked just above; each field is read and checked one by one.
  return value as Record<string, unknown>;
}

function whole(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > LIMIT) refuse(field, wholeNumberProblem(min, LIMIT));
  return value;
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length > 200) refuse(field, { code: "notShortText", data: { max: 200 }, text: "must be a short text" });
  return value;
}

function duration(value: unknown): TurnDuration {
  const d = fieldsOf(value, "duration");
  if (d.ends !== "turnStart" && d.ends !== "turnEnd") refuse("duration.ends", { code: "notOneOf", data: { choices: "turnStart, turnEnd" }, text: "must be turnStart or turnEnd" });
  const remaining = whole(d.remaining, "duration.remaining", 0);
  return d.keyedTo === undefined ? { ends: d.ends, remaining } : { keyedTo: text(d.keyedTo, "duration.keyedTo"), ends: d.ends, remaining };
}

function removal(value: unknown): RemovalRule {
  const r = fieldsOf(value, "removal");
  if (typeof r.check !== "string" || !REMOVAL_CHECKS.includes(r.check)) refuse("removal.check", oneOfProblem(REMOVAL_CHECKS));
  return { check: r.check, dc: whole(r.dc, "removal.dc", 2) };
}

/**
 * A condition as a document stored it (an effect's flag), checked field by field: an unknown
 * condition or a field out of its range is refused naming it (`degrees.badCondition`), so nothing
 * stored reaches a rule unchecked. Fields it does not know are dropped.
 */
export function storedCondition(value: unknown): ConditionInstance {
  const c = fieldsOf(value, "condition");
  const id = CONDITION_IDS.find((known) => known === c.id);
  if (id === undefined) refuse("id", { code: "unknownCondition", data: { value: String(c.id) }, text: `${String(c.id)} is not a condition of these rules` });
  const optional = <T>(key: string, read: (v: unknown, field: string) => T): Partial<Record<string, T>> => (c[key] === undefined ? {} : { [key]: read(c[key], key) });
  const flag = (v: unknown, field: string): true => (v === true ? true : refuse(field, { code: "onlyTrue", text: "must be true when given" }));
  return {
    id,
    ...optional("amount", (v, f) => whole(v, f, 1)),
    ...optional("scope", text),
    ...optional("turns", (v, f) => whole(v, f, 0)),
    ...optional("damage", (v, f) => whole(v, f, 0)),
    ...optional("favours", text),
    ...optional("meleeOnly", flag),
    ...optional("source", text),
    ...optional("duration", duration),
    ...optional("lastsDays", (v, f) => whole(v, f, 1)),
    ...optional("untilSceneEnds", flag),
    ...optional("removal", removal),
  };
}
