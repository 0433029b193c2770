import { parse } from "yaml";
import type { ActionStatus, IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant, type IcCombatant } from "../rules/ic/combatant";
import type { DefenseChoice } from "../rules/ic/resolve/attack";
import type { IcRuleOptions } from "../rules/ic/options";
import { isRuleRefusal } from "../rules/refusal";
import { RULESETS } from "../rules/registry";
import { STATUS_KINDS } from "../rules/ic/status/types";
import { ScenarioErrors } from "./validate";

export interface ScenarioTurn {
  /** Position in the file's `turns`, for error messages. */
  index: number;
  actor: string;
  action: IcAction;
  target?: string;
  ap: number;
  /** Chosen length of a variable-Speed action. */
  length?: number;
  dice?: number[];
  defense: DefenseChoice;
  defenseDice?: number[];
  calledShot?: string;
}

export interface Scenario {
  name: string;
  options: IcRuleOptions;
  combatants: IcCombatant[];
  /** Initiative roll totals given in the file; the rest are rolled. */
  initiative: Record<string, number>;
  turns: ScenarioTurn[];
}

const KINDS = ["taijutsu", "ninjutsu", "genjutsu", "weapon", "defensive", "utility"] as const;
const DAMAGE_TYPES = ["blunt", "slashing", "piercing", "energy", "none"] as const;
const DAMAGE_STATS = ["str", "cha", "none"] as const;
const ROLLS = ["none", "chakraControl", "athletics", "toxicology"] as const;
const DEFENSES: Record<string, DefenseChoice> = { dodge: "dodge", parry: "parry", block: "block", none: "none" };

function pool(errors: ScenarioErrors, value: unknown, path: string, fallback: number): { value: number; max: number } {
  if (typeof value === "number" || value === undefined) {
    const max = errors.int(value, path, 1, fallback);
    return { value: max, max };
  }
  const o = errors.object(value, path);
  const max = errors.int(o?.max, `${path}.max`, 1, fallback);
  return { value: errors.int(o?.value, `${path}.value`, -max, max), max };
}

