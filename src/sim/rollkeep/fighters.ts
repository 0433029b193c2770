import type { Maneuver } from "../../rules/rollkeep/attack/maneuvers";
import { DEFAULT_WEAPONS, type Weapon } from "../../rules/rollkeep/attack/weapons";
import { MAX_INSIGHT_RANK, MAX_WOUNDS } from "../../rules/rollkeep/character/character";
import { MAX_RATING, TRAITS } from "../../rules/rollkeep/character/traits";
import { STANCES, type Stance } from "../../rules/rollkeep/combat/stances";
import type { RollkeepVariant } from "../../rules/rollkeep/options";
import { IMPOSABLE_CONDITIONS, type ImposableCondition } from "../../rules/rollkeep/port/conditions";
import { checkedWeapon } from "../../rules/rollkeep/port/weapon-input";
import { isRuleRefusal, type RuleRefusal } from "../../rules/refusal";
import type { ScenarioErrors } from "../validate";

/** What a combatant does when no scripted turn is left for it (the skirmish's default play). */
export interface Tactics {
  /** The stance it takes as each turn begins from round 2 (its opening stance otherwise). */
  stance: Stance | null;
  raises: number;
  maneuvers: Maneuver[];
  /** V3: a Void Point's +1k1 on each attack, while the round's point is free. */
  voidBoost: boolean;
  /** V6: answer damage with a Void Point against the wounds when one is free. */
  voidOnWounds: boolean;
  /** ST7/ST8: spend the Center/Void bonus on the attack when it is open. */
  focus: boolean;
}

/** A combatant entry of a rollkeep file, checked, before it is made into the port's combatant. */
export interface FighterEntry {
  id: string;
  name: string;
  side: string;
  character: {
    traits: Record<string, number>;
    void: number;
    insightRank: number;
    skills: Record<string, { rank: number; emphases: string[] }>;
    armor: { name: string; bonus: number; reduction: number }[];
    wounds: number;
    mook: boolean;
    fourLegged: boolean;
    /** D9, C6, AT7: its techniques', advantages' and masteries' standing modifiers, as written; the rules check them as the combatant is made. */
    modifiers?: unknown[];
  };
  weapon: Weapon;
  /** AT8: a second weapon in hand (the Armor TN's two-weapon bonus). */
  twoWeapons: boolean;
  skill: string;
  stance: Stance;
  voidPoints?: number;
  conditions: ImposableCondition[];
  /** Timed effects on it from round 1, by name, with the rounds each lasts (CO12). */
  effects: Record<string, number>;
  initiative?: number;
  tactics: Tactics;
  /** Where it is in the file, for messages. */
  path: string;
}

/** The ranges a rollkeep file's numbers may take (C2: ratings 0–10). */
export const ROLLKEEP_FILE_RANGES = {
  rating: [0, MAX_RATING],
  insightRank: [0, MAX_INSIGHT_RANK],
  wounds: [0, MAX_WOUNDS],
  count: [1, 50],
  initiative: [-1000, 1000],
  raises: [0, 10],
  armor: [0, 100],
  feet: [5, 100],
  rounds: [1, 100],
} as const satisfies Record<string, readonly [number, number]>;

const FIGHTER_FIELDS = ["id", "name", "side", "traits", "void", "insightRank", "skills", "armor", "modifiers", "weapon", "twoWeapons", "skill", "stance", "mook", "fourLegged", "count", "initiative", "voidPoints", "wounds", "conditions", "effects", "tactics"] as const;
const TACTICS_FIELDS = ["stance", "raises", "maneuvers", "voidBoost", "voidOnWounds", "focus"] as const;
/** Maneuvers named alone in a file; the others take a mapping with their numbers. */
const PLAIN_MANEUVERS = ["disarm", "extraAttack", "feint", "knockdown", "tacticalStrike"] as const;
const CALLED_TARGETS = ["limb", "handOrFoot", "head", "small"] as const;

export function stanceIn(errors: ScenarioErrors, value: unknown, path: string, variant: RollkeepVariant, fallback: Stance): Stance {
  return errors.oneOf(value, path, STANCES[variant], fallback);
}

