import type { AttackProfile } from "./types";

/**
 * An attack profile with every field, always in this order (the unused ones undefined): every
 * profile a fight reads has one shape. Profiles of differing keys each took a map of their own,
 * and the first Strike a duellist fell back on, hundreds of duels in, deoptimised every step
 * reading the profile.
 */
export function attackProfileOf(p: AttackProfile): AttackProfile {
  return {
    delivery: p.delivery,
    lethal: p.lethal,
    projectileTechnique: p.projectileTechnique,
    notProjectile: p.notProjectile,
    heavyWeapon: p.heavyWeapon,
    critMin: p.critMin,
    opportunity: p.opportunity,
    areaCoversCamouflage: p.areaCoversCamouflage,
    mercyStrike: p.mercyStrike,
    projectiles: p.projectiles,
    ninpouPowerLevel: p.ninpouPowerLevel,
    element: p.element,
  };
}
