import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepVariant } from "../options";

/** The 4e stances (ST1–ST7). */
export type Stance4e = "attack" | "fullAttack" | "defense" | "fullDefense" | "center";
/** The house rules' elemental stances (ST1, ST3, ST4, ST6, ST8). */
export type StanceHouse = "water" | "fire" | "air" | "earth" | "void";
export type Stance = Stance4e | StanceHouse;

export const STANCES: Readonly<Record<RollkeepVariant, readonly Stance[]>> = {
  "4e": ["attack", "fullAttack", "defense", "fullDefense", "center"],
  house: ["water", "fire", "air", "earth", "void"],
};

/**
 * The 4e stance each house stance stands in for: the texts tie them to the same rings (Attack is
 * Water, Full Attack Fire, Defense Air, Full Defense Earth, Center Void), and most of their rules
 * match, so shared rules ask for the 4e one and the differences ask for the variant.
 */
const POSTURE: Readonly<Record<Stance, Stance4e>> = {
  attack: "attack",
  fullAttack: "fullAttack",
  defense: "defense",
  fullDefense: "fullDefense",
  center: "center",
  water: "attack",
  fire: "fullAttack",
  air: "defense",
  earth: "fullDefense",
  void: "center",
};

export function posture(stance: Stance): Stance4e {
  return POSTURE[stance];
}

export function refuseStance(stance: string, problem: Problem): never {
  throw new RuleRefusal("stanceRefused", { stance }, `stance ${stance}: ${problem.text}`, problem);
}

/** A stance of the world's variant, or a refusal naming it. */
export function checkedStance(stance: unknown, variant: RollkeepVariant): Stance {
  const known = STANCES[variant].find((s) => s === stance);
  if (known === undefined) refuseStance(String(stance), { code: variant === "4e" ? "not4eStance" : "notHouseStance", data: { choices: STANCES[variant].join(", ") }, text: `the ${variant === "4e" ? "4e" : "house"} stances are ${STANCES[variant].join(", ")}` });
  return known;
}