/** Reads an action: a basic action by name, or an inline object with the technique item's field names. */
export function parseAction(errors: ScenarioErrors, value: unknown, path: string): IcAction {
  if (typeof value === "string") {
    const basic = BASIC_ACTIONS[value];
    if (!basic) errors.add(path, `"${value}" is not a basic action (known: ${Object.keys(BASIC_ACTIONS).join(", ")}); write the action inline instead`);
    return basic ?? { name: value, kind: "utility", speed: 1 };
  }
  const o = errors.object(value, path);
  if (!o) return { name: "?", kind: "utility", speed: 1 };
  const name = errors.string(o.name, `${path}.name`);
  const base = BASIC_ACTIONS[name];
  const variable = o.variable === undefined ? !!base?.variable : errors.bool(o.variable, `${path}.variable`);
  const interrupt = o.interrupt === undefined ? !!base?.interrupt : errors.bool(o.interrupt, `${path}.interrupt`);
  const speed = errors.int(o.speed, `${path}.speed`, variable || interrupt ? 0 : 1, base?.speed);
  let damage: IcAction["damage"] = base?.damage;
  if (o.damage !== undefined) {
    const d = errors.object(o.damage, `${path}.damage`);
    const dice = typeof d?.dice === "string" ? d.dice : "";
    if (dice && !/^\s*\d*d\d+(\s*[+-]\s*\d*d?\d+)*\s*$/i.test(dice)) errors.add(`${path}.damage.dice`, `"${dice}" is not a dice formula such as 2d4`);
    damage = { dice, stat: errors.oneOf(d?.stat, `${path}.damage.stat`, DAMAGE_STATS, "str"), type: errors.oneOf(d?.type, `${path}.damage.type`, DAMAGE_TYPES, "blunt") };
  }
  const statuses: ActionStatus[] = errors.list(o.statuses ?? [], `${path}.statuses`).map((s, i) => {
    const p = `${path}.statuses[${i}]`;
    const so = errors.object(s, p);
    return {
      kind: errors.oneOf(so?.kind, `${p}.kind`, STATUS_KINDS, "bleed"),
      severity: errors.int(so?.severity, `${p}.severity`, 1),
      duration: errors.int(so?.duration, `${p}.duration`, 0, 0),
      roll: errors.oneOf(so?.roll, `${p}.roll`, ROLLS, "none"),
      tn: errors.int(so?.tn, `${p}.tn`, 0, 0),
      onHit: errors.bool(so?.onHit, `${p}.onHit`),
    };
  });
  let multiThrow: IcAction["multiThrow"];
  if (o.multiThrow !== undefined) {
    const m = errors.object(o.multiThrow, `${path}.multiThrow`);
    multiThrow = { weapon: errors.oneOf(m?.weapon, `${path}.multiThrow.weapon`, ["shuriken", "kunai"] as const, "shuriken"), count: errors.int(m?.count, `${path}.multiThrow.count`, 2) };
  }
  return {
    ...base,
    ...(multiThrow ? { multiThrow } : {}),
    name,
    kind: errors.oneOf(o.kind, `${path}.kind`, KINDS, base?.kind ?? (damage ? "taijutsu" : "utility")),
    role: base?.role ?? (damage?.dice || statuses.length ? "attack" : "other"),
    speed,
    sealSpeed: errors.int(o.sealSpeed, `${path}.sealSpeed`, 0, 0),
    stamina: errors.int(o.stamina, `${path}.stamina`, 0, base?.stamina ?? 0),
    chakra: errors.int(o.chakra, `${path}.chakra`, 0, 0),
    accuracy: errors.int(o.accuracy, `${path}.accuracy`, -50, 0),
    interrupt,
    variable,
    delay: errors.int(o.delay, `${path}.delay`, 0, base?.delay ?? 0),
    fixedSpeed: o.fixedSpeed === undefined ? !!base?.fixedSpeed : errors.bool(o.fixedSpeed, `${path}.fixedSpeed`),
    environmental: errors.bool(o.environmental, `${path}.environmental`),
    knockback: errors.int(o.knockback, `${path}.knockback`, 0, 0),
    aoe: errors.int(o.aoe, `${path}.aoe`, 0, 0),
    aoeCentred: errors.bool(o.aoeCentred, `${path}.aoeCentred`),
    upkeep: errors.int(o.upkeep, `${path}.upkeep`, 0, 0),
    ...(damage ? { damage } : {}),
    statuses,
  };
}

function faces(errors: ScenarioErrors, value: unknown, path: string): number[] | undefined {
  if (value === undefined) return undefined;
  return errors.list(value, path).map((f, i) => errors.int(f, `${path}[${i}]`, 1));
}

/** Parses and checks a combatant entry (also used by duel files). */
export function parseCombatant(errors: ScenarioErrors, value: unknown, path: string): { combatant: IcCombatant; initiative?: number } {
  const o = errors.object(value, path) ?? {};
  const id = errors.string(o.id, `${path}.id`);
  const s = errors.object(o.stats, `${path}.stats`) ?? {};
  const stats = {
    str: errors.int(s.str, `${path}.stats.str`),
    dex: errors.int(s.dex, `${path}.stats.dex`),
    agi: errors.int(s.agi, `${path}.stats.agi`),
    res: errors.int(s.res, `${path}.stats.res`),
    cha: errors.int(s.cha, `${path}.stats.cha`),
    xp: errors.int(s.xp, `${path}.stats.xp`, 0, 0),
  };
  const sk = o.skills === undefined ? {} : (errors.object(o.skills, `${path}.skills`) ?? {});
  const skills = {
    chakraControl: errors.int(sk.chakraControl, `${path}.skills.chakraControl`, 0, 0),
    athletics: errors.int(sk.athletics, `${path}.skills.athletics`, 0, 0),
    toxicology: errors.int(sk.toxicology, `${path}.skills.toxicology`, 0, 0),
    stealth: errors.int(sk.stealth, `${path}.skills.stealth`, 0, 0),
    awareness: errors.int(sk.awareness, `${path}.skills.awareness`, 0, 0),
  };
  const combatant = newCombatant({
    id,
    name: typeof o.name === "string" ? o.name : id,
    side: typeof o.side === "string" ? o.side : id,
    stats,
    skills,
    vitality: pool(errors, o.vitality, `${path}.vitality`, 300),
    hp: pool(errors, o.hp, `${path}.hp`, 100),
    willpower: pool(errors, o.willpower, `${path}.willpower`, 3),
    ap: errors.int(o.ap, `${path}.ap`, 0, 0),
    damageReduction: errors.int(o.damageReduction, `${path}.damageReduction`, 0, 0),
  });
  const initiative = o.initiative === undefined ? undefined : errors.int(o.initiative, `${path}.initiative`, -100);
  return { combatant, ...(initiative !== undefined ? { initiative } : {}) };
}

