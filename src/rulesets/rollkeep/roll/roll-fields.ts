import { fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { RING_KEYS, TRAIT_KEYS } from "../data/choices";
import { skillKeyProblem } from "../data/fields";
import type { RollChoice } from "./roll-choice";
import { freeRaisesIn, modifierIn } from "./table-grants";
import type { Rolled } from "./rolled";

const SURROUNDINGS = RULESET_EXTRAS.rollkeep.surroundings;
/** The most of anything a request may ask for: the rules refuse far less, this only keeps a forged number from being huge. */
const LIMIT = 100;
/** An emphasis's name, as the sheet stores it. */
const NAME_LIMIT = 80;

const flag = (value: unknown, field: string): boolean => {
  if (typeof value !== "boolean") throw new RequestRefused(field);
  return value;
};

/**
 * What a player's request says is rolled, for a roll the GM's client makes for them (a contest's
 * side): a Skill roll by its key and trait, a Trait or a Ring. Attacks have their own card and
 * spells their caster's school, so neither is taken here.
 */
export function rolledIn(value: unknown, field: string): Rolled {
  const r = record(value, field);
  const kind = oneOf(fieldOf(r, "kind"), `${field}.kind`, ["skill", "trait", "ring"] as const);
  if (kind === "ring") return { kind, ring: oneOf(fieldOf(r, "ring"), `${field}.ring`, RING_KEYS) };
  const trait = oneOf(fieldOf(r, "trait"), `${field}.trait`, TRAIT_KEYS);
  if (kind === "trait") return { kind, trait };
  const skill = fieldOf(r, "skill");
  if (typeof skill !== "string" || skillKeyProblem(`${field}.skill`, skill) !== null) throw new RequestRefused(`${field}.skill`);
  return { kind, skill, trait };
}

/** A roll dialog's choice read from a request, each field by what it must be; the port then judges the numbers. */
export function rollChoiceIn(value: unknown, field: string): RollChoice {
  const c = record(value, field);
  const count = (key: string) => integerIn(fieldOf(c, key), `${field}.${key}`, 0, LIMIT);
  const emphasis = fieldOf(c, "emphasis");
  if (typeof emphasis !== "string" || emphasis.length > NAME_LIMIT) throw new RequestRefused(`${field}.emphasis`);
  const trait = fieldOf(c, "trait");
  return {
    trait: oneOf(trait, `${field}.trait`, TRAIT_KEYS),
    // A contest is rolled against no TN.
    tn: null,
    raisesCalled: count("raisesCalled"),
    freeRaises: freeRaisesIn(fieldOf(c, "freeRaises"), `${field}.freeRaises`),
    freeRaisesOnTn: freeRaisesIn(fieldOf(c, "freeRaisesOnTn"), `${field}.freeRaisesOnTn`),
    voidBoost: flag(fieldOf(c, "voidBoost"), `${field}.voidBoost`),
    strive: flag(fieldOf(c, "strive"), `${field}.strive`),
    // A contest is thrown on the GM's client outside the turn order: no Center/Void bonus is spent on it.
    focus: false,
    emphasis,
    modifier: modifierIn(fieldOf(c, "modifier"), `${field}.modifier`),
    retries: count("retries"),
    wind: oneOf(fieldOf(c, "wind"), `${field}.wind`, ["", ...SURROUNDINGS.winds]),
    weather: oneOf(fieldOf(c, "weather"), `${field}.weather`, ["", ...SURROUNDINGS.weathers]),
    difficultTerrain: count("difficultTerrain"),
  };
}
