import { checkDiceBounds, parseDiceFormula } from "../rules/dice";
import { actionRecord, type ActionStatus, type IcAction } from "../rules/ic/action";
import { apCap } from "../rules/ic/action-points";
import { basicAction, BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant, type IcCombatant } from "../rules/ic/combatant";
import type { DefenseChoice } from "../rules/ic/resolve/attack";
import type { IcRuleOptions } from "../rules/ic/options";
import { isRuleRefusal } from "../rules/refusal";
import { RULESETS } from "../rules/registry";
import { STATUS_KINDS } from "../rules/ic/status/types";
import { interned, readYaml, ScenarioErrors } from "./validate";

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
  /** Initiative roll totals given in the file; the rest are rolled. Keyed by id with no prototype, so any id is just a key. */
  initiative: Record<string, number>;
  turns: ScenarioTurn[];
}

/**
 * The range of every number a scenario or duellist file gives: wide enough for any character
 * and technique of the rules text, narrow enough that a fight stays exact arithmetic and ends
 * in reasonable time (a file may not ask for a Speed of a million IC or a thousand-die volley).
 */
export const FILE_RANGES = {
  stat: [0, 1000],
  xp: [0, 1_000_000],
  skill: [0, 1000],
  pool: [1, 1_000_000],
  willpower: [0, 100],
  damageReduction: [0, 10_000],
  initiative: [-1000, 1000],
  speed: [0, 1000],
  cost: [0, 1000],
  accuracy: [-1000, 1000],
  delay: [0, 1000],
  reach: [0, 1000],
  throwCount: [2, 100],
  severity: [1, 1000],
  duration: [0, 10_000],
  tn: [0, 1000],
  ap: [0, 1000],
  length: [1, 1000],
  face: [1, 10_000],
} as const satisfies Record<string, readonly [number, number]>;

type Range = keyof typeof FILE_RANGES;

function num(errors: ScenarioErrors, value: unknown, path: string, range: Range, fallback?: number, min?: number): number {
  const [low, high] = FILE_RANGES[range];
  return errors.int(value, path, min ?? low, fallback, high);
}

const KINDS = ["taijutsu", "ninjutsu", "genjutsu", "weapon", "defensive", "utility"] as const;
const DAMAGE_TYPES = ["blunt", "slashing", "piercing", "energy", "none"] as const;
const DAMAGE_STATS = ["str", "cha", "none"] as const;
const ROLLS = ["none", "chakraControl", "athletics", "toxicology"] as const;
const DEFENSES: ReadonlyMap<string, DefenseChoice> = new Map([
  ["dodge", "dodge"],
  ["parry", "parry"],
  ["block", "block"],
  ["none", "none"],
]);

const ACTION_FIELDS = ["name", "kind", "speed", "sealSpeed", "stamina", "chakra", "accuracy", "interrupt", "delay", "variable", "fixedSpeed", "upkeep", "aoe", "aoeCentred", "knockback", "environmental", "damage", "multiThrow", "statuses"] as const;
const COMBATANT_FIELDS = ["id", "name", "side", "stats", "skills", "vitality", "hp", "willpower", "ap", "damageReduction", "initiative"] as const;
const TURN_FIELDS = ["actor", "action", "target", "ap", "length", "dice", "defense", "calledShot"] as const;

/** A pool: a maximum (current = max), or `{ value, max }`; the current value may go as low as `floor(max)`. */
function pool(errors: ScenarioErrors, value: unknown, path: string, fallback: number, range: Range, floor: (max: number) => number): { value: number; max: number } {
  if (typeof value !== "object" || value === null) {
    const max = num(errors, value, path, range, fallback);
    return { value: max, max };
  }
  const o = errors.object(value, path);
  errors.known(o, path, ["value", "max"]);
  const max = num(errors, o?.max, `${path}.max`, range, fallback);
  return { value: errors.int(o?.value, `${path}.value`, floor(max), max, max), max };
}

/** A damage formula the rules can roll: it parses, and it fits the options' caps on one roll. */
function diceFormula(errors: ScenarioErrors, value: unknown, path: string, options: IcRuleOptions): string {
  if (value === undefined) return "";
  if (typeof value !== "string") {
    errors.add(path, `must be a dice formula such as 2d4 + 3, not ${JSON.stringify(value) ?? String(value)}`);
    return "";
  }
  try {
    checkDiceBounds(parseDiceFormula(value), options);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(path, error.message);
    return "";
  }
  // The rules look formulas up in their parse cache on every roll; a shared copy matches at once.
  return interned(value);
}

