import type { ConditionInstance } from "./conditions/instance";

/**
 * Fixed damage of a fall (M127): 1 per metre, the height first shortened by 1 m for every 2 full
 * points an Acrobatics (or, after a jump, Athletics) check makes above 9, then capped at twice
 * the victim's Vigor (default order: shorten, then cap).
 */
export function fallDamage(heightMetres: number, vigor: number, softeningCheck?: number): number {
  const softened = softeningCheck === undefined ? 0 : Math.max(0, Math.floor((softeningCheck - 9) / 2));
  const height = Math.max(0, Math.floor(heightMetres) - softened);
  return Math.min(height, Math.max(0, 2 * vigor));
}

/** A flier or rider knocked down falls for fixed damage equal to its Vigor, no check reducing it (M103). */
export function aerialFallDamage(vigor: number): number {
  return Math.max(0, vigor);
}

/**
 * Whether a hit forces a rider (M93) or a flier (M102) to check against falling: degree 3 or more
 * (degree 4 is always a critical, read as included). A critical fails the check outright.
 */
export function fallCheck(degree: number, critical: boolean, attackAccuracy: number): { dc: number; autoFail: boolean } | null {
  if (degree < 3) return null;
  return { dc: 4 + attackAccuracy, autoFail: critical };
}

/** A fall out of the air: its fixed damage and the Prone it lands in (M103). */
export interface AerialFall {
  damage: number;
  gains: ConditionInstance;
}

/** Falling in aerial combat, whatever the cause (M103): fixed damage equal to the faller's Vigor, landing Prone. */
export function fallFromTheAir(vigor: number): AerialFall {
  return { damage: aerialFallDamage(vigor), gains: { id: "prone" } };
}

/** One side's fall check after a hit (`fallCheck`): `passed` null when the hit did not reach it. */
export interface FallCheckMade {
  passed: boolean | null;
  vigor: number;
}

/** Who falls after a hit's fall checks, and how: null for one who stays up. */
export interface FallsAfterHit {
  rider: AerialFall | "toTheGround" | null;
  mount: AerialFall | null;
}

/**
 * Who falls after a hit that called for fall checks. A lone flier falls on a failed check (M102).
 * A rider falls when its own check fails, or its mount's when the hit reached both (M93, M102); a
 * winged mount that fails falls too. Off a mount on the ground the fall does no harm (M93); out of
 * the air it costs Vigor and lands Prone (M103).
 */
export function fallsAfterHit(rider: FallCheckMade, mount: (FallCheckMade & { winged: boolean }) | null): FallsAfterHit {
  if (!mount) return { rider: rider.passed === false ? fallFromTheAir(rider.vigor) : null, mount: null };
  const riderFalls = rider.passed === false || mount.passed === false;
  const airborne = mount.winged;
  return {
    rider: !riderFalls ? null : airborne ? fallFromTheAir(rider.vigor) : "toTheGround",
    mount: airborne && mount.passed === false ? fallFromTheAir(mount.vigor) : null,
  };
}
