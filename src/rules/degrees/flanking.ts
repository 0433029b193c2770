/**
 * Flanking on the board (M60): a target is flanked against a melee attacker when an ally of the
 * attacker stands on exactly the opposite side of it. Spaces are squares measured in grid cells,
 * the way a battle map places tokens: the top-left cell and the side (1 for a Standard-sized
 * creature, more for larger ones).
 */
export interface BoardSpace {
  x: number;
  y: number;
  size: number;
}

/** How many cells apart two spaces are, counted as a grid counts a move (1: touching, side or corner; 0: overlapping). */
export function cellsApart(a: BoardSpace, b: BoardSpace): number {
  const gapX = Math.max(a.x - (b.x + b.size), b.x - (a.x + a.size));
  const gapY = Math.max(a.y - (b.y + b.size), b.y - (a.y + a.size));
  return Math.max(0, Math.max(gapX, gapY) + 1);
}

/** Whether a space lies within `cells` grid cells of another (1: touching, side or corner), neither overlapping. */
export function withinCells(a: BoardSpace, b: BoardSpace, cells: number): boolean {
  const apart = cellsApart(a, b);
  return apart >= 1 && apart <= cells;
}

/** Whether two spaces touch (side or corner) without overlapping: within reach of an ordinary melee attack. */
export function adjacent(a: BoardSpace, b: BoardSpace): boolean {
  return withinCells(a, b, 1);
}

/**
 * Whether the line between the centres of two spaces crosses the target's space through opposite
 * sides (left and right, or top and bottom) or opposite corners: the usual reading of "exactly
 * opposite" on a square grid, which works for targets of any size. The line is clipped to the
 * target's square (Liang–Barsky), and the sides it enters and leaves by are compared.
 */
export function oppositeSides(a: BoardSpace, target: BoardSpace, b: BoardSpace): boolean {
  const ax = a.x + a.size / 2;
  const ay = a.y + a.size / 2;
  const dx = b.x + b.size / 2 - ax;
  const dy = b.y + b.size / 2 - ay;
  const left = target.x;
  const right = target.x + target.size;
  const top = target.y;
  const bottom = target.y + target.size;
  // Entering and leaving parameters along the line, and which sides they are on.
  let enter = 0;
  let leave = 1;
  let enterSides = 0;
  let leaveSides = 0;
  const edges: [number, number, number][] = [
    [-dx, ax - left, LEFT],
    [dx, right - ax, RIGHT],
    [-dy, ay - top, TOP],
    [dy, bottom - ay, BOTTOM],
  ];
  for (const [p, q, side] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > enter + EPSILON) [enter, enterSides] = [t, side];
      else if (Math.abs(t - enter) <= EPSILON) enterSides |= side;
    } else if (t < leave - EPSILON) [leave, leaveSides] = [t, side];
    else if (Math.abs(t - leave) <= EPSILON) leaveSides |= side;
  }
  if (enter > leave - EPSILON) return false;
  return ((enterSides & LEFT) !== 0 && (leaveSides & RIGHT) !== 0) || ((enterSides & RIGHT) !== 0 && (leaveSides & LEFT) !== 0) || ((enterSides & TOP) !== 0 && (leaveSides & BOTTOM) !== 0) || ((enterSides & BOTTOM) !== 0 && (leaveSides & TOP) !== 0);
}

const LEFT = 1;
const RIGHT = 2;
const TOP = 4;
const BOTTOM = 8;
// Centres sit on half cells, so a tolerance far below a cell is enough to call two crossings one corner.
const EPSILON = 1e-9;

/** Whether an ally flanks the target with the attacker (M60): both next to it, on exactly opposite sides. */
export function flanks(attacker: BoardSpace, target: BoardSpace, ally: BoardSpace): boolean {
  return adjacent(attacker, target) && adjacent(ally, target) && oppositeSides(attacker, target, ally);
}
