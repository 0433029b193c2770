import { NOT_FLAG, NOT_LIST, NOT_NAME, oneOfProblem } from "../../problems";
import { RuleRefusal, type Problem } from "../../refusal";
import { wholeNumberOf } from "../whole-number";
import type { ArmorPiece } from "./armor";
import { checkedModifiers, type ItemModifier } from "./modifiers";
import type { SkillRank } from "./skills";
import { MAX_RATING, RINGS, TRAITS, type RatingPenalties, type Traits } from "./traits";
import { MAX_WOUND_ADJUSTMENT, type WoundTrackAdjustments } from "./wound-ranks";

/** A roll-and-keep character as the rules read it from an actor: plain data, every number checked. */
export interface RollkeepCharacter {
  traits: Traits;
  /** The Void Ring, which has no traits (C1). */
  void: number;
  /** C4: entered by hand; the texts that give its formula are not part of this game's sources. */
  insightRank: number;
  skills: Record<string, SkillRank>;
  armor: ArmorPiece[];
  /** Wounds taken so far. */
  wounds: number;
  /** MK1 (house rules): a humanoid without techniques, with mook thresholds and damage. */
  mook: boolean;
  /** M7: a beast on four legs, which takes twice the raises to knock down; false unless given. */
  fourLegged?: boolean;
  penalties?: RatingPenalties;
  /** U4: a technique or advantage easing this character's own wound track. */
  woundAdjustments?: WoundTrackAdjustments;
  /** D9, C6, AT7: the standing modifiers its techniques, advantages and masteries grant. */
  modifiers?: ItemModifier[];
  /** S9 (house): its abilities that act as each round begins, each named, and whether its owner wants it first or last among the round's. */
  roundStartTriggers?: RoundStartTrigger[];
}

/** S9: an ability acting at the start of each round, and the place its owner asks for when several do. */
export interface RoundStartTrigger {
  name: string;
  pick: "first" | "last";
}

const TRIGGER_PICKS = ["first", "last"] as const;
/** The most start-of-round abilities one character may list; far past any sheet. */
export const MAX_ROUND_START_TRIGGERS = 50;
const TRIGGER_NAME_LIMIT = 80;

/** S9: the start-of-round abilities as given, each a name and a pick. */
function checkedTriggers(value: unknown): RoundStartTrigger[] {
  if (!Array.isArray(value) || value.length > MAX_ROUND_START_TRIGGERS) refuseCharacter("roundStartTriggers", NOT_LIST);
  // Checked just above to be an array.
  return (value as unknown[]).map((t, i) => {
    const field = `roundStartTriggers.${i}`;
    const entry = record(t, field);
    const name = entry.name;
    if (typeof name !== "string" || name.trim() === "" || name.length > TRIGGER_NAME_LIMIT) refuseCharacter(`${field}.name`, NOT_NAME);
    const pick = TRIGGER_PICKS.find((p) => p === entry.pick);
    if (pick === undefined) refuseCharacter(`${field}.pick`, oneOfProblem(TRIGGER_PICKS));
    return { name: name.trim(), pick };
  });
}

export const MAX_INSIGHT_RANK = 10;
/** Far past any wound track (Dead at Earth 10 is 96 wounds in the house rules). */
export const MAX_WOUNDS = 10_000;
/** Armor bonus and Reduction: no table exists (C7, C15), so only absurd values are refused. */
export const MAX_ARMOR_NUMBER = 100;

function refuseCharacter(field: string, problem: Problem): never {
  throw new RuleRefusal("badCharacter", { field }, `character.${field}: ${problem.text}`, problem);
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) refuseCharacter(field, { code: "notMapping", text: "must be a mapping" });
  // A non-null, non-array object: its fields are each checked by the caller.
  return value as Record<string, unknown>;
}

function rating(value: unknown, field: string): number {
  return wholeNumberOf("character", value, field, 0, MAX_RATING);
}

/** Ratings keyed by trait or ring name (the penalties of C3), each name and number checked. */
function checkedRatings<K extends string>(value: unknown, field: string, keys: readonly K[]): Partial<Record<K, number>> {
  const ratings: Partial<Record<K, number>> = {};
  for (const [key, v] of Object.entries(record(value ?? {}, field))) {
    const known = keys.find((k) => k === key);
    if (known === undefined) refuseCharacter(`${field}.${key}`, oneOfProblem(keys));
    ratings[known] = rating(v, `${field}.${key}`);
  }
  return ratings;
}