/** Reads an action: a basic action by name, or an inline object with the technique item's field names. */
export function parseAction(errors: ScenarioErrors, value: unknown, path: string, options: IcRuleOptions = RULESETS.ic.options.defaults): IcAction {
  if (typeof value === "string") {
    const basic = basicAction(value);
    if (!basic) errors.add(path, `${JSON.stringify(value)} is not a basic action (known: ${Object.keys(BASIC_ACTIONS).join(", ")}); write the action inline instead`);
    return basic ?? { name: value, kind: "utility", speed: 1 };
  }
  const o = errors.object(value, path);
  if (!o) return { name: "?", kind: "utility", speed: 1 };
  errors.known(o, path, ACTION_FIELDS);
  const name = errors.string(o.name, `${path}.name`);
  const base = basicAction(name);
  const variable = o.variable === undefined ? !!base?.variable : errors.bool(o.variable, `${path}.variable`);
  const interrupt = o.interrupt === undefined ? !!base?.interrupt : errors.bool(o.interrupt, `${path}.interrupt`);
  const speed = num(errors, o.speed, `${path}.speed`, "speed", base?.speed, variable || interrupt ? 0 : 1);
  let damage: IcAction["damage"] = base?.damage;
  if (o.damage !== undefined) {
    const d = errors.object(o.damage, `${path}.damage`);
    errors.known(d, `${path}.damage`, ["dice", "stat", "type"]);
    const dice = diceFormula(errors, d?.dice, `${path}.damage.dice`, options);
    damage = { dice, stat: errors.oneOf(d?.stat, `${path}.damage.stat`, DAMAGE_STATS, "str"), type: errors.oneOf(d?.type, `${path}.damage.type`, DAMAGE_TYPES, "blunt") };
  }
  const statuses: ActionStatus[] = errors.list(o.statuses ?? [], `${path}.statuses`).map((s, i) => {
    const p = `${path}.statuses[${i}]`;
    const so = errors.object(s, p);
    errors.known(so, p, ["kind", "severity", "duration", "roll", "tn", "onHit"]);
    return {
      kind: errors.oneOf(so?.kind, `${p}.kind`, STATUS_KINDS, "bleed"),
      severity: num(errors, so?.severity, `${p}.severity`, "severity"),
      duration: num(errors, so?.duration, `${p}.duration`, "duration", 0),
      roll: errors.oneOf(so?.roll, `${p}.roll`, ROLLS, "none"),
      tn: num(errors, so?.tn, `${p}.tn`, "tn", 0),
      onHit: errors.bool(so?.onHit, `${p}.onHit`),
    };
  });
  let multiThrow: IcAction["multiThrow"];
  if (o.multiThrow !== undefined) {
    const m = errors.object(o.multiThrow, `${path}.multiThrow`);
    errors.known(m, `${path}.multiThrow`, ["weapon", "count"]);
    multiThrow = { weapon: errors.oneOf(m?.weapon, `${path}.multiThrow.weapon`, ["shuriken", "kunai"] as const, "shuriken"), count: num(errors, m?.count, `${path}.multiThrow.count`, "throwCount") };
  }
  // One layout for every action, the basic ones' (see actionRecord).
  return actionRecord({
    ...base,
    ...(multiThrow ? { multiThrow } : {}),
    name,
    kind: errors.oneOf(o.kind, `${path}.kind`, KINDS, base?.kind ?? (damage ? "taijutsu" : "utility")),
    role: base?.role ?? (damage?.dice || statuses.length ? "attack" : "other"),
    speed,
    sealSpeed: num(errors, o.sealSpeed, `${path}.sealSpeed`, "speed", 0),
    stamina: num(errors, o.stamina, `${path}.stamina`, "cost", base?.stamina ?? 0),
    chakra: num(errors, o.chakra, `${path}.chakra`, "cost", 0),
    accuracy: num(errors, o.accuracy, `${path}.accuracy`, "accuracy", 0),
    interrupt,
    variable,
    delay: num(errors, o.delay, `${path}.delay`, "delay", base?.delay ?? 0),
    fixedSpeed: o.fixedSpeed === undefined ? !!base?.fixedSpeed : errors.bool(o.fixedSpeed, `${path}.fixedSpeed`),
    environmental: errors.bool(o.environmental, `${path}.environmental`),
    knockback: num(errors, o.knockback, `${path}.knockback`, "reach", 0),
    aoe: num(errors, o.aoe, `${path}.aoe`, "reach", 0),
    aoeCentred: errors.bool(o.aoeCentred, `${path}.aoeCentred`),
    upkeep: num(errors, o.upkeep, `${path}.upkeep`, "cost", 0),
    ...(damage ? { damage } : {}),
    statuses,
  });
}

