import { actorRef } from "../../../documents/actor-ref";
import { isOfType } from "../../../types/foundry-config";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";
import { readFighter } from "./fighters";

type Spaces = Parameters<typeof degreesExtras.flanksWith>[1];
type BoardSpace = Spaces["target"];

/** A token's space in grid cells: its top-left cell and its side (a token a cell across is Standard-sized). */
function spaceOf(token: TokenDocument.Implementation, cell: number): BoardSpace {
  // Core always stores a token's size; its types leave it optional, read as one cell.
  const side = Math.max(token.width ?? 1, token.height ?? 1);
  return { x: Math.round(token.x / cell), y: Math.round(token.y / cell), size: Math.max(1, Math.round(side)) };
}

/** The scene the target stands on: its own token's for a token actor, else the one the GM views. */
function boardOf(target: Actor.Implementation): Scene.Implementation | null {
  return target.token?.parent ?? game.scenes?.viewed ?? null;
}

/** The first token on the scene that shows this actor. */
function tokenOf(scene: Scene.Implementation, actor: Actor.Implementation): TokenDocument.Implementation | null {
  const ref = actorRef(actor);
  for (const token of scene.tokens) if (token.actor && actorRef(token.actor) === ref) return token;
  return null;
}

/**
 * Whether the board shows the target flanked against this attacker (M60): another token of the
 * attacker's disposition, whose character can attack, stands next to the target on exactly the
 * opposite side. Read by the GM's client from the tokens as they stand when the attack opens; a
 * fight on no scene, or a token missing, flanks no one.
 */
export function flankedOnBoard(attacker: Actor.Implementation, target: Actor.Implementation): boolean {
  const scene = boardOf(target);
  if (!scene) return false;
  const from = tokenOf(scene, attacker);
  const at = tokenOf(scene, target);
  if (!from || !at) return false;
  const cell = scene.grid.size;
  const spaces = { attacker: spaceOf(from, cell), target: spaceOf(at, cell) };
  const options = degreesOptions();
  for (const token of scene.tokens) {
    const ally = token.actor;
    if (token === from || token === at || token.disposition !== from.disposition || !ally || !isOfType(ally, "dgCharacter", "dgNpc")) continue;
    if (degreesExtras.flanksWith(readFighter(ally).state, { ...spaces, ally: spaceOf(token, cell) }, options)) return true;
  }
  return false;
}
