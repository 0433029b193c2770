import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import type { Rolled } from "./rolled";

type Request = RulesetTypesOf<"rollkeep">["rollRequest"];

/** R12, R13: the characters a roll is made with, as the port reads them: helpers, or the rest of a group. */
export type Together = Pick<Request, "helpers" | "group">;
type Trait = Extract<Rolled, { kind: "skill" }>["trait"];

/**
 * What the player sets in the roll dialog, as typed: the port checks every number and choice, so
 * nothing here is corrected or clamped (a fraction or a raise too many comes back as the rules'
 * refusal, shown in the dialog).
 */
export interface RollChoice {
  /** A skill roll's trait (the texts tie no skill to one, R3). */
  trait: string;
  /** The TN; null for none (a contest); undefined for an attack's target's Armor TN. */
  tn: number | null | undefined;
  raisesCalled: number;
  freeRaises: number;
  freeRaisesOnTn: number;
  voidBoost: boolean;
  strive: boolean;
  /** ST7/ST8: this round's Center/Void bonus spent on the roll. */
  focus: boolean;
  /** The emphasis the roll falls under, "" for none. */
  emphasis: string;
  modifier: { rolled: number; kept: number; flat: number };
  /** R10: the failed tries before this one (0: the first try). */
  retries: number;
  /** R15: the wind and the weather, "" for none said (a ranged attack or a spell feels them). */
  wind: string;
  weather: string;
  /** R17: the penalty of difficult ground on a physical roll, 0 for none. */
  difficultTerrain: number;
}

/** Nothing around the roll: a first try, no wind or weather said, level ground (R10, R15, R17). */
export const NO_SURROUNDINGS = { retries: 0, wind: "", weather: "", difficultTerrain: 0 } as const satisfies Pick<RollChoice, "retries" | "wind" | "weather" | "difficultTerrain">;

/** R3's own example is Agility with Kenjutsu; the texts name no trait for any skill, so a skill roll starts on Agility. */
export const FIRST_TRAIT = "agility";
/** R1: Average, the middle of the rules' ladder, until the player sets the TN the GM calls. */
const AVERAGE_TN: number | undefined = RULESET_EXTRAS.rollkeep.tnLadder.find((step) => step.difficulty === "average")?.tn ?? undefined;

/** The dialog's first choice for a roll: no raises, no Void, the TN Average (an attack at a target: its Armor TN). */
export function initialChoice(rolled: Rolled): RollChoice {
  const atTarget = rolled.kind === "attack" && rolled.target !== undefined;
  return { trait: rolled.kind === "skill" ? rolled.trait : FIRST_TRAIT, tn: atTarget ? undefined : AVERAGE_TN, raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, voidBoost: false, strive: false, focus: false, emphasis: "", modifier: { rolled: 0, kept: 0, flat: 0 }, ...NO_SURROUNDINGS };
}

/** A number field as typed: an empty one is 0 (nothing called), anything else its number, which the port checks. */
const numberIn = (data: FormData, name: string) => {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? 0 : Number(text);
};

/**
 * The TN field: empty means no TN. While it still shows the TN the dialog filled in for an attack's
 * target, it stays the target's Armor TN (undefined), so a change of weapon or stance follows it.
 */
function tnIn(data: FormData, was: RollChoice["tn"], shown: number | null): RollChoice["tn"] {
  const text = String(data.get("tn") ?? "").trim();
  if (was === undefined && text === String(shown ?? "")) return undefined;
  return text === "" ? null : Number(text);
}

/** The dialog's form read back into a choice; `shownTn` is the TN the form was filled with. */
export function choiceFromForm(data: FormData, was: RollChoice, shownTn: number | null): RollChoice {
  return {
    trait: String(data.get("trait") ?? was.trait),
    tn: tnIn(data, was.tn, shownTn),
    raisesCalled: numberIn(data, "raisesCalled"),
    freeRaises: numberIn(data, "freeRaises"),
    freeRaisesOnTn: numberIn(data, "freeRaisesOnTn"),
    voidBoost: data.get("voidBoost") !== null,
    strive: data.get("strive") !== null,
    focus: data.get("focus") !== null,
    emphasis: String(data.get("emphasis") ?? ""),
    modifier: { rolled: numberIn(data, "modRolled"), kept: numberIn(data, "modKept"), flat: numberIn(data, "modFlat") },
    retries: numberIn(data, "retries"),
    wind: String(data.get("wind") ?? ""),
    weather: String(data.get("weather") ?? ""),
    difficultTerrain: numberIn(data, "difficultTerrain"),
  };
}

/** The port's request for this roll and choice, at the round and moment of the fight the roller is in (neither outside one), with those it is made with. */
export function requestOf(rolled: Rolled, choice: RollChoice, when: Pick<Request, "round" | "at">, together: Together = {}): Request {
  // The trait is the form's text; the port refuses one that is no trait (rolled.trait), naming it.
  const traitSet: Rolled = rolled.kind === "skill" ? { ...rolled, trait: choice.trait as Trait } : rolled;
  // An attack with no TN is rolled against nothing, its target's Armor TN included.
  const what: Rolled = traitSet.kind === "attack" && choice.tn === null ? { kind: "attack", ...(traitSet.with ? { with: traitSet.with } : {}) } : traitSet;
  const { rolled: dice, kept, flat } = choice.modifier;
  return {
    rolled: what,
    ...(typeof choice.tn === "number" ? { tn: choice.tn } : {}),
    raises: { raisesCalled: choice.raisesCalled, freeRaises: choice.freeRaises, freeRaisesOnTn: choice.freeRaisesOnTn },
    voidSpends: { ...(choice.voidBoost ? { voidBoost: true } : {}), ...(choice.strive ? { strive: true } : {}) },
    ...(choice.emphasis ? { emphasis: choice.emphasis } : {}),
    ...(dice !== 0 || kept !== 0 || flat !== 0 ? { modifier: choice.modifier } : {}),
    ...(choice.focus ? { focus: true } : {}),
    ...when,
    ...surroundingsOf(choice),
    ...(together.helpers?.length ? { helpers: together.helpers } : {}),
    ...(together.group?.length ? { group: together.group } : {}),
  };
}

/** R10, R15, R17 as the port's request takes them; the wind and weather are the selects' keys, which the port checks. */
function surroundingsOf(choice: RollChoice): Pick<Request, "retries" | "wind" | "weather" | "difficultTerrain"> {
  return {
    ...(choice.retries !== 0 ? { retries: choice.retries } : {}),
    // The selects offer the port's winds and weathers; anything else comes back as the rules' refusal.
    ...(choice.wind ? { wind: choice.wind as NonNullable<Request["wind"]> } : {}),
    ...(choice.weather ? { weather: choice.weather as NonNullable<Request["weather"]> } : {}),
    ...(choice.difficultTerrain !== 0 ? { difficultTerrain: choice.difficultTerrain } : {}),
  };
}
