import { SIZE_CATEGORIES, SIZE_TABLE, type SizeCategory, type SizeColumn } from "./size";

/**
 * The rule options of the `degrees` ruleset: the readings a GM may change where the text is
 * ambiguous (inventory F1) and the tables it gives or lacks (F2). Every rule takes them as an
 * argument; `DEFAULT_DEGREES_OPTIONS` holds the documented defaults (docs/rules-degrees.md).
 */
export interface DegreesOptions {
  /**
   * The smallest natural 2d8 of damage degrees 1 to 4 (M34). A natural below the first is a
   * critical failure (M26); the last is also where a weapon without its own range crits (M36).
   */
  degreeFloors: readonly [number, number, number, number];
  /** Whether meeting a DC is enough ("meet", M21 default) or it must be exceeded ("beat"). */
  dcTie: "meet" | "beat";
  /** Contested ties: both re-roll and the last roll counts ("reroll", M21/M35), or the attacker wins ("attacker"). */
  contestedTie: "reroll" | "attacker";
  /** After this many tied re-rolls in a row the attacker wins, so a fixed die cannot loop for ever. */
  maxTieRerolls: number;
  /** A hit at or past current HP stops at 0 ("clamp", M40 literal) or subtracts in full ("subtract"). */
  hpOverflow: "clamp" | "subtract";
  /** The lethal HP at or under which a character is unconscious, dying and dead (M41). */
  thresholds: { unconscious: number; dying: number; dead: number };
  /** HP a dying character loses at the start of each of its turns (M41). */
  dyingLoss: number;
  /** HP each Bleeding stack costs at the start of the bleeder's turn (M130 Bleeding). */
  bleedingLoss: number;
  /** The most condition penalties take off one check (M128). */
  penaltyCap: number;
  /** The accuracy Fatigued takes off attacks and defences (M130 Fatigued; the text gives no number). */
  fatiguedPenalty: number;
  /** The accuracy Blinded takes off attacks and sight checks (M130 Blinded; no number given). */
  blindedPenalty: number;
  /** Partner damage is divided on base and fixed before the degree ("base", M87 default) or on the final total ("final"). */
  partnerDivision: "base" | "final";
  /**
   * Who the partner divisor counts besides the attacker (M87): every member of its group in the
   * fight and able to act this round, unless it announced it skips its standard action ("announced",
   * the text's default), or only those who already used theirs ("used", an earlier reading).
   */
  partnerActionsCount: "announced" | "used";
  /**
   * An effect applied outside the target's turn counts the target's coming turns ("coming", M3
   * default) or also a turn the target already took this round ("round").
   */
  durationCount: "coming" | "round";
  /** A Delay's lowered initiative lasts the rest of its round ("round", M10 default) or the rest of the battle ("battle"). */
  delayLasts: "round" | "battle";
  /**
   * An action held for later in the round and never taken (M17): lost as the round ends ("false",
   * default: never carried into the next round), or, where the GM allows it ("true"), still to be
   * taken once every turn of the round is over, before the next round starts.
   */
  heldAtRoundEnd: boolean;
  /**
   * Keeping a Grab's hold (M79): the grabber's standard action is spent on it as each of its turns
   * starts, a grabber with none left losing the hold ("turnStart", default), or the table tracks
   * the cost itself and nothing is spent for it ("byHand").
   */
  holdUpkeep: "turnStart" | "byHand";
  /** Acrobatics to leave a foe's reach without an opportunity attack meets this plus the foe's Melee (M55; the text gives no difficulty). */
  tumbleDcBase: number;
  /** When two or three soldier pills take hold: with the first pill's Fatigue an hour later ("afterHour", M51 default) or at once ("immediate"). */
  soldierPillTiming: "afterHour" | "immediate";
  /** The Vigor difficulty of the first turn suffocating, rising by 1 a turn (M130 25; the text gives no starting number). */
  suffocationDc: number;
  /** The text's optional rule (M45): a short sleep heals its share of a night, an eighth an hour ("true"), or only a full night heals ("false", default). */
  hourlyHealing: boolean;
  /** A larger target's defence against a special maneuver: +1 plus 1 a category ("onePlusDifference", M78 default) or +1 a category ("perCategory"). */
  maneuverSizeDefence: "onePlusDifference" | "perCategory";
  /** How fractions the text leaves open round ("up", the default and the text's one stated rounding, or "down"): see `roundOpen` (F1). */
  fractionRounding: "up" | "down";
  /**
   * The elemental advantages Overcome compares base damage with (M75; the text names them but gives
   * no table): "fiveElements" (our default: katon (fire) over fuuton (wind), fuuton over raiton
   * (lightning), raiton over doton (earth), doton over suiton (water), suiton over katon) or "none".
   */
  elementalAdvantage: "fiveElements" | "none";
  /** What an elemental advantage adds to the favoured technique's base damage in an Overcome (M75; our default 2). */
  elementalBonus: number;
  /**
   * The Creature Size table (M104, F2), a column each, by size category: what size adds to Strength
   * and Vigor, the melee reach in metres, Stealth, Intimidate, and the metres added to a movement.
   * The book's table by default; a GM may edit any number.
   */
  sizeStrengthVigor: Readonly<Record<SizeCategory, number>>;
  sizeReach: Readonly<Record<SizeCategory, number>>;
  sizeStealth: Readonly<Record<SizeCategory, number>>;
  sizeIntimidate: Readonly<Record<SizeCategory, number>>;
  sizeMovement: Readonly<Record<SizeCategory, number>>;
  /** A weapon with no hardness of its own has 10 + 5 × its damage when someone breaks it (M118, the text's optional rule; our default on); off, such a weapon cannot be attacked as an object. */
  weaponHardness: boolean;
}

/** The book's column of the size table, by category. */
function bookColumn(column: SizeColumn): Readonly<Record<SizeCategory, number>> {
  // Built over every category, so every key of the record is there.
  return Object.fromEntries(SIZE_CATEGORIES.map((size) => [size, SIZE_TABLE[size][column]])) as Record<SizeCategory, number>;
}

export const DEFAULT_DEGREES_OPTIONS: DegreesOptions = {
  degreeFloors: [4, 9, 12, 15],
  dcTie: "meet",
  contestedTie: "reroll",
  maxTieRerolls: 20,
  hpOverflow: "clamp",
  thresholds: { unconscious: -1, dying: -11, dead: -21 },
  dyingLoss: 2,
  bleedingLoss: 2,
  penaltyCap: 3,
  fatiguedPenalty: 1,
  blindedPenalty: 1,
  partnerDivision: "base",
  partnerActionsCount: "announced",
  durationCount: "coming",
  delayLasts: "round",
  heldAtRoundEnd: false,
  holdUpkeep: "turnStart",
  tumbleDcBase: 9,
  soldierPillTiming: "afterHour",
  suffocationDc: 10,
  hourlyHealing: false,
  maneuverSizeDefence: "onePlusDifference",
  fractionRounding: "up",
  elementalAdvantage: "fiveElements",
  elementalBonus: 2,
  sizeStrengthVigor: bookColumn("strengthVigor"),
  sizeReach: bookColumn("reach"),
  sizeStealth: bookColumn("stealth"),
  sizeIntimidate: bookColumn("intimidate"),
  sizeMovement: bookColumn("movement"),
  weaponHardness: true,
};
