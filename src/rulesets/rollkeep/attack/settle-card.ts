import type { DiceSource } from "../../../rules/ruleset";
import type { RulesetTypesOf } from "../../../rules/registry";
import { rollkeepRules, type RollkeepState } from "../state";
import type { RkCardState } from "./card-state";
import { fighterWrites, othersInFight, type Fighter, type FighterWrites } from "./fighters";
import { tacticsGained } from "./tactics-store";

type Options = RulesetTypesOf<"rollkeep">["options"];

/** What settling a card leaves to store: each fighter's writes and the Tactics Pool, if it grew. */
export interface CardSettled {
  writes: FighterWrites[];
  tactics: { freeRaises: number } | null;
}

/**
 * Lands a finished attack at once (roll-and-keep turns are not simultaneous): the port settles the
 * outcome onto the target as it stands after its answer (wounds less Reduction and a Void Point,
 * C15, V6; Prone from a won Knockdown, M7; bare hands after a won Disarm, M2) and credits the
 * attacker; a Tactical Strike's hit adds to the party's pool (M9). In a fight the port settles over
 * everyone in it (`othersInFight`), as the simulator's settling does, so a ward keeps its Guard and
 * a Guard that is over goes (M5); whoever else it changed is written too. The card records what
 * landed.
 */
export function settleCard(card: RkCardState, attacker: { fighter: Fighter; now: RollkeepState }, target: { fighter: Fighter; now: RollkeepState }, options: Options, dice: DiceSource): CardSettled {
  const outcomes = rollkeepRules.attack.outcomes(card.flow, attacker.now);
  const others = othersInFight([attacker.fighter, target.fighter]);
  const { combatants, settled } = rollkeepRules.settle([target.now, attacker.now, ...others.map((f) => f.state)], outcomes, card.flow.at, options, dice);
  const [targetAfter, attackerAfter, ...othersAfter] = combatants;
  const outcome = outcomes[0];
  if (!targetAfter || !attackerAfter || !outcome) throw new Error("The rules settled no attack");
  const wounds = settled[0]?.wounds ?? null;
  const targetWrites = fighterWrites(target.fighter, targetAfter, options);
  const tactics = tacticsGained(outcomes);
  card.landed = {
    outcome,
    damage: wounds?.damage ?? 0,
    reduced: wounds?.reduced ?? 0,
    taken: wounds?.taken ?? 0,
    wounds: targetAfter.character.wounds,
    rank: rollkeepRules.derive(targetAfter, options).woundRank.rank,
    statuses: targetWrites.statuses,
    tacticsGained: outcome.tacticsRaises && tactics ? outcome.tacticsRaises : 0,
    tacticsPool: tactics?.freeRaises ?? 0,
  };
  // The port hands back the very combatants nothing changed.
  const changed = others.flatMap((f, i) => (othersAfter[i] && othersAfter[i] !== f.state ? [fighterWrites(f, othersAfter[i], options)] : []));
  return { writes: [targetWrites, fighterWrites(attacker.fighter, attackerAfter, options), ...changed], tactics };
}
