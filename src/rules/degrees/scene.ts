import type { ConditionInstance } from "./conditions/instance";
import { useLimit, type LimitUses } from "./limits";

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

/**
 * A use an item allows some times a scene (M4): counted under `key` (one name for the same power
 * on several sheets) and, when `shared`, for an owner and all its partners together (M88: a
 * partner's Kawarimi uses up its owner's). `name` only words a refusal.
 */
export interface SceneLimit {
  key: string;
  times: number;
  shared: boolean;
  name: string;
}

/** Who uses a limited thing: a character, and the owner it serves as a partner, if any (M84). */
export interface SceneUser {
  id: string;
  partnerOf?: string;
}

/** The counter a limit is kept under: the user's own, or its owner's when the group shares it. */
function counterOf(user: SceneUser, limit: SceneLimit): string {
  return `${limit.shared ? (user.partnerOf ?? user.id) : user.id}:${limit.key}`;
}

/** The scene after one more use of a limited thing; refused (`degrees.limitReached`) once it is used up for the scene. */
export function useInScene(scene: SceneState, user: SceneUser, limit: SceneLimit): SceneState {
  return { number: scene.number, uses: useLimit(scene.uses, counterOf(user, limit), limit.times, "scene", limit.name) };
}

/** How many uses of a limited thing are left to the user this scene. */
export function sceneUsesLeft(scene: SceneState, user: SceneUser, limit: SceneLimit): number {
  return Math.max(0, limit.times - (scene.uses[counterOf(user, limit)] ?? 0));
}
