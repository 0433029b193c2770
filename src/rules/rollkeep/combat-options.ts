import { choiceField, flagField, wholeField, wholeListField, type OptionField } from "./option-field";

export type ArmorStacking = "bestPiece" | "stack";
export type DownVoidBuys = "oneFreeAction" | "roundOfFreeActions";
export type ActionSpeedChoice = "simple" | "complex";
export type InitiativeTies = "reflexesThenRandom" | "random";
export type Rounding = "down" | "up";
export type StanceVoidBonus = "flat" | "dice";
export type FeintMargin = "raisedTn" | "baseTn";
export type HouseVoidLimit = "onePerRound" | "eachEffectOncePerRound";
export type DualWieldArmorTn = "insightRank" | "none";
export type IncapacitatedArmorTn = "armorOnly" | "dropReflexesAndMisc";
export type GrappleLosers = "communicateOnly" | "grappleActions";
export type ExtraDamageRaises = "perRaise" | "once";

/**
 * The combat choices (inventory §3–§13) where the texts are silent (⚠): each defaults to the
 * inventory's reading and is documented in docs/rules-rollkeep.md with its item number.
 */
export interface CombatOptions {
  /** C7: armor pieces count the best one only, or all stack. */
  armorStacking: ArmorStacking;
  /** C10 (4e): how many times Earth each wound rank after Healthy holds (the missing campaign sidebar). */
  woundRankMultiplier: number;
  /** V2 (house): one Void Point a round in all, or each spend once a round. */
  houseVoidLimit: HouseVoidLimit;
  /** C11 (4e Down): what one Void Point buys a Down character. */
  downVoidBuys: DownVoidBuys;
  /** A2 (4e): the action an ordinary weapon attack takes. */
  attackSpeed4e: ActionSpeedChoice;
  /** S5 (4e): how equal initiative scores are ordered. */
  initiativeTies4e: InitiativeTies;
  /** ST6 (house Earth stance): rounding of half the margin. */
  earthStanceRounding: Rounding;
  /** ST7/ST8: the Void Ring part of the Center/Void stance bonus, as a flat number or rolled dice. */
  stanceVoidBonus: StanceVoidBonus;
  /** M4: the TN the Feint margin is counted from. */
  feintMargin: FeintMargin;
  /** M4: rounding of half the Feint margin. */
  feintRounding: Rounding;
  /** AT3: taken off a ranged attack's total at a foe in melee range (4e; the house rules are silent). */
  rangedInMeleePenalty: number;
  /** AT8 (house): the Technique bonus to Armor TN for fighting with two weapons. */
  dualWieldArmorTn: DualWieldArmorTn;
  /** M7 (house Knockdown): whether losing the Strength contest still deals the damage. */
  knockdownLossDamage: boolean;
  /** M6: Increased/Extra Damage's +1k0 for each raise spent on it (the inventory's reading), or once however many. */
  extraDamageRaises: ExtraDamageRaises;
  /** CO1 (4e Blinded): whether stance and other bonuses still add to the blind Armor TN. */
  blindKeepsBonuses: boolean;
  /** CO2 (house Stun): whether each failed recovery lowers the TN again (−10, −20, …) or only once. */
  stunRecoveryCumulative: boolean;
  /** CO3 (house Incapacitated): the formula (5 + armor) or the prose (drop Reflexes and misc only). */
  incapacitatedArmorTn: IncapacitatedArmorTn;
  /** DU5: whether the Center bonus applies to the Focus and Strike rolls of a duel. */
  duelCenterBonus: boolean;
  /** G8 (house): what a grappler out of control may still do. */
  grappleLosers: GrappleLosers;
  /** CO12 (4e): whether the round a timed effect began in counts as its first (the house rule, W15, never counts it). */
  timerCountsStartRound: boolean;
  /** C9, C12, O2: how many times Earth the Healthy rank holds before the first wound rank. */
  healthyEarthMultiple: number;
  /** C9, C11, O2 (4e): the TN penalties of Nicked, Grazed, Hurt, Injured, Crippled and Down. */
  woundPenalties4e: readonly number[];
  /** C12, O2 (house): the penalties of Nicked, Grazed, Hurt, Injured, Bloodied and Crippled. */
  woundPenaltiesHouse: readonly number[];
  /** MK3, O2 (house mooks): Hurt after Earth × the first, then Bloodied, Out and Dead each Earth × the next further. */
  mookEarthMultiples: readonly number[];
}

export const DEFAULT_COMBAT_OPTIONS: Readonly<CombatOptions> = Object.freeze({
  armorStacking: "bestPiece",
  woundRankMultiplier: 2,
  houseVoidLimit: "onePerRound",
  downVoidBuys: "oneFreeAction",
  attackSpeed4e: "complex",
  initiativeTies4e: "reflexesThenRandom",
  earthStanceRounding: "down",
  stanceVoidBonus: "flat",
  feintMargin: "raisedTn",
  feintRounding: "down",
  rangedInMeleePenalty: 10,
  dualWieldArmorTn: "insightRank",
  knockdownLossDamage: false,
  extraDamageRaises: "perRaise",
  blindKeepsBonuses: true,
  stunRecoveryCumulative: true,
  incapacitatedArmorTn: "armorOnly",
  duelCenterBonus: true,
  grappleLosers: "communicateOnly",
  timerCountsStartRound: false,
  healthyEarthMultiple: 5,
  woundPenalties4e: Object.freeze([3, 5, 10, 15, 20, 40]),
  woundPenaltiesHouse: Object.freeze([3, 5, 10, 15, 20, 40]),
  mookEarthMultiples: Object.freeze([4, 4, 4, 2]),
});

const ROUNDING = choiceField(["down", "up"]);

export const COMBAT_OPTION_FIELDS: { readonly [K in keyof CombatOptions]: OptionField } = {
  armorStacking: choiceField(["bestPiece", "stack"]),
  woundRankMultiplier: wholeField(1, 10),
  houseVoidLimit: choiceField(["onePerRound", "eachEffectOncePerRound"]),
  downVoidBuys: choiceField(["oneFreeAction", "roundOfFreeActions"]),
  attackSpeed4e: choiceField(["simple", "complex"]),
  initiativeTies4e: choiceField(["reflexesThenRandom", "random"]),
  earthStanceRounding: ROUNDING,
  stanceVoidBonus: choiceField(["flat", "dice"]),
  feintMargin: choiceField(["raisedTn", "baseTn"]),
  feintRounding: ROUNDING,
  rangedInMeleePenalty: wholeField(0, 50),
  dualWieldArmorTn: choiceField(["insightRank", "none"]),
  knockdownLossDamage: flagField,
  extraDamageRaises: choiceField(["perRaise", "once"] as const),
  blindKeepsBonuses: flagField,
  stunRecoveryCumulative: flagField,
  incapacitatedArmorTn: choiceField(["armorOnly", "dropReflexesAndMisc"]),
  duelCenterBonus: flagField,
  grappleLosers: choiceField(["communicateOnly", "grappleActions"]),
  timerCountsStartRound: flagField,
  healthyEarthMultiple: wholeField(1, 10),
  woundPenalties4e: wholeListField(6, 0, 100),
  woundPenaltiesHouse: wholeListField(6, 0, 100),
  mookEarthMultiples: wholeListField(4, 1, 10),
};

/** Half a number, rounded the way an option says. */
export function half(value: number, rounding: Rounding): number {
  return rounding === "down" ? Math.floor(value / 2) : Math.ceil(value / 2);
}
