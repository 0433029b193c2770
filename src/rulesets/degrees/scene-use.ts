import type { HeldWrites } from "../../attack/card-requests";
import { SYSTEM_ID } from "../../constants";
import { localize } from "../../i18n";
import { refusalError, refusalText } from "../../refusal-message";
import type { RulesetTypesOf } from "../../rules/registry";
import { isOfType } from "../../types/foundry-config";
import { currentScene, SCENE_SETTING } from "./settings/scene-setting";
import { degreesExtras, degreesRules, type DegreesState } from "./state";
import { readFighter } from "./attack/fighters";
import { itemInput } from "../../documents/item-input";
import type { SceneUsesLeft } from "./sheets/sheet-context";

type Dg = RulesetTypesOf<"degrees">;

/**
 * Uses a scene (M4, M88) at the table. The world's scene setting keeps the count; only the GM's
 * client writes it, so every use of a limited item is declared there (an attack, a use in or out
 * of a fight, a defence on the card), counted here and stored after the port accepted the rest.
 */

/** Who uses the item: the character, and the owner it serves as a partner (the fight's link, else the sheet's, M84). */
function sceneUserOf(actor: Actor.Implementation, state: DegreesState): { id: string; partnerOf?: string } {
  const sheetOwner = isOfType(actor, "dgCharacter", "dgNpc") ? actor.system.partnerOf : "";
  const partnerOf = state.partnerOf ?? (sheetOwner === "" ? undefined : sheetOwner);
  return partnerOf === undefined ? { id: state.id } : { id: state.id, partnerOf };
}

/** The scene after this use of an action limited a scene, or null for an action with no such limit; refused, worded, once used up. */
export function sceneAfterUse(actor: Actor.Implementation, state: DegreesState, action: Dg["action"]): Dg["scene"] | null {
  if (!action.perScene) return null;
  try {
    return degreesExtras.useInScene(currentScene(), sceneUserOf(actor, state), action.perScene);
  } catch (error) {
    throw refusalError(error);
  }
}

/** Why the action may not be used again this scene (for a card's disabled button), or null. */
export function sceneUseRefused(actor: Actor.Implementation, state: DegreesState, action: Dg["action"]): string | null {
  const limit = action.perScene;
  if (!limit || degreesExtras.sceneUsesLeft(currentScene(), sceneUserOf(actor, state), limit) > 0) return null;
  return refusalText("degrees.limitReached", { use: limit.name, times: limit.times, per: "scene" });
}

/** The uses left this scene of each of the actor's techniques limited a scene, by item id, for its sheet (an item the port cannot read is left out: its own sheet says why). */
export function sceneUsesOf(actor: Actor.Implementation): SceneUsesLeft {
  const user = sceneUserOf(actor, readFighter(actor).state);
  const scene = currentScene();
  const left = new Map<string, { left: number; times: number }>();
  for (const item of actor.items) {
    if (item.type !== "dgTechnique" || !item.id) continue;
    let limit: Dg["action"]["perScene"];
    try {
      limit = degreesRules.actionFromItem(itemInput(item))?.perScene;
    } catch {
      continue;
    }
    if (limit) left.set(item.id, { left: degreesExtras.sceneUsesLeft(scene, user, limit), times: limit.times });
  }
  return left;
}

/** Stores the scene's count after a use (one setting write), when there was one to count. */
export async function storeSceneUse(scene: Dg["scene"] | null): Promise<void> {
  if (scene) await game.settings?.set(SYSTEM_ID, SCENE_SETTING, { number: scene.number, uses: { ...scene.uses } });
}

/** Holds the scene's count after a card step's use until its card is written (`runOnCard`). */
export function holdSceneUse(held: HeldWrites, scene: Dg["scene"] | null): void {
  if (scene) held.later(localize("SHINOBI.Card.sceneUses"), () => storeSceneUse(scene));
}
