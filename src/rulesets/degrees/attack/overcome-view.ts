import { actorByRef } from "../../../documents/actor-ref";
import { itemInput } from "../../../documents/item-input";
import { format } from "../../../i18n";
import { refusalText } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules } from "../state";
import type { DegreesCardState } from "./card-state";
import { readFighter } from "./fighters";

type Dg = RulesetTypesOf<"degrees">;

/** The actor's attacking techniques as the port reads them, by item id: what it may Overcome with. */
export function attackingTechniques(actor: Actor.Implementation): { id: string; action: Dg["action"] }[] {
  const found: { id: string; action: Dg["action"] }[] = [];
  for (const item of actor.items) {
    if (item.type !== "dgTechnique" || !item.id) continue;
    const action = degreesRules.actionFromItem(itemInput(item));
    if (action?.role === "attack") found.push({ id: item.id, action });
  }
  return found;
}

/**
 * What the card offers after a successful Nullify (M75): to whoever nullified (the target, or an
 * ally, M71) a button per damaging technique of its own, the base damage it would Overcome with, or
 * disabled with the reason (another range type, too weak once the elements are weighed, no movement
 * action left); once it overcame, the line saying so. Null when nothing was nullified.
 */
export function overcomeView(card: DegreesCardState) {
  const by = card.flow.nullifiedBy;
  if (by === null) return null;
  if (card.overcome) return { done: format("SHINOBI.Degrees.Defend.overcomeDone", { name: actorByRef(card.overcome.by)?.name ?? card.overcome.by, technique: card.overcome.technique }), nullifier: null, title: null, buttons: [] };
  const actor = actorByRef(by);
  if (!actor) return null;
  const nullifier = readFighter(actor).state;
  const techniques = attackingTechniques(actor);
  // One offer a technique, in their order: every one given is an attacking technique.
  const offered = degreesExtras.overcomes(card.flow, nullifier, techniques.map((t) => t.action), degreesOptions());
  const buttons = offered.map((o, i) => ({
    techniqueId: techniques[i]?.id ?? "",
    label: o.base === null ? o.name : format("SHINOBI.Degrees.Defend.overcome", { technique: o.name, base: o.base }),
    refused: o.refused ? refusalText(o.refused, o.data) : null,
  }));
  if (buttons.length === 0) return null;
  return { done: null, nullifier: by, title: format("SHINOBI.Degrees.Defend.overcomeTitle", { name: actor.name ?? by }), buttons };
}
