import { foundryDice } from "../../../dice/recorded-dice";
import { itemInput } from "../../../documents/item-input";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesRules, readCharacter } from "../state";
import { postCheckCard, postUseCard } from "./check-card";

type Dg = RulesetTypesOf<"degrees">;

/** The action one of the actor's own items gives, as the port reads the item; refused when it gives none. */
export function itemActionOf(actor: Actor.Implementation, itemId: string): { item: Item.Implementation; action: Dg["action"] } {
  const item = actor.items.get(itemId);
  let action: Dg["action"] | null;
  try {
    action = item ? degreesRules.actionFromItem(itemInput(item)) : null;
  } catch (error) {
    throw refusalError(error);
  }
  if (!item || !action) throw new Error(localize("SHINOBI.Turn.noAction"));
  return { item, action };
}

/** The card of an item used: what it cost and, for an attack, its check rolled (2d8 + accuracy). */
export async function postItemUse(actor: Actor.Implementation, item: Item.Implementation, declared: Dg["declared"]): Promise<void> {
  const chakra = declared.action.chakra;
  const facts = chakra > 0 ? [{ label: "SHINOBI.Degrees.Sheet.chakraSpent", value: `${chakra} (${declared.actor.chakra})` }] : [];
  const attack = declared.attack;
  const heading = { label: item.name ?? "", img: item.img ?? null, facts };
  if (attack) await postCheckCard(actor, [attack.accuracy, ...attack.modifiers.map((m) => m.value)], heading);
  else await postUseCard(actor, heading);
}

/**
 * An item used outside a fight: the port declares it (a technique's chakra spent, refused when
 * short, F20), the actor is written in one update, `afterWrite` runs (the GM storing a use a scene)
 * and the card is posted. A refusal writes nothing.
 */
export async function useOutsideFight(actor: Actor.Implementation, item: Item.Implementation, action: Dg["action"], afterWrite?: () => Promise<void>): Promise<void> {
  const { state, source } = readCharacter(actor);
  let declared: Dg["declared"];
  try {
    // Declaring rolls nothing in the degrees rules: the dice are handed over and never drawn.
    declared = degreesRules.declare(degreesRules.outsideCombat(state), action, { at: 0 }, degreesOptions(), foundryDice());
  } catch (error) {
    throw refusalError(error);
  }
  await persistCharacterWrites([characterWrites(state, declared.actor, source)]);
  await afterWrite?.();
  await postItemUse(actor, item, declared);
}
