import type { ConditionInstance } from "./conditions/instance";
import type { LimitUses } from "./limits";

/**
 * A scene: fights and talks alike (M4). It counts the per-scene uses of abilities ("N times per
 * scene") until the GM ends it; rounds live inside it only when there is a fight.
 */
export interface SceneState {
  number: number;
  uses: LimitUses;
}

export const FIRST_SCENE: SceneState = { number: 1, uses: {} };

/** Someone whose scene-long effects the end of the scene removes. */
export interface SceneHolder {
  id: string;
  conditions: readonly ConditionInstance[];
}

/** What ending a scene did: the next scene begins with no uses counted, and "until the scene ends" effects end. */
export interface SceneEnd {
  scene: SceneState;
  ended: { holder: string; conditions: ConditionInstance[] }[];
}

/** The End Scene step (M4): the per-scene counters start again and every scene-long condition ends. */
export function endScene(scene: SceneState, holders: readonly SceneHolder[]): SceneEnd {
  const ended = holders
    .map((h) => ({ holder: h.id, conditions: h.conditions.filter((c) => c.untilSceneEnds === true) }))
    .filter((e) => e.conditions.length > 0);
  return { scene: { number: scene.number + 1, uses: {} }, ended };
}
