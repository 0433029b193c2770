import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepVariant } from "../options";

/** M1: where a Called Shot (4e) / Focused Attack (house) aims, by its raises. */
export type CalledTarget = "limb" | "handOrFoot" | "head" | "small";
export const CALLED_SHOT_RAISES: Readonly<Record<CalledTarget, number>> = { limb: 1, handOrFoot: 2, head: 3, small: 4 };

/** A maneuver called on an attack roll, paid for with raises (§9). */
export type Maneuver =
  | { kind: "calledShot"; target: CalledTarget }
  | { kind: "disarm" }
  | { kind: "extraAttack" }
  | { kind: "feint" }
  | { kind: "extraDamage"; raises: number }
  | { kind: "knockdown" }
  | { kind: "pushPull"; feet: number }
  | { kind: "tacticalStrike" }
  | { kind: "custom"; name: string; raises: number };

export type ManeuverKind = Maneuver["kind"];

/** M2, M3, M4, M7–M9. */
export const DISARM_RAISES = 3;
export const EXTRA_ATTACK_RAISES = 5;
export const FEINT_RAISES = 2;
export const KNOCKDOWN_RAISES = 2;
/** M7: a four-legged target takes twice the raises. */
export const KNOCKDOWN_FOUR_LEGGED_RAISES = 4;
export const PUSH_RAISES = 2;
/** M8: the first 5 ft, then 2 more raises per further 5 ft. */
export const PUSH_STEP_FEET = 5;
export const TACTICAL_STRIKE_RAISES = 2;

/** The maneuvers only the house rules have (M8, M9). */
const HOUSE_ONLY: readonly ManeuverKind[] = ["pushPull", "tacticalStrike"];

/** Refuses a maneuver by its kind; the English names a custom effect by its own name (`named`). */
export function refuseManeuver(maneuver: ManeuverKind, problem: Problem, named: string = maneuver): never {
  throw new RuleRefusal("badManeuver", { maneuver }, `maneuver ${named}: ${problem.text}`, problem);
}

function wholeRaises(value: number, maneuver: ManeuverKind, min: number, named: string = maneuver): number {
  if (!Number.isInteger(value) || value < min || value > 100) refuseManeuver(maneuver, { code: "raisesNotWhole", data: { min }, text: `needs a whole number of raises from ${min}` }, named);
  return value;
}

/** The raises one maneuver costs against this target. */
export function maneuverRaises(maneuver: Maneuver, target: { fourLegged?: boolean }): number {
  switch (maneuver.kind) {
    case "calledShot":
      if (!Object.hasOwn(CALLED_SHOT_RAISES, maneuver.target)) refuseManeuver("calledShot", { code: "calledShotTarget", data: { choices: Object.keys(CALLED_SHOT_RAISES).join(", ") }, text: `aims at one of ${Object.keys(CALLED_SHOT_RAISES).join(", ")}` });
      return CALLED_SHOT_RAISES[maneuver.target];
    case "disarm":
      return DISARM_RAISES;
    case "extraAttack":
      return EXTRA_ATTACK_RAISES;
    case "feint":
      return FEINT_RAISES;
    case "extraDamage":
      return wholeRaises(maneuver.raises, "extraDamage", 1);
    case "knockdown":
      return target.fourLegged ? KNOCKDOWN_FOUR_LEGGED_RAISES : KNOCKDOWN_RAISES;
    case "pushPull": {
      const feet = maneuver.feet;
      if (!Number.isInteger(feet) || feet < PUSH_STEP_FEET || feet % PUSH_STEP_FEET !== 0) refuseManeuver("pushPull", { code: "pushStep", data: { feet: PUSH_STEP_FEET }, text: `moves the target a multiple of ${PUSH_STEP_FEET} ft` });
      return PUSH_RAISES + 2 * (feet / PUSH_STEP_FEET - 1);
    }
    case "tacticalStrike":
      return TACTICAL_STRIKE_RAISES;
    case "custom":
      return wholeRaises(maneuver.raises, "custom", 0, maneuver.name);
  }
}

/**
 * Checks the maneuvers of one attack and returns the raises they take. Each maneuver once (custom
 * effects aside, M11), the house-only ones refused in 4e, Extra Attack once a turn (M3), and no
 * more raises than the roll counts (called and free, R9). Guard is an action, not a maneuver (M5);
 * no maneuver is tied to a stance by default (M10).
 */
export function checkManeuvers(maneuvers: readonly Maneuver[], target: { fourLegged?: boolean }, raisesCounted: number, context: { variant: RollkeepVariant; extraAttackUsedThisTurn: boolean }): number {
  const seen = new Set<ManeuverKind>();
  let total = 0;
  for (const m of maneuvers) {
    if (m.kind !== "custom" && seen.has(m.kind)) refuseManeuver(m.kind, { code: "maneuverTwice", text: "is called once per attack" });
    seen.add(m.kind);
    if (context.variant === "4e" && HOUSE_ONLY.includes(m.kind)) refuseManeuver(m.kind, { code: "houseManeuver", text: "belongs to the house rules" });
    if (m.kind === "extraAttack" && context.extraAttackUsedThisTurn) refuseManeuver(m.kind, { code: "extraAttackTwice", text: "succeeds once per turn" });
    total += maneuverRaises(m, target);
  }
  if (total > raisesCounted) throw new RuleRefusal("maneuverRaises", { needed: total, counted: raisesCounted }, `maneuver ${maneuvers.map((m) => m.kind).join(", ")}: need ${total} raises, the roll counts ${raisesCounted}`);
  return total;
}
