import type { RulesetTypesOf } from "../../../rules/registry";
import { choice, flag, number, numbers, optionSettingKey, type OptionSettingEntry } from "../../settings/rule-options";

type Options = RulesetTypesOf<"rollkeep">["options"];
export type OptionName = keyof Options;

const ROUNDING = ["down", "up"] as const;

/**
 * Every roll-and-keep rule option (docs/rules-rollkeep.md, "Combat options" and the dice and roll
 * options), offered as a world setting. The Foundry layer reaches the rules only through the port,
 * which checks the values (`options.resolve`) but does not list them, so the choices and ranges are
 * written here; tests/build/rollkeep-data.test.ts holds them to the rules' own.
 */
export const OPTION_SETTINGS: { readonly [K in OptionName]: OptionSettingEntry } = {
  // O1: the book changes wound tracks, stances and movement, which every sheet derives.
  variant: choice(["4e", "house"], true),
  oddRolledDie: choice(["discard", "flatBonus"]),
  keptPastTen: choice(["discard", "flatBonus"]),
  freeRaisesCountTowardCap: flag(),
  retryTnStep: number(0, 100),
  retryGrowth: choice(["perRetry", "once"]),
  contestRaises: choice(["ownMargin", "netTotals"]),
  blindContests: flag(),
  voidOnDamage: flag(),
  emphasisRerollsOnes: flag(),
  striveLiftsRaises: flag(),
  armorStacking: choice(["bestPiece", "stack"], true),
  woundRankMultiplier: number(1, 10, true),
  houseVoidLimit: choice(["onePerRound", "eachEffectOncePerRound"]),
  downVoidBuys: choice(["oneFreeAction", "roundOfFreeActions"]),
  attackSpeed4e: choice(["simple", "complex"]),
  initiativeTies4e: choice(["reflexesThenRandom", "random"]),
  earthStanceRounding: choice(ROUNDING),
  stanceVoidBonus: choice(["flat", "dice"]),
  feintMargin: choice(["raisedTn", "baseTn"]),
  feintRounding: choice(ROUNDING),
  rangedInMeleePenalty: number(0, 50),
  dualWieldArmorTn: choice(["insightRank", "none"], true),
  knockdownLossDamage: flag(),
  extraDamageRaises: choice(["perRaise", "once"]),
  blindKeepsBonuses: flag(true),
  stunRecoveryCumulative: flag(),
  incapacitatedArmorTn: choice(["armorOnly", "dropReflexesAndMisc"], true),
  duelCenterBonus: flag(),
  grappleLosers: choice(["communicateOnly", "grappleActions"]),
  timerCountsStartRound: flag(),
  // O2: the wound tables; the sheets derive every track from them.
  healthyEarthMultiple: number(1, 10, true),
  woundPenalties4e: numbers(["nicked", "grazed", "hurt", "injured", "crippled", "down"], "list", true),
  woundPenaltiesHouse: numbers(["nicked", "grazed", "hurt", "injured", "bloodied", "crippled"], "list", true),
  mookEarthMultiples: numbers(["hurt", "bloodied", "out", "dead"], "list", true),
};

/** The world setting's key of a rule option: `rkVariant`, `rkOddRolledDie`… (settings are keyed per system, so the ruleset is in the name). */
export type OptionSettingKey<K extends OptionName = OptionName> = `rk${Capitalize<K>}`;
export function settingKey<K extends OptionName>(option: K): OptionSettingKey<K> {
  // optionSettingKey is Capitalize's runtime twin: the first letter upper-cased, the rest as written.
  return optionSettingKey("rk", option) as OptionSettingKey<K>;
}

/** Each rule option's setting as fvtt-types reads it (declared in ./register.ts). */
export type OptionSettingConfig = { [K in OptionName as `shinobi.${OptionSettingKey<K>}`]: Options[K] };