function faces(errors: ScenarioErrors, value: unknown, path: string): number[] | undefined {
  if (value === undefined) return undefined;
  return errors.list(value, path).map((f, i) => num(errors, f, `${path}[${i}]`, "face"));
}

/** Parses and checks a combatant entry (also used by duel files, with their own extra fields). */
export function parseCombatant(errors: ScenarioErrors, value: unknown, path: string, extraFields: readonly string[] = []): { combatant: IcCombatant; initiative?: number } {
  const o = errors.object(value, path) ?? {};
  errors.known(o, path, [...COMBATANT_FIELDS, ...extraFields]);
  const id = errors.string(o.id, `${path}.id`);
  const s = errors.object(o.stats, `${path}.stats`) ?? {};
  errors.known(s, `${path}.stats`, ["str", "dex", "agi", "res", "cha", "xp"]);
  const stats = {
    str: num(errors, s.str, `${path}.stats.str`, "stat"),
    dex: num(errors, s.dex, `${path}.stats.dex`, "stat"),
    agi: num(errors, s.agi, `${path}.stats.agi`, "stat"),
    res: num(errors, s.res, `${path}.stats.res`, "stat"),
    cha: num(errors, s.cha, `${path}.stats.cha`, "stat"),
    xp: num(errors, s.xp, `${path}.stats.xp`, "xp", 0),
  };
  const sk = o.skills === undefined ? {} : (errors.object(o.skills, `${path}.skills`) ?? {});
  errors.known(sk, `${path}.skills`, ["chakraControl", "athletics", "toxicology", "stealth", "awareness"]);
  const skills = {
    chakraControl: num(errors, sk.chakraControl, `${path}.skills.chakraControl`, "skill", 0),
    athletics: num(errors, sk.athletics, `${path}.skills.athletics`, "skill", 0),
    toxicology: num(errors, sk.toxicology, `${path}.skills.toxicology`, "skill", 0),
    stealth: num(errors, sk.stealth, `${path}.skills.stealth`, "skill", 0),
    awareness: num(errors, sk.awareness, `${path}.skills.awareness`, "skill", 0),
  };
  const name = o.name === undefined ? id : errors.string(o.name, `${path}.name`);
  const side = o.side === undefined ? id : errors.string(o.side, `${path}.side`);
  const combatant = newCombatant({
    id,
    name,
    side,
    stats,
    skills,
    vitality: pool(errors, o.vitality, `${path}.vitality`, 300, "pool", () => 0),
    hp: pool(errors, o.hp, `${path}.hp`, 100, "pool", (max) => -max),
    willpower: pool(errors, o.willpower, `${path}.willpower`, 3, "willpower", () => 0),
    // AP above the cap could never have been banked: AGI/2 is the most anyone holds.
    ap: errors.int(o.ap, `${path}.ap`, 0, 0, apCap(stats.agi)),
    damageReduction: num(errors, o.damageReduction, `${path}.damageReduction`, "damageReduction", 0),
  });
  const initiative = o.initiative === undefined ? undefined : num(errors, o.initiative, `${path}.initiative`, "initiative");
  return { combatant, ...(initiative !== undefined ? { initiative } : {}) };
}

/** The scenario's rule options, checked by the port; a bad one is a problem naming `options.<field>`. */
function scenarioOptions(errors: ScenarioErrors, value: unknown): IcRuleOptions {
  try {
    return RULESETS.ic.options.resolve(value);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    const field = String(error.data.field);
    errors.add(field === "options" ? "options" : `options.${field}`, error.problem?.text ?? error.message);
    return RULESETS.ic.options.defaults;
  }
}