/** Parses a scenario file's text; throws a ScenarioError listing every problem found. */
export function parseScenario(text: string, source = "scenario"): Scenario {
  const errors = new ScenarioErrors();
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    errors.add(source, `is not valid YAML (${(error as Error).message.split("\n")[0]})`);
    errors.throwIfAny(source);
  }
  const o = errors.object(raw, "scenario") ?? {};
  const name = typeof o.name === "string" ? o.name : source;
  const parsed = errors.list(o.combatants, "combatants").map((c, i) => parseCombatant(errors, c, `combatants[${i}]`));
  const ids = new Set<string>();
  parsed.forEach(({ combatant }, i) => {
    if (ids.has(combatant.id)) errors.add(`combatants[${i}].id`, `"${combatant.id}" is used twice`);
    ids.add(combatant.id);
  });
  if (parsed.length === 0) errors.add("combatants", "needs at least one combatant");
  const turns = errors.list(o.turns ?? [], "turns").map((t, i): ScenarioTurn => {
    const p = `turns[${i}]`;
    const to = errors.object(t, p) ?? {};
    const actor = errors.string(to.actor, `${p}.actor`);
    if (actor && !ids.has(actor)) errors.add(`${p}.actor`, `"${actor}" is not a combatant`);
    const target = to.target === undefined ? undefined : errors.string(to.target, `${p}.target`);
    if (target && !ids.has(target)) errors.add(`${p}.target`, `"${target}" is not a combatant`);
    const action = parseAction(errors, to.action, `${p}.action`);
    if (action.role === "attack" && !target) errors.add(`${p}.target`, `${action.name} is an attack and needs a target`);
    const d = to.defense === undefined ? {} : typeof to.defense === "string" ? { action: to.defense } : (errors.object(to.defense, `${p}.defense`) ?? {});
    const defenseName = typeof d.action === "string" ? d.action.toLowerCase() : "dodge";
    const defense = DEFENSES[defenseName.replace(/\s+/g, "")];
    if (!defense) errors.add(`${p}.defense.action`, "must be Dodge, Parry, Block or none");
    return {
      index: i,
      actor,
      action,
      ...(target ? { target } : {}),
      ap: errors.int(to.ap, `${p}.ap`, 0, 0),
      ...(to.length !== undefined ? { length: errors.int(to.length, `${p}.length`) } : action.variable ? { length: action.speed } : {}),
      ...(to.dice !== undefined ? { dice: faces(errors, to.dice, `${p}.dice`) } : {}),
      defense: defense ?? "dodge",
      ...(d.dice !== undefined ? { defenseDice: faces(errors, d.dice, `${p}.defense.dice`) } : {}),
      ...(typeof to.calledShot === "string" ? { calledShot: to.calledShot } : {}),
    };
  });
  let options: IcRuleOptions = RULESETS.ic.options.defaults;
  try {
    options = RULESETS.ic.options.resolve(o.options);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(`options.${String(error.data.field)}`, String(error.data.problem));
  }
  errors.throwIfAny(name);
  const initiative: Record<string, number> = {};
  for (const p of parsed) if (p.initiative !== undefined) initiative[p.combatant.id] = p.initiative;
  return { name, options, combatants: parsed.map((p) => p.combatant), initiative, turns };
}
