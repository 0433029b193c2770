import { answerableBy } from "../../../dice/roll-mode";
import { actorByRef } from "../../../documents/actor-ref";
import { mayCommand } from "../combat/command";
import { fightOf, sideOf } from "./fighters";

/**
 * The users who answer a degrees attack card at `targetRef`: whoever acts for the target (its
 * owners; in a fight, its partner's owner too, `commands`), and in a fight whoever acts for an ally
 * on its side, who may step in for it (Help Ally, a deflection, an ally's technique, M65, M71, M77).
 */
function answerersOf(targetRef: string): string[] {
  const target = actorByRef(targetRef);
  if (!target) return [];
  const side = sideOf(target);
  // The fight read once, for every user and ally (`commands` would look it up for each).
  const combat = fightOf(target)?.combat ?? null;
  return [...(game.users ?? [])].flatMap((u) => (u.id && side.some((f) => mayCommand(f.actor, u, combat)) ? [u.id] : []));
}

/**
 * The whisper (and blind flag) that lets whoever answers for the card's target, or may step in for
 * it, see it and its buttons, whatever roll mode the attacker used (`answerableBy`); null for a public card.
 * Read again at each step, so a miss sent on to a grabber (M79) reaches the grabber's side too.
 */
export function shownToTarget(whisper: readonly unknown[] | null | undefined, targetRef: string): { whisper: string[]; blind: false } | null {
  return answerableBy(whisper, answerersOf(targetRef));
}
