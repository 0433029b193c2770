/** Fighters and a fight under way that the degrees port tests share (test data only; nothing in the rules imports it). */
import { fixedDice, type DiceSource } from "../../dice";
import { RULESETS } from "../../registry";
import type { DegreesCharacter } from "../character/character";
import { DEFAULT_DEGREES_OPTIONS } from "../options";
import { newDegreesFighter, type DegreesFighter, type FighterInput } from "./fighter";

export const rules = RULESETS.degrees;
export const O = DEFAULT_DEGREES_OPTIONS;
export const NO_DICE = fixedDice([]);

/** A level-2 Medium ninja: 29 HP, 19 chakra, initiative bonus 3 + 2, Dodge DC 12, unarmed base damage 2. */
export const CHARACTER: DegreesCharacter = {
  attributes: { strength: 3, dexterity: 3, vigor: 3, spirit: 3 },
  campaignLevel: 2,
  size: "standard",
  permanentSize: true,
  accuracies: { melee: 3, ranged: 3, dodge: 3, anticipate: 2 },
  notice: 2,
  bodyHardness: [],
  armourAbsorption: 0,
};

/** A fighter placed in a fight at `initiative` (its tie order by the list it is given in). */
export function fighter(id: string, initiative: number | null, more: Partial<FighterInput> = {}): DegreesFighter {
  return { ...newDegreesFighter({ id, character: CHARACTER, ...more }), initiative, tieOrder: 0 };
}

/** Fighters with their tie orders set by their order in the list. */
export function lineUp(...fighters: DegreesFighter[]): DegreesFighter[] {
  return fighters.map((f, i) => ({ ...f, tieOrder: i }));
}

/** The clock run to the next moment a turn is taken, and that moment. */
export function nextTurn(fighters: readonly DegreesFighter[], at: number, dice: DiceSource = NO_DICE): { fighters: DegreesFighter[]; at: number; events: ReturnType<typeof rules.advance>["events"] } {
  const next = rules.nextMoment(fighters, at, O);
  if (next === null) throw new Error("no turn is left");
  const { combatants, events } = rules.advance(fighters, at, next, O, dice);
  return { fighters: combatants.slice(), at: next, events };
}

export function byId(fighters: readonly DegreesFighter[], id: string): DegreesFighter {
  const f = fighters.find((x) => x.id === id);
  if (!f) throw new Error(`no ${id}`);
  return f;
}

export function replace(fighters: readonly DegreesFighter[], f: DegreesFighter): DegreesFighter[] {
  return fighters.map((x) => (x.id === f.id ? f : x));
}
