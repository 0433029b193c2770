import { modifierSum } from "../character/modifiers";
import { skillRank } from "../character/skills";
import { duelRollBonus } from "../duel/duel";
import type { DuelistRatings } from "../duel/duel-rolls";
import type { RollkeepOptions } from "../options";
import { ATTACK } from "./actions";
import type { RollkeepCombatant } from "./combatant";
import type { RollkeepDeclared } from "./declare";
import { deriveNow } from "./readings";

/** The skill of every roll of an iaijutsu duel (§10). */
export const IAIJUTSU = "iaijutsu";

/** What the duel's rolls read of a duelist. */
export function duelistRatings(c: RollkeepCombatant, options: RollkeepOptions): DuelistRatings {
  const derived = deriveNow(c, options);
  return { iaijutsu: skillRank(c.character.skills, IAIJUTSU), awareness: derived.traits.awareness, voidRing: derived.rings.void, woundPenalty: derived.woundRank.penalty };
}

/**
 * DU4: the Strike, declared for the port's ordinary attack steps: Iaijutsu/Reflexes with the weapon
 * in hand against the normal Armor TN, Focus's free raises spent lowering it, the duelist's
 * modifiers for attacks (D9), the Center bonus by option (DU5; a dazed duelist is refused). It is no action of a turn (both duelists hold Center,
 * which forfeits every action), so no turn's budget is spent.
 */
export function declareDuelStrike(duelist: RollkeepCombatant, freeRaises: number, at: number, options: RollkeepOptions): RollkeepDeclared {
  const focus = duelRollBonus("strike", { voidRing: deriveNow(duelist, options).rings.void, dazed: duelist.conditions.dazed !== null }, options);
  return {
    actorId: duelist.id,
    action: { key: ATTACK, name: "iaijutsu strike", weapon: duelist.weapon, skill: IAIJUTSU },
    at,
    actor: duelist,
    speed: null,
    startedTurn: false,
    fullDefense: null,
    attack: { weapon: duelist.weapon, maneuvers: [], raises: { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: freeRaises }, situation: { focus, items: modifierSum(duelist.character.modifiers, "attack") }, trait: "reflexes" },
    skill: IAIJUTSU,
  };
}
