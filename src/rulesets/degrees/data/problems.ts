import { isActorRef } from "../../../documents/actor-ref";
import { RULESET_EXTRAS } from "../../../rules/registry";

/**
 * Checks across or beyond single fields, for the models' `validateJoint`: each returns why the
 * data is refused, starting with the field's path as the schema's own refusals do, or null.
 */

/** A link to another actor (whose partner this is, what it rides) is blank or an actor's id or UUID. */
export function actorLinkProblem(field: string, link: string): string | null {
  return link === "" || isActorRef(link) ? null : `${field}: "${link}" is not an actor's id or UUID`;
}

/** What is left of an absorption never exceeds what it started at (M125). */
export function absorptionProblem(field: string, absorption: { value: number; max: number }): string | null {
  return absorption.value <= absorption.max ? null : `${field}.value: ${absorption.value} is more than its maximum of ${absorption.max}`;
}

/** A short name (an initiative group) stays within its length. */
export function lengthProblem(field: string, text: string, max: number): string | null {
  return text.length <= max ? null : `${field}: longer than ${max} characters`;
}

/** A limit's key (a technique's uses a scene, M4) is blank, or letters, digits and dashes as the port reads it. */
export function limitKeyProblem(field: string, key: string): string | null {
  return key === "" || RULESET_EXTRAS.degrees.lists.limitKey.test(key) ? null : `${field}: "${key}" must be 1 to 40 letters, digits or dashes`;
}

/** Throws the first of the problems found, so the update is refused naming its field. */
export function refuseFirst(...problems: (string | null)[]): void {
  const problem = problems.find((p) => p !== null);
  if (problem) throw new Error(problem);
}
