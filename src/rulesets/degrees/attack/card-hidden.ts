import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalText } from "../../../refusal-message";
import { isRuleRefusal } from "../../../rules/refusal";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";
import { searchOpen } from "./card-search";
import type { DegreesCardState } from "./card-state";
import { readFighter } from "./fighters";

const nameOf = (ref: string) => actorByRef(ref)?.name ?? ref;
const senseName = (sense: string) => localize(`SHINOBI.Degrees.Sense.${sense}`);

/** Why the target cannot search through this sense now (Blind, Deafened), as a player reads it; null when it can. */
function senseRefused(target: Actor.Implementation, sense: (typeof degreesExtras.senses)[number]): string | null {
  try {
    degreesExtras.senseCheck(readFighter(target).state, "notice", sense, degreesOptions());
    return null;
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    return refusalText(error.code, error.data);
  }
}

/**
 * The search after a sneak attack (M54): once the attack is answered, a button a sense for the
 * target's Notice against the attacker's Stealth, one it lacks disabled with why; then what the
 * search found. Null for an attack that was no sneak attack.
 */
function searchView(card: DegreesCardState) {
  const flow = card.flow;
  if (flow.sneak === null) return null;
  const name = nameOf(flow.targetId);
  const found = card.search;
  if (found) return { line: format("SHINOBI.Degrees.Attack.Sneak.searched", { name, sense: senseName(found.sense), total: found.roll.total, stealth: found.stealth, verdict: localize(found.located ? "SHINOBI.Degrees.Attack.Sneak.located" : "SHINOBI.Degrees.Attack.Sneak.lost") }), buttons: [] };
  const target = actorByRef(flow.targetId);
  if (!target || !searchOpen(card)) return null;
  return { line: null, buttons: degreesExtras.checkSenses("notice").map((sense) => ({ sense, label: format("SHINOBI.Degrees.Attack.Sneak.search", { name, sense: senseName(sense) }), refused: senseRefused(target, sense) })) };
}

/**
 * What an attack card says of what the target cannot see: that it meets an attacker it cannot see
 * Unprepared (read as Unaware, M111, M131); a sneak attack's Stealth check and whether the target
 * was caught unaware, then its search at the end of the turn (M54).
 */
export function hiddenView(card: DegreesCardState) {
  const flow = card.flow;
  const name = nameOf(flow.targetId);
  return {
    unseen: flow.situation.unseen ? format("SHINOBI.Degrees.Attack.unseen", { name }) : null,
    sneak: flow.sneak ? format(flow.sneak.sneaks ? "SHINOBI.Degrees.Attack.Sneak.unaware" : "SHINOBI.Degrees.Attack.Sneak.noticed", { name, total: flow.sneak.roll.total }) : null,
    search: searchView(card),
  };
}
