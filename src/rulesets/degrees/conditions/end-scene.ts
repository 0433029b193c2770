import { gmQueue } from "../../../authority/gm-queue";
import { SYSTEM_ID } from "../../../constants";
import { localize } from "../../../i18n";
import { isOfType } from "../../../types/foundry-config";
import { persistCharacterWrites } from "../persist";
import { currentScene, SCENE_SETTING } from "../settings/scene-setting";
import { characterWrites, degreesExtras, readCharacter } from "../state";

/** Every degrees character in the world: the world's actors, and each unlinked token's own actor on every scene. */
function degreesActors(): Actor.Implementation[] {
  const world = [...(game.actors ?? [])];
  const tokens = [...(game.scenes ?? [])].flatMap((scene) => [...scene.tokens].filter((token) => !token.actorLink).flatMap((token) => (token.actor ? [token.actor] : [])));
  return [...world, ...tokens].filter((actor) => isOfType(actor, "dgCharacter", "dgNpc"));
}

/**
 * The End Scene step (M4), on the GM's client, in its serial queue: the port starts the next scene
 * with no per-scene use counted, and names every condition that lasted until the scene's end; each
 * actor holding one loses those effects in one write, and the scene count is stored once.
 */
export async function endScene(): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Scene.gmOnly"));
  await gmQueue.run(async () => {
    const read = new Map(degreesActors().map((actor) => {
      const r = readCharacter(actor);
      return [r.state.id, r] as const;
    }));
    const { scene, ended } = degreesExtras.endScene(currentScene(), [...read.values()].map(({ state }) => state));
    const writes = ended.flatMap(({ holder, conditions }) => {
      const r = read.get(holder);
      if (!r) return [];
      const gone = new Set(conditions);
      return [characterWrites(r.state, { ...r.state, conditions: r.state.conditions.filter((c) => !gone.has(c)) }, r.source)];
    });
    await persistCharacterWrites(writes);
    await game.settings?.set(SYSTEM_ID, SCENE_SETTING, { number: scene.number, uses: { ...scene.uses } });
  });
}
