import { actorRef } from "../../../documents/actor-ref";
import { refusalError } from "../../../refusal-message";
import { degreesExtras } from "../state";
import { fightOf } from "./fighters";

type BoardSpace = Parameters<typeof degreesExtras.standsOpposite>[0]["target"];

/** A token's space in grid cells: its top-left cell and its side (a token a cell across is Standard-sized). */
export function spaceOf(token: TokenDocument.Implementation, cell: number): BoardSpace {
  // Core always stores a token's size; its types leave it optional, read as one cell.
  const side = Math.max(token.width ?? 1, token.height ?? 1);
  return { x: Math.round(token.x / cell), y: Math.round(token.y / cell), size: Math.max(1, Math.round(side)) };
}

/** The scene the fight is on: the target token's own for a token actor, else the fight's scene, else the one the GM views. */
export function boardOf(attacker: Actor.Implementation, target: Actor.Implementation): Scene.Implementation | null {
  return target.token?.parent ?? fightOf(attacker)?.combat.scene ?? game.scenes?.viewed ?? null;
}

/** The first token on the scene that shows this actor. */
export function tokenOf(scene: Scene.Implementation, actor: Actor.Implementation): TokenDocument.Implementation | null {
  const ref = actorRef(actor);
  for (const token of scene.tokens) if (token.actor && actorRef(token.actor) === ref) return token;
  return null;
}

/**
 * The board's say on a sweep (M107), read by the GM's client from the tokens of the fight's scene:
 * every foe with a token there stands off the sweeper's side (another disposition) and within its
 * reach (the reach in metres over the grid's metres a cell). Foes with no token there, and who
 * stands in front, are the GM's call.
 */
export function requireSweepOnBoard(attacker: Actor.Implementation, targets: readonly Actor.Implementation[], reachMetres: number): void {
  const first = targets[0];
  const scene = first ? boardOf(attacker, first) : null;
  const from = scene ? tokenOf(scene, attacker) : null;
  if (!scene || !from) return;
  const cell = scene.grid.size;
  const swept = targets.flatMap((target) => {
    const at = tokenOf(scene, target);
    return at ? [{ name: target.name, space: spaceOf(at, cell), ally: at.disposition === from.disposition }] : [];
  });
  const refused = degreesExtras.sweepBoardRefusal(spaceOf(from, cell), swept, Math.round(reachMetres / scene.grid.distance));
  if (refused) throw refusalError(refused);
}

/** Whether the actor's token on the scene of its fight with the target is hidden (core's GM-only `hidden`). */
export function hiddenOnBoard(actor: Actor.Implementation, target: Actor.Implementation): boolean {
  const scene = boardOf(actor, target);
  return scene !== null && tokenOf(scene, actor)?.hidden === true;
}

/**
 * How far apart the two stand on the scene of their fight, in metres: the cells between them (a
 * touching token is one cell away) times the grid's metres a cell, or their difference in
 * elevation when that is more. Null without both tokens there.
 */
export function boardDistanceMetres(attacker: Actor.Implementation, target: Actor.Implementation): number | null {
  return targetOnBoard(attacker, target)?.distanceMetres ?? null;
}

/** How far apart the two stand (as `boardDistanceMetres`) and how much higher the target's token is than the attacker's; null without both tokens there. */
export function targetOnBoard(attacker: Actor.Implementation, target: Actor.Implementation): { distanceMetres: number; aboveMetres: number } | null {
  const scene = boardOf(attacker, target);
  const from = scene ? tokenOf(scene, attacker) : null;
  const at = scene ? tokenOf(scene, target) : null;
  if (!scene || !from || !at) return null;
  const across = degreesExtras.cellsApart(spaceOf(from, scene.grid.size), spaceOf(at, scene.grid.size)) * scene.grid.distance;
  const aboveMetres = (at.elevation ?? 0) - (from.elevation ?? 0);
  return { distanceMetres: Math.max(across, Math.abs(aboveMetres)), aboveMetres };
}
