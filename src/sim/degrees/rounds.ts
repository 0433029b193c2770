import { clockEntry } from "./log";
import { standing } from "../../rules/degrees/port/fighter";
import { DEGREES_BASIC_ACTIONS, type FighterAction } from "../../rules/degrees/port/actions";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import { find, keep, put, rules, SEVERAL_SIDES, standingSide, type Fight } from "./fight";
import { playTurn } from "./turns";

type Dg = RulesetTypesOf<"degrees">;

const SUMMON = DEGREES_BASIC_ACTIONS.summon as FighterAction;

/**
 * Partners not yet in the fight enter it in their owner's first turn, through the port's `summon`
 * (a free action of the owner's, M85), all of them with the one command (the same free action is
 * not taken twice, M13; the others join as it calls them, `joinOwner`): from then on they act in
 * the owner's turn (M86). Whether any partner was called (the turns at this moment may then differ).
 */
function callPartners(fight: Fight, owners: readonly string[]): boolean {
  let any = false;
  // Indexed loops: asked at every moment of every duel, and a for…of makes an iterator and a
  // result per element until its code is optimised (a run's first duels are played before).
  const list = fight.fighters;
  for (let o = 0; o < owners.length; o++) {
    const owner = owners[o] as string;
    let called = false;
    for (let i = 0; i < list.length; i++) {
      const partner = list[i] as Dg["combatant"];
      if (partner.partnerOf !== owner || partner.initiative !== null || !standing(partner, fight.options)) continue;
      if (called) put(fight, RULESET_EXTRAS.degrees.joinOwner(find(fight, owner), partner, fight.at));
      else {
        const declared = rules.declare(find(fight, owner), SUMMON, { at: fight.at, summon: { partner } }, fight.options, fight.dice);
        put(fight, declared.actor);
        if (declared.summoned) put(fight, declared.summoned);
        called = true;
      }
      fight.log?.push({ round: rules.roundOf(fight.at), kind: "summoned", actor: owner, partner: partner.id });
      any = true;
    }
  }
  return any;
}

/**
 * Plays rounds through the port until one side alone is left standing or the last round is over:
 * the clock to the next turn (rounds starting and ending, the surprise round, ticks and expiries
 * at each turn's edges), then that turn, for each fighter the clock says is taking it and still
 * standing (a group takes one turn together, M8; partners in their owner's, M86).
 */
export function playRounds(fight: Fight): void {
  for (;;) {
    if (standingSide(fight) !== SEVERAL_SIDES) return;
    const next = rules.nextMoment(fight.fighters, fight.at, fight.options);
    if (next === null || rules.roundOf(next) > fight.rounds) return;
    const { combatants, events } = rules.advance(fight.fighters, fight.at, next, fight.options, fight.dice, fight.log !== null, true);
    keep(fight, combatants);
    fight.at = next;
    if (fight.log) {
      for (const e of events) {
        const entry = clockEntry(rules.roundOf(e.at), e);
        if (entry) fight.log.push(entry);
      }
    }
    // Asked again only when partners joined: nothing else changed the fighters since.
    const first = rules.turnsAt(fight.fighters, next, fight.options);
    const turns = callPartners(fight, first) ? rules.turnsAt(fight.fighters, next, fight.options) : first;
    for (let t = 0; t < turns.length; t++) {
      const id = turns[t] as string;
      if (standingSide(fight) !== SEVERAL_SIDES) return;
      const me = find(fight, id);
      // The fallen still take their turns, for their ticks (M41), but they do nothing in them.
      if (!standing(me, fight.options)) continue;
      // Not its own turn: the round's end, where the GM lets a held action be taken (M17). Only a scripted release takes it; else it lapses.
      if (me.turn?.at !== next && fight.queues.get(id)?.[0]?.release !== true) continue;
      playTurn(fight, id);
    }
  }
}