/** A maneuver: a plain name (`feint`), or a mapping with its kind and numbers (`{ kind: calledShot, target: head }`). */
function maneuver(errors: ScenarioErrors, value: unknown, path: string): Maneuver | null {
  if (typeof value === "string") {
    const kind = PLAIN_MANEUVERS.find((k) => k === value);
    if (kind === undefined) errors.add(path, `must be one of ${PLAIN_MANEUVERS.join(", ")}, or a mapping for calledShot, extraDamage, pushPull or custom`);
    return kind === undefined ? null : { kind };
  }
  const o = errors.object(value, path);
  if (!o) return null;
  switch (o.kind) {
    case "calledShot":
      errors.known(o, path, ["kind", "target"]);
      return { kind: "calledShot", target: errors.oneOf(o.target, `${path}.target`, CALLED_TARGETS, "limb") };
    case "extraDamage":
      errors.known(o, path, ["kind", "raises"]);
      return { kind: "extraDamage", raises: errors.within(o.raises, `${path}.raises`, ROLLKEEP_FILE_RANGES.raises) };
    case "pushPull":
      errors.known(o, path, ["kind", "feet"]);
      return { kind: "pushPull", feet: errors.within(o.feet, `${path}.feet`, ROLLKEEP_FILE_RANGES.feet) };
    case "custom":
      errors.known(o, path, ["kind", "name", "raises"]);
      return { kind: "custom", name: errors.string(o.name, `${path}.name`), raises: errors.within(o.raises, `${path}.raises`, ROLLKEEP_FILE_RANGES.raises) };
    default:
      errors.add(`${path}.kind`, "must be calledShot, extraDamage, pushPull or custom (plain maneuvers are written by name)");
      return null;
  }
}

export function maneuvers(errors: ScenarioErrors, value: unknown, path: string): Maneuver[] {
  if (value === undefined) return [];
  return errors.list(value, path).flatMap((m, i) => maneuver(errors, m, `${path}[${i}]`) ?? []);
}

/** What a rule's refusal says is wrong with a field, without the field's name (the path names it). */
export function refusalProblem(error: RuleRefusal): string {
  if (error.problem) return error.problem.text;
  const d = error.data;
  return d.min !== undefined ? `must be a whole number from ${d.min} to ${d.max}, not ${d.value}` : error.message;
}

/** A weapon: a default one by name (C19), or inline with its fields, checked by the rules. */
function weapon(errors: ScenarioErrors, value: unknown, path: string): Weapon {
  const katana = DEFAULT_WEAPONS.katana as Weapon;
  if (value === undefined) return katana;
  if (typeof value === "string") {
    const known = Object.hasOwn(DEFAULT_WEAPONS, value) ? DEFAULT_WEAPONS[value] : undefined;
    if (!known) errors.add(path, `${JSON.stringify(value)} is not a default weapon (known: ${Object.keys(DEFAULT_WEAPONS).join(", ")}); write it inline instead`);
    return known ?? katana;
  }
  try {
    return checkedWeapon(value);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(`${path}.${String(error.data.field)}`, refusalProblem(error));
    return katana;
  }
}

function skills(errors: ScenarioErrors, value: unknown, path: string): FighterEntry["character"]["skills"] {
  const result: FighterEntry["character"]["skills"] = {};
  const o = value === undefined ? {} : (errors.object(value, path) ?? {});
  for (const [name, rank] of Object.entries(o)) result[name] = { rank: errors.within(rank, `${path}.${name}`, ROLLKEEP_FILE_RANGES.rating), emphases: [] };
  return result;
}

function armor(errors: ScenarioErrors, value: unknown, path: string): FighterEntry["character"]["armor"] {
  if (value === undefined) return [];
  return errors.list(value, path).map((piece, i) => {
    const p = `${path}[${i}]`;
    const o = errors.object(piece, p) ?? {};
    errors.known(o, p, ["name", "bonus", "reduction"]);
    return { name: errors.string(o.name, `${p}.name`), bonus: errors.within(o.bonus, `${p}.bonus`, ROLLKEEP_FILE_RANGES.armor), reduction: errors.within(o.reduction, `${p}.reduction`, ROLLKEEP_FILE_RANGES.armor, 0) };
  });
}

