import { SYSTEM_ID } from "../../../constants";
import { localize } from "../../../i18n";
import type { RULESET_EXTRAS, RulesetTypesOf } from "../../../rules/registry";

type Dg = RulesetTypesOf<"degrees">;

/** What Apply left on the target: its HP track and where it stands on the HP table, and the conditions that came with it. */
export interface CardLanded {
  hp: number;
  nonLethal: number;
  state: Dg["thresholdState"];
  threshold: { from: Dg["thresholdState"]; to: Dg["thresholdState"] } | null;
  gained: Dg["conditionId"][];
}

/**
 * A degrees attack card's whole story, as the GM's client writes it on the message
 * (`flags.shinobi.degreesCard`): who attacks whom with what, the port's attack state, and what Apply
 * left. `flow` is the attack as the port left it after opening or after the defence, before any
 * damage: Apply works the damage out again from it against the target as it stands then.
 */
export interface DegreesCardState {
  item: { name: string; img: string };
  flow: Dg["attack"];
  /** The damage worked out with every step (F7) against the target as it stood at the last step; null before the defence or on a miss. */
  damaged: Dg["attack"] | null;
  landed: CardLanded | null;
  /** What the attacker made of a mercy strike's victim who failed its Vigor (M61); absent until chosen. */
  fate?: (typeof RULESET_EXTRAS.degrees.mercyFates)[number] | null;
  /** The sneak attack's target's search for the attacker at the end of the turn (M54); absent until rolled, as on cards made before it. */
  search?: ReturnType<typeof RULESET_EXTRAS.degrees.sneakSearch>;
  /** Who overcame the nullified technique, and with which of its techniques (M75): the follow-up is a card of its own; absent until then. */
  overcome?: { by: string; technique: string };
  /**
   * The victims the hurt target was holding (M79): each may try once to break free as a reaction,
   * `freed` null until it has; absent when Apply hurt no grabber.
   */
  breakFree?: { victim: string; freed: boolean | null }[];
}

/**
 * A card's state under `key`, as the GM's client wrote it. Players may author chat messages and
 * their flags, so only a card whose author is a GM (the server lets no one else post as one, or
 * edit a GM's message) counts; anything else is a request at most, never a fact.
 */
export function gmCardFlag<K extends "degreesCard" | "degreesObjectCard">(message: ChatMessage.Implementation, key: K): NonNullable<NonNullable<ChatMessage.Implementation["flags"][typeof SYSTEM_ID]>[K]> {
  if (!message.author?.isGM) throw new Error(localize("SHINOBI.Card.notTheGms"));
  const card = message.flags[SYSTEM_ID]?.[key];
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}

/** The attack card's state, as the GM's client wrote it (`gmCardFlag`). */
export function cardOf(message: ChatMessage.Implementation): DegreesCardState {
  return gmCardFlag(message, "degreesCard");
}
