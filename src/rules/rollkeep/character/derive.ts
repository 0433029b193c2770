import { initiativePool } from "../combat/initiative-pool";
import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import { armorBonus, armorReduction } from "./armor";
import { armorTn, type ArmorTn } from "./armor-tn";
import type { RollkeepCharacter } from "./character";
import { movementRates, type MovementRates } from "./movement";
import { effectiveRatings, type Rings, type Traits } from "./traits";
import { woundRank, woundTrack, type WoundRankStep } from "./wound-ranks";

/** What C3 makes of a ring brought to 0: Earth kills a living creature, any other incapacitates (GM-defined). */
export type RingCollapse = "dead" | "incapacitated" | null;

/** The numbers a sheet shows and rolls build on, for a character at rest (no stance, no conditions). */
export interface RollkeepDerived {
  traits: Traits;
  rings: Rings;
  insightRank: number;
  /** V1: the Void Points a full pool holds. */
  voidPointsMax: number;
  woundTrack: WoundRankStep[];
  woundRank: WoundRankStep;
  /** The wounds at which the next rank starts, or null past the last. */
  nextRankAt: number | null;
  armorBonus: number;
  armorReduction: number;
  armorTn: ArmorTn;
  movement: MovementRates;
  initiativePool: PoolSpec;
  ringCollapse: RingCollapse;
}

/** Every derived value of a checked character (see `checkedCharacter`). */
export function deriveCharacter(character: RollkeepCharacter, options: RollkeepOptions): RollkeepDerived {
  const { traits, rings } = effectiveRatings(character.traits, character.void, character.penalties);
  const track = woundTrack(rings.earth, character.mook, options, character.woundAdjustments);
  const rank = woundRank(character.wounds, track);
  const bonus = armorBonus(character.armor, options);
  const elemental = [rings.air, rings.fire, rings.water, rings.void];
  return {
    traits,
    rings,
    insightRank: character.insightRank,
    voidPointsMax: rings.void,
    woundTrack: track,
    woundRank: rank,
    nextRankAt: track.find((step) => step.from > character.wounds)?.from ?? null,
    armorBonus: bonus,
    armorReduction: armorReduction(character.armor, options),
    armorTn: armorTn({ reflexes: traits.reflexes, armor: bonus, stance: 0, technique: 0, misc: 0, maluses: 0 }, options),
    movement: movementRates(rings.water, {}, options.variant),
    initiativePool: initiativePool(character.insightRank, traits.reflexes),
    ringCollapse: rings.earth === 0 ? "dead" : elemental.includes(0) ? "incapacitated" : null,
  };
}
