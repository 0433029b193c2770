import { SYSTEM_ID } from "../../../constants";
import type { ActorRef } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import type { TableGrant } from "../roll/table-grants";

type Rk = RulesetTypesOf<"rollkeep">;

/** What landed when the attack settled, as the card reports it. */
export interface Landed {
  /** The port's outcome: the hit, and every maneuver's effect (§9). */
  outcome: Rk["outcome"];
  /** The damage rolled, what Reduction and a Void Point took off (C15, V6), and the wounds taken. */
  damage: number;
  reduced: number;
  taken: number;
  /** The target's wounds after, and the rank they put it in (C9, C12). */
  wounds: number;
  rank: string;
  /** Conditions and wound states newly on the target (M7 Prone, CO11 Out/Dead). */
  statuses: string[];
  /** M9: free raises the Tactics Pool gained, and what it holds now. */
  tacticsGained: number;
  tacticsPool: number;
}

/**
 * A roll-and-keep attack card's whole story, on its chat message: the port's attack flow (declared,
 * rolled, contests, damage, the target's answer), who attacks whom, the weapon's name and image,
 * the free raises taken from the Tactics Pool, the chance the roll had, and what landed.
 */
export interface RkCardState {
  flow: Rk["attack"];
  attackerId: ActorRef;
  targetId: ActorRef;
  /** `grant`: what the table gave the attack (R9, D9, AT9), shown so the table sees it; absent on cards from before it was kept. */
  facts: { name: string; img: string; tacticsRaises: number; chance: number | null; grant?: TableGrant };
  landed: Landed | null;
}

/**
 * The card's state as the GM's client wrote it. A message any other user posted counts for nothing
 * (players may author messages and their flags; only a GM may author a GM's message or edit it),
 * as IC's cards are read (src/rulesets/ic/attack/card-steps.ts).
 */
export function rkCardOf(message: ChatMessage.Implementation): RkCardState {
  if (!message.author?.isGM) throw new Error(localize("SHINOBI.Card.notTheGms"));
  const card = message.flags[SYSTEM_ID]?.rkCard;
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}
