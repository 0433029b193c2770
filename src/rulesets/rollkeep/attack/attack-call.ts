import { fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { freeRaisesIn, modifierIn, modifies, NO_MODIFIER, type PoolModifier, type TableGrant } from "../roll/table-grants";

type Rk = RulesetTypesOf<"rollkeep">;
type AttackChoice = NonNullable<Rk["choice"]["attack"]>;
export type Maneuver = NonNullable<AttackChoice["maneuvers"]>[number];
type ManeuverKind = Maneuver["kind"];
type CalledTarget = Extract<Maneuver, { kind: "calledShot" }>["target"];
export type Circumstances = Required<NonNullable<Extract<Rk["rollRequest"]["rolled"], { kind: "attack" }>["situation"]>>;

/** Every maneuver of §9, keyed as the port keys them: a kind added to the rules fails to compile here until the dialog offers it. */
const OFFERED: Readonly<Record<ManeuverKind, true>> = { calledShot: true, disarm: true, extraAttack: true, feint: true, extraDamage: true, knockdown: true, pushPull: true, tacticalStrike: true, custom: true };
/** The maneuvers the dialog offers, in the inventory's order (the port checks each against the book and the raises). */
// The keys of a Record<ManeuverKind, …> are exactly the kinds.
export const MANEUVER_KINDS = Object.keys(OFFERED) as ManeuverKind[];
/** M1: where a Called Shot / Focused Attack aims. */
export const CALLED_TARGETS = ["limb", "handOrFoot", "head", "small"] as const satisfies readonly CalledTarget[];
/** AT3, AT8, AT9: the circumstances the table states. */
export const CIRCUMSTANCES = ["offHand", "secondWeaponHeld", "foeInMelee", "advantagedPosition"] as const satisfies readonly (keyof Circumstances)[];
/** AT9: the one circumstance that is the table's to give (a bonus), where the others are penalties the attacker owns up to. */
export const GRANTED_CIRCUMSTANCE = "advantagedPosition" satisfies (typeof CIRCUMSTANCES)[number];

/** The most of anything a request may ask for: the rules refuse far less, this only keeps a forged number from being huge. */
const REQUEST_LIMIT = 100;
/** M11: a custom effect's name, as the card shows it. */
const NAME_LIMIT = 80;

/**
 * What an attacker calls before the roll (§9, R7–R9, V3, AT3, AT8, AT9, D9, M3, ST7, ST8): raises
 * called, free raises (the table's, and those taken from the party's Tactics Pool, M9), a Void
 * Point's +1k1, the maneuvers, the circumstances, the table's modifier on the roll and on the
 * damage, whether this is the attack an Extra Attack granted, and whether the round's Center/Void
 * bonus goes on it. Choices only: the port checks every one against the attacker and target as the
 * GM's client reads them.
 */
export interface AttackCall {
  raisesCalled: number;
  freeRaises: number;
  freeRaisesOnTn: number;
  tacticsRaises: number;
  voidBoost: boolean;
  maneuvers: Maneuver[];
  circumstances: Circumstances;
  modifier: PoolModifier;
  /** M3: the attack an Extra Attack granted this turn, taken without the turn's actions. */
  extraAttack: boolean;
  /** ST7/ST8: this round's Center/Void bonus on the roll. */
  focus: boolean;
  /** D9, AT7: what the table adds to the damage roll. */
  damageModifier: PoolModifier;
  /** R15: the wind and weather a ranged attack is made in, "" for none said; R17: difficult ground's penalty, 0 for none. */
  wind: Wind | "";
  weather: Weather | "";
  difficultTerrain: number;
}

type Wind = NonNullable<AttackChoice["wind"]>;
type Weather = NonNullable<AttackChoice["weather"]>;
const SURROUNDINGS = RULESET_EXTRAS.rollkeep.surroundings;

/** Nothing around an attack: no wind or weather said, level ground. */
export const NO_SURROUNDINGS: Readonly<Pick<AttackCall, "wind" | "weather" | "difficultTerrain">> = Object.freeze({ wind: "", weather: "", difficultTerrain: 0 });

export { NO_MODIFIER };

export const NO_CIRCUMSTANCES: Readonly<Circumstances> = Object.freeze({ offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false });

/** The free raises the roll counts: the table's and the Tactics Pool's (R9). */
export function raiseCallOf(call: AttackCall): NonNullable<AttackChoice["raises"]> {
  return { raisesCalled: call.raisesCalled, freeRaises: call.freeRaises + call.tacticsRaises, freeRaisesOnTn: call.freeRaisesOnTn };
}

/** What the table gives this attack (R9, D9, AT9), for the card and for the world's rule on who may give it. */
export function grantOf(call: AttackCall): TableGrant {
  return { freeRaises: call.freeRaises, freeRaisesOnTn: call.freeRaisesOnTn, modifier: call.modifier, damageModifier: call.damageModifier, advantagedPosition: call.circumstances[GRANTED_CIRCUMSTANCE] };
}

/** The port's attack choice for this call. */
export function attackChoiceOf(call: AttackCall): AttackChoice {
  return {
    maneuvers: call.maneuvers,
    raises: raiseCallOf(call),
    voidBoost: call.voidBoost,
    situation: { ...call.circumstances, ...(modifies(call.modifier) ? { other: call.modifier } : {}) },
    ...(call.extraAttack ? { extraAttack: true } : {}),
    ...(call.focus ? { focus: true } : {}),
    ...(modifies(call.damageModifier) ? { damageModifier: call.damageModifier } : {}),
    ...surroundingsOf(call),
  };
}

/** R15, R17: the wind, weather and ground an attack call names, as the port's choice and roll request take them (none said, none given). */
export function surroundingsOf(call: Partial<Pick<AttackCall, "wind" | "weather" | "difficultTerrain">>): Pick<AttackChoice, "wind" | "weather" | "difficultTerrain"> {
  return { ...(call.wind ? { wind: call.wind } : {}), ...(call.weather ? { weather: call.weather } : {}), ...(call.difficultTerrain ? { difficultTerrain: call.difficultTerrain } : {}) };
}

const flag = (value: unknown, field: string): boolean => {
  if (typeof value !== "boolean") throw new RequestRefused(field);
  return value;
};
const count = (value: unknown, field: string) => integerIn(value, field, 0, REQUEST_LIMIT);

/** One maneuver read from a request, every field checked by what it must be. */
function maneuverIn(value: unknown, field: string): Maneuver {
  const m = record(value, field);
  const kind = oneOf(fieldOf(m, "kind"), `${field}.kind`, MANEUVER_KINDS);
  switch (kind) {
    case "calledShot":
      return { kind, target: oneOf(fieldOf(m, "target"), `${field}.target`, CALLED_TARGETS) };
    case "extraDamage":
      return { kind, raises: integerIn(fieldOf(m, "raises"), `${field}.raises`, 1, REQUEST_LIMIT) };
    case "pushPull":
      return { kind, feet: integerIn(fieldOf(m, "feet"), `${field}.feet`, 1, REQUEST_LIMIT * 5) };
    case "custom": {
      const name = fieldOf(m, "name");
      if (typeof name !== "string" || name.trim() === "" || name.length > NAME_LIMIT) throw new RequestRefused(`${field}.name`);
      return { kind, name: name.trim(), raises: count(fieldOf(m, "raises"), `${field}.raises`) };
    }
    default:
      return { kind };
  }
}

/** R17: difficult ground's penalty read from a request: none (0) or one the texts name. */
function terrainIn(value: unknown, field: string): number {
  const penalty = integerIn(value, field, 0, REQUEST_LIMIT);
  if (penalty !== 0 && !SURROUNDINGS.terrainPenalties.some((p) => p === penalty)) throw new RequestRefused(field);
  return penalty;
}

/** An attack call read from a player's request: each field by what it must be, anything else refused naming it; the later fields may be left out. */
export function attackCallIn(value: unknown, field: string): AttackCall {
  const c = record(value, field);
  const maneuvers = fieldOf(c, "maneuvers");
  if (!Array.isArray(maneuvers) || maneuvers.length > MANEUVER_KINDS.length * 2) throw new RequestRefused(`${field}.maneuvers`);
  const circumstances = record(fieldOf(c, "circumstances"), `${field}.circumstances`);
  const optionalFlag = (key: string) => optional(fieldOf(c, key), (v) => flag(v, `${field}.${key}`)) ?? false;
  return {
    raisesCalled: count(fieldOf(c, "raisesCalled"), `${field}.raisesCalled`),
    freeRaises: freeRaisesIn(fieldOf(c, "freeRaises"), `${field}.freeRaises`),
    freeRaisesOnTn: freeRaisesIn(fieldOf(c, "freeRaisesOnTn"), `${field}.freeRaisesOnTn`),
    tacticsRaises: count(fieldOf(c, "tacticsRaises"), `${field}.tacticsRaises`),
    voidBoost: flag(fieldOf(c, "voidBoost"), `${field}.voidBoost`),
    maneuvers: maneuvers.map((m, i) => maneuverIn(m, `${field}.maneuvers.${i}`)),
    // Object.fromEntries loses the key types; every key of CIRCUMSTANCES is read, each a checked flag.
    circumstances: Object.fromEntries(CIRCUMSTANCES.map((key) => [key, flag(fieldOf(circumstances, key), `${field}.circumstances.${key}`)])) as Circumstances,
    modifier: modifierIn(fieldOf(c, "modifier"), `${field}.modifier`),
    extraAttack: optionalFlag("extraAttack"),
    focus: optionalFlag("focus"),
    damageModifier: optional(fieldOf(c, "damageModifier"), (v) => modifierIn(v, `${field}.damageModifier`)) ?? NO_MODIFIER,
    wind: optional(fieldOf(c, "wind"), (v) => oneOf(v, `${field}.wind`, ["", ...SURROUNDINGS.winds])) ?? "",
    weather: optional(fieldOf(c, "weather"), (v) => oneOf(v, `${field}.weather`, ["", ...SURROUNDINGS.weathers])) ?? "",
    difficultTerrain: optional(fieldOf(c, "difficultTerrain"), (v) => terrainIn(v, `${field}.difficultTerrain`)) ?? 0,
  };
}
