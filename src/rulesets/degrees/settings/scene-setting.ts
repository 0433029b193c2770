import { SYSTEM_ID } from "../../../constants";
import type { RulesetTypesOf } from "../../../rules/registry";
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

/** Registers the scene count: hidden from the settings form, written only by the End Scene step on the GM's client. */
export function registerSceneSetting(): void {
  game.settings?.register(SYSTEM_ID, SCENE_SETTING, { name: "SHINOBI.Setting.dg.scene.name", scope: "world", config: false, type: Object, default: { number: degreesExtras.firstScene.number, uses: { ...degreesExtras.firstScene.uses } } });
}

/** The scene the world is in, as stored; the first before any is ended. */
export function currentScene(): Scene {
  return game.settings?.get(SYSTEM_ID, SCENE_SETTING) ?? degreesExtras.firstScene;
}
