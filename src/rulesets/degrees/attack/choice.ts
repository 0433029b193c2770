import { fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import type { RulesetTypesOf } from "../../../rules/registry";
import { DAMAGE_ADJUSTMENT_MAX, HARDNESS_MAX, METRES_MAX } from "../data/bounds";

type Dg = RulesetTypesOf<"degrees">;

/**
 * How an attack is made, as the player chooses it before the dice (the port's `DegreesChoice`
 * without its moment, which the fight gives): a stance, a Charge, the table's circumstances, what
 * stands around the target, the partners' standard actions this round (outside a fight: in one the
 * GM's client counts them, M87), whether it takes the action held or prepared (M17, M69), an
 * increase or reduction to the base damage (M32), a thrown weapon thrown from both hands (M64), a
 * Strike with a weapon in each hand (M62).
 */
export type AttackChoice = Pick<Dg["choice"], "stance" | "charge" | "circumstance" | "around" | "partnerActions" | "opportunity" | "release" | "reachesUp" | "damageAdjustment" | "bothHands" | "twoWeapons"> & {
  /** A mercy strike at the target (M61): the victim is the target, read by the GM's client as it declares. */
  mercyStrike?: true;
  /** A sneak attack (M54): the attacker's Stealth is read from its sheet by the GM's client as it declares. */
  sneak?: true;
  /** The attack made as a special maneuver or a Feint instead (M59, M78–M83): the port's basic action of that key. */
  maneuver?: (typeof MANEUVERS)[number];
  /** An Immense or larger attacker sweeps every targeted foe with one check (M107). */
  sweep?: true;
};

/** The special maneuvers and the Feint (M59, M78–M83), by the keys of the port's basic actions (tests/build holds them together). */
export const MANEUVERS = ["takedown", "disarm", "push", "grab", "trample", "feint"] as const;

export const STANCES = ["fightDefensively", "defensiveCombat"] as const satisfies readonly NonNullable<AttackChoice["stance"]>[];
export const CIRCUMSTANCES = ["switchedLethality", "foeInMelee", "untrained", "offHand"] as const satisfies readonly (keyof NonNullable<AttackChoice["circumstance"]>)[];
export const COVERS = ["none", "partial", "total"] as const;
const CAMOUFLAGES = ["partial", "total"] as const;

/** Camouflage sources between attacker and target, one die each (M110): more than this is a typo, not a battlefield. */
export const CAMOUFLAGE_MAX = 4;
/** The special ways of making the attack (M55, M61): one at most. */
export const ATTACK_KINDS = ["ordinary", "mercyStrike", "opportunity"] as const;
/** Standard actions an attacker's partners used this round (M87): an owner with more partners than this is beyond any sample. */
export const PARTNER_ACTIONS_MAX = 10;

/** A yes-or-no field of a request: true or false, nothing else. */
export function flag(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") throw new RequestRefused(field);
  return value;
}

function circumstanceOf(value: unknown): AttackChoice["circumstance"] {
  const given = record(value, "choice.circumstance");
  const chosen: NonNullable<AttackChoice["circumstance"]> = {};
  for (const key of Object.keys(given)) {
    const name = oneOf(key, "choice.circumstance", CIRCUMSTANCES);
    if (flag(fieldOf(given, name), `choice.circumstance.${name}`)) chosen[name] = true;
  }
  return chosen;
}

function aroundOf(value: unknown): NonNullable<AttackChoice["around"]> {
  const given = record(value, "choice.around");
  // Flanking is the board's fact, read from the tokens by the GM's client (M60): no request may claim it.
  if (fieldOf(given, "flanked") !== undefined) throw new RequestRefused("choice.around.flanked");
  const camouflage = optional(fieldOf(given, "camouflage"), (v) => {
    if (!Array.isArray(v) || v.length > CAMOUFLAGE_MAX) throw new RequestRefused("choice.around.camouflage");
    return v.map((c: unknown, i) => oneOf(c, `choice.around.camouflage.${i}`, CAMOUFLAGES));
  });
  const cover = optional(fieldOf(given, "cover"), (v) => oneOf(v, "choice.around.cover", COVERS));
  const located = optional(fieldOf(given, "located"), (v) => flag(v, "choice.around.located"));
  const barrierHardness = optional(fieldOf(given, "barrierHardness"), (v) => integerIn(v, "choice.around.barrierHardness", 0, HARDNESS_MAX));
  const areaCoversCamouflage = optional(fieldOf(given, "areaCoversCamouflage"), (v) => flag(v, "choice.around.areaCoversCamouflage"));
  const unseen = optional(fieldOf(given, "unseen"), (v) => flag(v, "choice.around.unseen"));
  return {
    ...(cover === undefined || cover === "none" ? {} : { cover }),
    ...(camouflage?.length ? { camouflage } : {}),
    ...(located === undefined ? {} : { located }),
    ...(barrierHardness === undefined ? {} : { barrierHardness }),
    ...(areaCoversCamouflage ? { areaCoversCamouflage } : {}),
    ...(unseen ? { unseen } : {}),
  };
}

/**
 * An attack's choice read field by field as an untrusted request (from a player's client, or the
 * dialog's form turned into the same shape): anything out of its list or range is refused naming
 * the field (`choice.around.cover`). Only choices travel; the facts are the documents'.
 */
export function readAttackChoice(value: unknown): AttackChoice {
  const given = record(value ?? {}, "choice");
  const stance = optional(fieldOf(given, "stance"), (v) => oneOf(v, "choice.stance", STANCES));
  const charge = optional(fieldOf(given, "charge"), (v) => ({ runMetres: integerIn(fieldOf(record(v, "choice.charge"), "runMetres"), "choice.charge.runMetres", 0, METRES_MAX) }));
  const circumstance = optional(fieldOf(given, "circumstance"), circumstanceOf);
  const around = optional(fieldOf(given, "around"), aroundOf);
  const partnerActions = optional(fieldOf(given, "partnerActions"), (v) => integerIn(v, "choice.partnerActions", 0, PARTNER_ACTIONS_MAX));
  const mercyStrike = optional(fieldOf(given, "mercyStrike"), (v) => flag(v, "choice.mercyStrike"));
  const opportunity = optional(fieldOf(given, "opportunity"), (v) => flag(v, "choice.opportunity"));
  if (mercyStrike && opportunity) throw new RequestRefused("choice.opportunity");
  const sneak = optional(fieldOf(given, "sneak"), (v) => flag(v, "choice.sneak"));
  const release = optional(fieldOf(given, "release"), (v) => flag(v, "choice.release"));
  const reachesUp = optional(fieldOf(given, "reachesUp"), (v) => flag(v, "choice.reachesUp"));
  const maneuver = optional(fieldOf(given, "maneuver"), (v) => oneOf(v, "choice.maneuver", MANEUVERS));
  const damageAdjustment = optional(fieldOf(given, "damageAdjustment"), (v) => integerIn(v, "choice.damageAdjustment", -DAMAGE_ADJUSTMENT_MAX, DAMAGE_ADJUSTMENT_MAX));
  const bothHands = optional(fieldOf(given, "bothHands"), (v) => flag(v, "choice.bothHands"));
  const twoWeapons = optional(fieldOf(given, "twoWeapons"), (v) => flag(v, "choice.twoWeapons"));
  const sweep = optional(fieldOf(given, "sweep"), (v) => flag(v, "choice.sweep"));
  return {
    ...(stance ? { stance } : {}),
    ...(charge ? { charge } : {}),
    ...(circumstance && Object.keys(circumstance).length ? { circumstance } : {}),
    ...(around && Object.keys(around).length ? { around } : {}),
    ...(partnerActions ? { partnerActions } : {}),
    ...(mercyStrike ? { mercyStrike: true as const } : {}),
    ...(opportunity ? { opportunity } : {}),
    ...(sneak ? { sneak: true as const } : {}),
    ...(release ? { release } : {}),
    ...(reachesUp ? { reachesUp } : {}),
    ...(maneuver ? { maneuver } : {}),
    ...(damageAdjustment ? { damageAdjustment } : {}),
    ...(bothHands ? { bothHands } : {}),
    ...(twoWeapons ? { twoWeapons } : {}),
    ...(sweep ? { sweep: true as const } : {}),
  };
}

/**
 * The dialog's form as a choice, from its fields as Foundry's form data gives them (ticked boxes
 * true, numbers as numbers, a blank number null, field names as in choice-dialog.hbs), checked by
 * the same reader as a request.
 */
export function choiceFromForm(fields: Readonly<Record<string, unknown>>): AttackChoice {
  const value = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  const given = (name: string) => {
    const v = value(name);
    return v === null || v === undefined || v === "" ? undefined : v;
  };
  const ticked = (name: string) => value(name) === true;
  // One source a die (M110): each count is checked before any list is made of it.
  const camouflage = CAMOUFLAGES.flatMap((kind) => Array.from({ length: integerIn(given(`camouflage.${kind}`) ?? 0, "choice.around.camouflage", 0, CAMOUFLAGE_MAX) }, () => kind));
  const barrierHardness = given("barrierHardness");
  const partnerActions = given("partnerActions");
  const damageAdjustment = given("damageAdjustment");
  return readAttackChoice({
    ...(given("stance") === undefined ? {} : { stance: value("stance") }),
    ...(ticked("charge") ? { charge: { runMetres: given("runMetres") } } : {}),
    circumstance: Object.fromEntries(CIRCUMSTANCES.filter(ticked).map((c) => [c, true])),
    around: {
      cover: given("cover") ?? "none",
      ...(camouflage.length ? { camouflage } : {}),
      ...(camouflage.includes("total") ? { located: ticked("located") } : {}),
      ...(barrierHardness === undefined ? {} : { barrierHardness }),
      ...(ticked("areaCoversCamouflage") ? { areaCoversCamouflage: true } : {}),
      ...(ticked("unseen") ? { unseen: true } : {}),
    },
    ...(partnerActions === undefined ? {} : { partnerActions }),
    ...(value("kind") === "mercyStrike" ? { mercyStrike: true } : value("kind") === "opportunity" ? { opportunity: true } : {}),
    ...(ticked("sneak") ? { sneak: true } : {}),
    ...(ticked("release") ? { release: true } : {}),
    ...(ticked("reachesUp") ? { reachesUp: true } : {}),
    ...(given("maneuver") === undefined ? {} : { maneuver: value("maneuver") }),
    ...(damageAdjustment === undefined ? {} : { damageAdjustment }),
    ...(ticked("bothHands") ? { bothHands: true } : {}),
    ...(ticked("twoWeapons") ? { twoWeapons: true } : {}),
    ...(ticked("sweep") ? { sweep: true } : {}),
  });
}
