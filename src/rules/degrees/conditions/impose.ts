import type { ConditionId } from "./definitions";
import type { ConditionInstance } from "./instance";

/**
 * Puts a condition on a character (M130 13, 15). Fatigue escalates: Fatigued twice becomes
 * Exhausted, and Exhausted met again (by Exhausted or Fatigued) becomes Unconscious. Anything
 * else is added as its own instance, since repeats stack and are removed one by one (M128).
 */
export function imposeCondition(held: readonly ConditionInstance[], condition: ConditionInstance): ConditionInstance[] {
  const has = (id: ConditionId): boolean => held.some((c) => c.id === id);
  const without = (id: ConditionId): ConditionInstance[] => held.filter((c) => c.id !== id);
  if (condition.id === "fatigued" || condition.id === "exhausted") {
    if (has("exhausted")) return [...without("exhausted"), { id: "unconscious", ...(condition.source ? { source: condition.source } : {}) }];
    const fatigued = held.find((c) => c.id === "fatigued");
    if (fatigued) return [...without("fatigued"), evolved(fatigued, condition)];
  }
  return [...held, condition];
}

/** How an instance ends by itself: its turns, its days, the scene's end; none of them, until removed. */
type Ending = Pick<ConditionInstance, "duration" | "lastsDays" | "untilSceneEnds">;

const endingOf = (c: ConditionInstance): Ending => ({ ...(c.duration ? { duration: c.duration } : {}), ...(c.lastsDays === undefined ? {} : { lastsDays: c.lastsDays }), ...(c.untilSceneEnds ? { untilSceneEnds: true } : {}) });
const untilRemoved = (e: Ending): boolean => e.duration === undefined && e.lastsDays === undefined && !e.untilSceneEnds;

/**
 * The Exhaustion a held Fatigued evolves into when fatigue meets it again (M130 15): the new cause's
 * (whose source may end it, as chakra regained ends 0 chakra's, M49), but never ending sooner nor
 * more easily than the Fatigued held, so a passing fatigue cannot cut short what the GM set to last.
 * It ends no sooner than either: until removed if either is, the longer of two turn counts on the
 * same turns, otherwise as the held one does (days or a scene are not weighed against turns); and it
 * keeps the held removal rule unless the new cause sets its own (M128).
 */
function evolved(fatigued: ConditionInstance, meeting: ConditionInstance): ConditionInstance {
  const { duration: _duration, lastsDays: _days, untilSceneEnds: _scene, ...cause } = meeting;
  const removal = meeting.removal ?? fatigued.removal;
  return { ...cause, id: "exhausted", ...laterEnding(endingOf(fatigued), endingOf(meeting)), ...(removal ? { removal } : {}) };
}

function laterEnding(held: Ending, meeting: Ending): Ending {
  if (untilRemoved(held) || untilRemoved(meeting)) return {};
  const [a, b] = [held.duration, meeting.duration];
  return a && b && a.ends === b.ends && a.keyedTo === b.keyedTo && b.remaining > a.remaining ? meeting : held;
}

/**
 * One removal check passed against one instance (M128): an evolved condition steps down one
 * level (Exhausted to Fatigued), anything else goes.
 */
export function removeCondition(held: readonly ConditionInstance[], instance: ConditionInstance): ConditionInstance[] {
  const rest = held.filter((c) => c !== instance);
  return instance.id === "exhausted" ? [...rest, { ...instance, id: "fatigued" }] : rest;
}

/** Bleeding stacks: each instance is one stack (M130 24). */
export function bleedingStacks(held: readonly ConditionInstance[]): number {
  return held.filter((c) => c.id === "bleeding").length;
}
