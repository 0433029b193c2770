import { isOfType } from "../../../types/foundry-config";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";
import { boardOf, spaceOf, tokenOf } from "./board";
import { readFighter } from "./fighters";

/**
 * Whether the board shows the target flanked against this attacker (M60): another token of the
 * attacker's disposition, whose character can attack, stands next to the target on exactly the
 * opposite side. Read by the GM's client from the tokens as they stand when the attack opens; a
 * fight on no scene, or a token missing, flanks no one, and neither does a hidden token. Opposite
 * sides are a square grid's: on a hex grid the board flanks no one (the GM puts Flanked on).
 */
export function flankedOnBoard(attacker: Actor.Implementation, target: Actor.Implementation): boolean {
  const scene = boardOf(attacker, target);
  if (!scene || scene.grid.isHexagonal) return false;
  const from = tokenOf(scene, attacker);
  const at = tokenOf(scene, target);
  if (!from || !at) return false;
  const cell = scene.grid.size;
  const spaces = { attacker: spaceOf(from, cell), target: spaceOf(at, cell) };
  const options = degreesOptions();
  for (const token of scene.tokens) {
    const ally = token.actor;
    if (token === from || token === at || token.hidden || token.disposition !== from.disposition || !ally || !isOfType(ally, "dgCharacter", "dgNpc")) continue;
    // The board first: reading an actor into a fighter costs far more than the geometry.
    const allyAt = spaceOf(token, cell);
    if (degreesExtras.standsOpposite({ ...spaces, ally: allyAt }) && degreesExtras.canFlank(readFighter(ally).state, options)) return true;
  }
  return false;
}