function tactics(errors: ScenarioErrors, value: unknown, path: string, variant: RollkeepVariant): Tactics {
  const o = value === undefined ? {} : (errors.object(value, path) ?? {});
  errors.known(o, path, TACTICS_FIELDS);
  return {
    stance: o.stance === undefined ? null : stanceIn(errors, o.stance, `${path}.stance`, variant, STANCES[variant][0] as Stance),
    raises: errors.within(o.raises, `${path}.raises`, ROLLKEEP_FILE_RANGES.raises, 0),
    maneuvers: maneuvers(errors, o.maneuvers, `${path}.maneuvers`),
    voidBoost: errors.bool(o.voidBoost, `${path}.voidBoost`),
    voidOnWounds: errors.bool(o.voidOnWounds, `${path}.voidOnWounds`),
    focus: o.focus === undefined ? true : errors.bool(o.focus, `${path}.focus`),
  };
}

/**
 * A combatant entry, checked field by field; a `count` makes a group of that many (ids and names
 * numbered: `bandit-1`, `Bandit 1`), as a house mook group is fought (MK1).
 */
export function parseFighters(errors: ScenarioErrors, value: unknown, path: string, variant: RollkeepVariant): FighterEntry[] {
  const o = errors.object(value, path) ?? {};
  errors.known(o, path, FIGHTER_FIELDS);
  const id = errors.string(o.id, `${path}.id`);
  const traitsIn = errors.object(o.traits, `${path}.traits`) ?? {};
  errors.known(traitsIn, `${path}.traits`, TRAITS);
  const traits = Object.fromEntries(TRAITS.map((t) => [t, errors.within(traitsIn[t], `${path}.traits.${t}`, ROLLKEEP_FILE_RANGES.rating)]));
  const voidRing = errors.within(o.void, `${path}.void`, ROLLKEEP_FILE_RANGES.rating);
  const conditions = o.conditions === undefined ? [] : errors.list(o.conditions, `${path}.conditions`).map((c, i) => errors.oneOf(c, `${path}.conditions[${i}]`, IMPOSABLE_CONDITIONS, "prone"));
  const effectsIn = o.effects === undefined ? {} : (errors.object(o.effects, `${path}.effects`) ?? {});
  const effects = Object.fromEntries(Object.entries(effectsIn).map(([effect, rounds]) => [effect, errors.within(rounds, `${path}.effects.${effect}`, ROLLKEEP_FILE_RANGES.rounds)]));
  const name = o.name === undefined ? id : errors.string(o.name, `${path}.name`);
  const entry: Omit<FighterEntry, "id" | "name"> = {
    side: o.side === undefined ? id : errors.string(o.side, `${path}.side`),
    character: {
      traits,
      void: voidRing,
      insightRank: errors.within(o.insightRank, `${path}.insightRank`, ROLLKEEP_FILE_RANGES.insightRank, 1),
      skills: skills(errors, o.skills, `${path}.skills`),
      armor: armor(errors, o.armor, `${path}.armor`),
      wounds: errors.within(o.wounds, `${path}.wounds`, ROLLKEEP_FILE_RANGES.wounds, 0),
      mook: errors.bool(o.mook, `${path}.mook`),
      fourLegged: errors.bool(o.fourLegged, `${path}.fourLegged`),
      ...(o.modifiers === undefined ? {} : { modifiers: errors.list(o.modifiers, `${path}.modifiers`) }),
    },
    weapon: weapon(errors, o.weapon, `${path}.weapon`),
    twoWeapons: errors.bool(o.twoWeapons, `${path}.twoWeapons`),
    skill: o.skill === undefined ? "kenjutsu" : errors.string(o.skill, `${path}.skill`),
    stance: stanceIn(errors, o.stance, `${path}.stance`, variant, STANCES[variant][0] as Stance),
    ...(o.voidPoints === undefined ? {} : { voidPoints: errors.int(o.voidPoints, `${path}.voidPoints`, 0, undefined, voidRing) }),
    conditions,
    effects,
    ...(o.initiative === undefined ? {} : { initiative: errors.within(o.initiative, `${path}.initiative`, ROLLKEEP_FILE_RANGES.initiative) }),
    tactics: tactics(errors, o.tactics, `${path}.tactics`, variant),
    path,
  };
  if (o.count === undefined) return [{ ...entry, id, name }];
  const count = errors.within(o.count, `${path}.count`, ROLLKEEP_FILE_RANGES.count);
  return Array.from({ length: count }, (_, i) => ({ ...entry, id: `${id}-${i + 1}`, name: `${name} ${i + 1}` }));
}