function checkedPenalties(value: unknown): RatingPenalties {
  const given = record(value, "penalties");
  return { traits: checkedRatings(given.traits, "penalties.traits", TRAITS), rings: checkedRatings(given.rings, "penalties.rings", RINGS) };
}

function checkedWoundAdjustments(value: unknown): WoundTrackAdjustments {
  const given = record(value, "woundAdjustments");
  return {
    penaltyReduction: wholeNumberOf("character", given.penaltyReduction ?? 0, "woundAdjustments.penaltyReduction", 0, MAX_WOUND_ADJUSTMENT),
    extraWoundsPerRank: wholeNumberOf("character", given.extraWoundsPerRank ?? 0, "woundAdjustments.extraWoundsPerRank", 0, MAX_WOUND_ADJUSTMENT),
  };
}

function checkedSkill(value: unknown, name: string): SkillRank {
  const skill = record(value, `skills.${name}`);
  const emphases = skill.emphases ?? [];
  if (!Array.isArray(emphases) || emphases.some((e) => typeof e !== "string")) refuseCharacter(`skills.${name}.emphases`, { code: "notNameList", text: "must be a list of names" });
  // Checked just above to be an array of strings.
  return { rank: rating(skill.rank, `skills.${name}.rank`), emphases: [...(emphases as string[])] };
}

function checkedArmor(value: unknown, index: number): ArmorPiece {
  const piece = record(value, `armor.${index}`);
  if (typeof piece.name !== "string") refuseCharacter(`armor.${index}.name`, NOT_NAME);
  return {
    name: piece.name,
    bonus: wholeNumberOf("character", piece.bonus, `armor.${index}.bonus`, 0, MAX_ARMOR_NUMBER),
    reduction: wholeNumberOf("character", piece.reduction ?? 0, `armor.${index}.reduction`, 0, MAX_ARMOR_NUMBER),
  };
}

/**
 * The character from what an actor holds, every number checked against the range the rules
 * allow (C2: traits, rings and skills 0–10): a RuleRefusal names the first bad field.
 */
export function checkedCharacter(input: unknown): RollkeepCharacter {
  const c = record(input, "character");
  const traitsIn = record(c.traits, "traits");
  const traits = {} as Traits; // filled for every trait just below
  for (const trait of TRAITS) traits[trait] = rating(traitsIn[trait], `traits.${trait}`);
  const skills: Record<string, SkillRank> = {};
  for (const [name, skill] of Object.entries(record(c.skills ?? {}, "skills"))) skills[name] = checkedSkill(skill, name);
  if (!Array.isArray(c.armor ?? [])) refuseCharacter("armor", { code: "notArmorList", text: "must be a list of pieces" });
  // Checked just above to be an array.
  const armor = ((c.armor ?? []) as unknown[]).map(checkedArmor);
  if (c.mook !== undefined && typeof c.mook !== "boolean") refuseCharacter("mook", NOT_FLAG);
  if (c.fourLegged !== undefined && typeof c.fourLegged !== "boolean") refuseCharacter("fourLegged", NOT_FLAG);
  return {
    traits,
    void: rating(c.void, "void"),
    insightRank: wholeNumberOf("character", c.insightRank, "insightRank", 0, MAX_INSIGHT_RANK),
    skills,
    armor,
    wounds: wholeNumberOf("character", c.wounds ?? 0, "wounds", 0, MAX_WOUNDS),
    mook: c.mook === true,
    ...(c.fourLegged === true ? { fourLegged: true } : {}),
    ...(c.penalties === undefined ? {} : { penalties: checkedPenalties(c.penalties) }),
    ...(c.woundAdjustments === undefined ? {} : { woundAdjustments: checkedWoundAdjustments(c.woundAdjustments) }),
    ...(c.modifiers === undefined ? {} : { modifiers: checkedModifiers(c.modifiers) }),
    ...(c.roundStartTriggers === undefined ? {} : { roundStartTriggers: checkedTriggers(c.roundStartTriggers) }),
  };
}
