import { SYSTEM_ID } from "../../../constants";
import type { RulesetTypesOf } from "../../../rules/registry";
import { isOfType } from "../../../types/foundry-config";
import { degreesExtras } from "../state";

type Scene = RulesetTypesOf<"degrees">["scene"];
/** The scene as the setting stores it: fvtt-types takes an Object setting's type as a plain, writable record. */
type StoredScene = { number: number; uses: Record<string, number> };

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.dgScene": StoredScene;
  }
}

/** The world setting holding the scene the world is in and its per-scene uses (M4); the GM's End Scene starts the next. */
export const SCENE_SETTING = "dgScene";

/** Every open degrees actor sheet shows the uses left this scene: each is drawn again when the count changes. */
function redrawDegreesSheets(): void {
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof foundry.applications.sheets.ActorSheetV2 && app.rendered && isOfType(app.document, "dgCharacter", "dgNpc")) void app.render();
  }
}

/** Registers the scene count: hidden from the settings form, written only on the GM's client (a use a scene counted, the End Scene step). */
export function registerSceneSetting(): void {
  game.settings?.register(SYSTEM_ID, SCENE_SETTING, { name: "SHINOBI.Setting.dg.scene.name", scope: "world", config: false, type: Object, default: { number: degreesExtras.firstScene.number, uses: { ...degreesExtras.firstScene.uses } }, onChange: redrawDegreesSheets });
}

/** The scene the world is in, as stored; the first before any is ended. */
export function currentScene(): Scene {
  return game.settings?.get(SYSTEM_ID, SCENE_SETTING) ?? degreesExtras.firstScene;
}
