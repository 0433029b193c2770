import { ShinobiRoll } from "../../../dice/shinobi-roll";
import type { DiceSource } from "../../../rules/ruleset";
import type { RulesetTypesOf } from "../../../rules/registry";
import { poolFormula } from "../dice/syntax";
import { RollKeepTerm } from "../dice/term";
import { rollkeepRules, type RollkeepState } from "../state";

type Options = RulesetTypesOf<"rollkeep">["options"];

/** The faces a thrown pool drew, handed out again in the order the engine drew them (die by die, each with its explosions). */
function replay(faces: number[], formula: string): DiceSource {
  const left = [...faces];
  return {
    roll() {
      const face = left.shift();
      if (face === undefined) throw new Error(`${formula}: the initiative roll asked for more dice than were thrown`);
      return face;
    },
  };
}

/**
 * C8: one fighter's initiative, thrown as an `XkY` roll of the pool the port derives ((Insight Rank
 * + Reflexes) k Reflexes; the tooltip shows each die, Dice So Nice throws them), and scored by the
 * port on those very dice. The two agree by construction (one engine); a disagreement is a bug and
 * is reported rather than stored.
 */
export async function rollFighterInitiative(state: RollkeepState, options: Options): Promise<{ score: number; roll: Roll }> {
  const pool = rollkeepRules.derive(state, options).initiativePool;
  const formula = poolFormula({ ...pool, explodes: true });
  const roll = await new ShinobiRoll(formula).evaluate();
  const term = roll.terms.find((t): t is RollKeepTerm => t instanceof RollKeepTerm);
  const faces = term?.thrown?.dice.flatMap((die) => die.faces) ?? [];
  const score = rollkeepRules.initiative.roll(state, options, replay(faces, formula));
  if (score !== roll.total) throw new Error(`${formula}: the port scores ${score}, the roll shows ${String(roll.total)}`);
  return { score, roll };
}