/** A turn's length: its own, or a variable action's Speed; either way at least 1 IC. */
export function variableLength(errors: ScenarioErrors, value: unknown, action: IcAction, path: string): number {
  if (value !== undefined) return num(errors, value, path, "length");
  if (action.speed < 1) errors.add(path, `${action.name} is variable and its speed is 0: give a length of at least 1 IC`);
  return Math.max(1, action.speed);
}

/** Parses a scenario file's text; throws a ScenarioError listing every problem found, each naming its entry and field. */
export function parseScenario(text: string, source = "scenario"): Scenario {
  const errors = new ScenarioErrors();
  const raw = readYaml(text, errors);
  errors.throwIfAny(`scenario ${source}`);
  const o = raw === null || typeof raw !== "object" || Array.isArray(raw) ? null : (raw as Record<string, unknown>);
  if (!o) errors.add("line 1", "a scenario is a mapping of name, options, combatants and turns");
  errors.throwIfAny(`scenario ${source}`);
  const doc = o as Record<string, unknown>;
  // `ruleset` (ic, or left out) was read by readScenarioFile, which sends other rulesets elsewhere.
  errors.known(doc, "scenario", ["name", "ruleset", "options", "combatants", "turns"]);
  const name = doc.name === undefined ? source : errors.string(doc.name, "name");
  const options = scenarioOptions(errors, doc.options);
  const parsed = errors.list(doc.combatants, "combatants").map((c, i) => parseCombatant(errors, c, `combatants[${i}]`));
  const ids = new Set<string>();
  parsed.forEach(({ combatant }, i) => {
    if (ids.has(combatant.id)) errors.add(`combatants[${i}].id`, `${JSON.stringify(combatant.id)} is used twice`);
    ids.add(combatant.id);
  });
  if (parsed.length === 0) errors.add("combatants", "needs at least one combatant");
  const turns = errors.list(doc.turns ?? [], "turns").map((t, i): ScenarioTurn => {
    const p = `turns[${i}]`;
    const to = errors.object(t, p) ?? {};
    errors.known(to, p, TURN_FIELDS);
    const actor = errors.string(to.actor, `${p}.actor`);
    if (actor && !ids.has(actor)) errors.add(`${p}.actor`, `${JSON.stringify(actor)} is not a combatant`);
    const target = to.target === undefined ? undefined : errors.string(to.target, `${p}.target`);
    if (target && !ids.has(target)) errors.add(`${p}.target`, `${JSON.stringify(target)} is not a combatant`);
    const action = parseAction(errors, to.action, `${p}.action`, options);
    if (action.role === "attack" && !target) errors.add(`${p}.target`, `${action.name} is an attack and needs a target`);
    const d = to.defense === undefined ? {} : typeof to.defense === "string" ? { action: to.defense } : (errors.object(to.defense, `${p}.defense`) ?? {});
    errors.known(d, `${p}.defense`, ["action", "dice"]);
    const defenseName = typeof d.action === "string" ? d.action.toLowerCase().replace(/\s+/g, "") : d.action === undefined ? "dodge" : "";
    const defense = DEFENSES.get(defenseName);
    if (!defense) errors.add(`${p}.defense.action`, "must be Dodge, Parry, Block or none");
    const calledShot = to.calledShot === undefined ? undefined : errors.string(to.calledShot, `${p}.calledShot`);
    return {
      index: i,
      actor,
      action,
      ...(target ? { target } : {}),
      ap: num(errors, to.ap, `${p}.ap`, "ap", 0),
      ...(to.length !== undefined || action.variable ? { length: variableLength(errors, to.length, action, `${p}.length`) } : {}),
      ...(to.dice !== undefined ? { dice: faces(errors, to.dice, `${p}.dice`) } : {}),
      defense: defense ?? "dodge",
      ...(d.dice !== undefined ? { defenseDice: faces(errors, d.dice, `${p}.defense.dice`) } : {}),
      ...(calledShot ? { calledShot } : {}),
    };
  });
  errors.throwIfAny(`scenario ${name}`);
  const initiative = Object.create(null) as Record<string, number>;
  for (const p of parsed) if (p.initiative !== undefined) initiative[p.combatant.id] = p.initiative;
  return { name, options, combatants: parsed.map((p) => p.combatant), initiative, turns };
}
