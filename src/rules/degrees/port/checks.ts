import type { Check } from "../../ruleset";
import type { ThresholdState } from "../character/hit-points";
import { SHEET_SKILLS } from "../character/character";
import { deriveCharacter, type DegreesDerived } from "../character/derived";
import { movementMetres } from "../character/movement";
import { conditionModifier, type CheckContext } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { Sense } from "../conditions/acting";
import { intimidateSizeModifier, sizeRowIn, sizeRowOf, type SizeCategory } from "../size";
import { CHECK_DICE, DIE } from "../roll";
import { stateOf, type DegreesFighter } from "./fighter";
import { initiativeAccuracy, initiativeNow } from "./initiative-port";

/** The numbers a sheet shows: the character's derived ones, and where its HP, conditions and initiative leave it now. */
export interface DegreesFighterDerived extends DegreesDerived {
  state: ThresholdState;
  /** Metres a movement action covers now (M57, M130 18, 21). */
  movementNow: number;
  /** The initiative it acts on now, conditions included (M7); null outside a fight. */
  initiativeNow: number | null;
}

export function deriveFighter(f: DegreesFighter, options: DegreesOptions): DegreesFighterDerived {
  const derived = deriveCharacter(f.character);
  return { ...derived, state: stateOf(f, options), movementNow: movementMetres(derived.movement, "normal", f.conditions, options), initiativeNow: f.initiative === null ? null : initiativeNow(f, f.initiative, options) };
}

/** The checks a sheet offers, their rating and what conditions add now (M20, M128); every check but initiative throws 2d8. */
export const DEGREES_CHECKS = ["strength", "dexterity", "vigor", "spirit", "melee", "ranged", "anticipate", "notice", "acrobatics", ...SHEET_SKILLS, "initiative"] as const;

/** How a check is made, where that changes it: through a sense (M130 9, 23, 26), against a target of a size (M109). */
export interface CheckWay {
  sense?: Sense;
  /** The size of the one an Intimidate check is made against; left out, a Standard one. */
  against?: SizeCategory;
}

/**
 * What size adds to a skill (M109): Stealth its size's modifier; Intimidate its size's less the
 * target's (a target of the same size cancels it), against a Standard one when no target is named.
 */
function sizeModifier(derived: DegreesDerived, f: DegreesFighter, skill: (typeof SHEET_SKILLS)[number], against: SizeCategory | undefined, options: DegreesOptions): number {
  if (skill === "stealth") return derived.stealthModifier;
  if (skill !== "intimidate") return 0;
  return against === undefined ? derived.intimidateModifier : intimidateSizeModifier(sizeRowOf(f.character), sizeRowIn(options, against));
}

/** The checks that may remove a condition (M128): every check a sheet rolls; initiative places, it removes nothing. */
export const REMOVAL_CHECKS: readonly string[] = DEGREES_CHECKS.filter((key) => key !== "initiative");

function check(key: string, bonus: number, formula: string): Check {
  return { key, label: `SHINOBI.Degrees.Check.${key}`, bonus, formula };
}

/**
 * The rolls a sheet offers (M20, M21): each attribute (Strength and Vigor with size's change,
 * M104), Melee and Ranged as attacks, Anticipate as the defence it rolls, Notice, Acrobatics and
 * the other skills the combat rules call for (F3; Search needs sight), all on 2d8; and initiative
 * on 1d8 (M5). The bonus is the rating with what conditions add to that check (M128); a check made
 * to remove a condition (`removing`) leaves that instance's own penalty out; Notice made by sight
 * (`way.sense`) meets Blinded's penalty to sight checks (M130 23), and Intimidate made against a
 * target (`way.against`) its size difference (M109).
 */
export function degreesChecks(f: DegreesFighter, options: DegreesOptions, removing?: ConditionInstance, way: CheckWay = {}): Check[] {
  const derived = deriveCharacter(f.character);
  const { accuracies, attributes, notice } = f.character;
  const withConditions = (rating: number, context: CheckContext): number => rating + conditionModifier(f.conditions, context, options, removing);
  return [
    check("strength", withConditions(derived.strength, { kind: "other", attribute: "strength" }), CHECK_DICE),
    check("dexterity", withConditions(attributes.dexterity, { kind: "other", attribute: "dexterity" }), CHECK_DICE),
    check("vigor", withConditions(derived.vigor, { kind: "other", attribute: "vigor" }), CHECK_DICE),
    check("spirit", withConditions(attributes.spirit, { kind: "other", attribute: "spirit" }), CHECK_DICE),
    check("melee", withConditions(accuracies.melee, { kind: "attack", attackType: "melee" }), CHECK_DICE),
    check("ranged", withConditions(accuracies.ranged, { kind: "attack", attackType: "ranged" }), CHECK_DICE),
    check("anticipate", withConditions(accuracies.anticipate, { kind: "defence", defence: "anticipate" }), CHECK_DICE),
    check("notice", withConditions(notice, { kind: "other", attribute: "notice", ...(way.sense === "sight" ? { sight: true } : {}) }), CHECK_DICE),
    check("acrobatics", withConditions(f.acrobatics ?? 0, { kind: "other", attribute: "acrobatics" }), CHECK_DICE),
    ...SHEET_SKILLS.map((skill) => check(skill, withConditions((f.character.skills?.[skill] ?? 0) + sizeModifier(derived, f, skill, way.against, options), { kind: "other", attribute: skill, ...(skill === "search" ? { sight: true } : {}) }), CHECK_DICE)),
    check("initiative", initiativeAccuracy(f, options), `1d${DIE}`),
  ];
}
