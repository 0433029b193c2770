import { localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesRules } from "../state";
import { postCheckCard, postUseCard } from "./check-card";

type Dg = RulesetTypesOf<"degrees">;

/** The action one of the actor's own items gives, as the port reads the item; refused when it gives none. */
export function itemActionOf(actor: Actor.Implementation, itemId: string): { item: Item.Implementation; action: Dg["action"] } {
  const item = actor.items.get(itemId);
  const action = item ? degreesRules.actionFromItem({ name: item.name ?? "", type: item.type, system: item.system }) : null;
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
