import type { DiceSource } from "../../dice";
import { sweepTargets } from "../maneuvers/sweep";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { openDegreesAttack } from "./attack-flow";
import type { DegreesAttackFlow } from "./attack-state";
import type { DegreesDeclared } from "./declare";
import type { DegreesFighter } from "./fighter";
import { withinCells, type BoardSpace } from "../flanking";
import type { RuleRefusal } from "../../refusal";

/**
 * An Immense or larger attacker sweeps every foe in front within its reach (M107): one declared
 * melee attack, one Melee check rolled once and met by each target's own defence, each target
 * then answering on its own. Refused unless every target is at least three sizes smaller, the
 * attack is a melee attack and no special maneuver, and the targets are two or more, each once.
 * The table says who stands in front within reach.
 */
export function openSweep(attacker: DegreesFighter, declared: DegreesDeclared, targets: readonly DegreesFighter[], options: DegreesOptions, dice: DiceSource): DegreesAttackFlow[] {
  const attack = declared.attack;
  if (attack === null || attack.profile.delivery !== "melee") throw degreesRefusal("sweepMelee", {}, "Only a melee attack sweeps");
  if (targets.length < 2 || new Set(targets.map((t) => t.id)).size !== targets.length) throw degreesRefusal("sweepTargets", {}, "A sweep meets two or more different foes");
  sweepTargets(
    attacker.character.size,
    targets.map((t) => ({ id: t.id, name: t.name, size: t.character.size })),
    attack.kind !== "attack",
  );
  const flows: DegreesAttackFlow[] = [];
  for (const target of targets) {
    const flow = openDegreesAttack(attacker, declared, target, options, dice, flows[0]?.roll);
    // Freshly opened, so marked in place: an attack at many (a miss is never sent on to a grabber, M79).
    flow.swept = true;
    flows.push(flow);
  }
  return flows;
}

/** A sweep's foe as the board places it: its name, its space, and whether it stands on the attacker's side. */
export interface SweptOnBoard {
  name: string;
  space: BoardSpace;
  ally: boolean;
}

/**
 * Refuses a sweep the board shows cannot be made (M107): a target on the attacker's own side, or
 * one farther than its reach (in grid cells, at least 1). Who stands in front is the GM's call.
 */
export function sweepBoardRefusal(attacker: BoardSpace, targets: readonly SweptOnBoard[], reachCells: number): RuleRefusal | null {
  for (const t of targets) {
    if (t.ally) return degreesRefusal("sweepAlly", { name: t.name }, `${t.name} fights on the sweeper's side`);
    if (!withinCells(attacker, t.space, Math.max(1, reachCells))) return degreesRefusal("sweepOutOfReach", { name: t.name }, `${t.name} is out of reach`);
  }
  return null;
}
