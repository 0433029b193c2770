import type { DefensiveTechnique, Wielded } from "../../rules/degrees/attack/types";
import type { DegreesCharacter } from "../../rules/degrees/character/character";
import { CONDITION_IDS } from "../../rules/degrees/conditions/definitions";
import type { FighterAction } from "../../rules/degrees/port/actions";
import { DEGREES_BASIC_ACTIONS } from "../../rules/degrees/port/actions";
import type { DegreesImposed } from "../../rules/degrees/port/conditions";
import type { CarriedWeapon } from "../../rules/degrees/port/gear";
import { newDegreesFighter, type DegreesFighter } from "../../rules/degrees/port/fighter";
import { TECHNIQUE_ITEM, WEAPON_ITEM, wieldedWeapon } from "../../rules/degrees/port/item-input";
import { SIZE_CATEGORIES } from "../../rules/degrees/size";
import type { MountKind } from "../../rules/degrees/mounts";
import { isRuleRefusal, type RuleRefusal } from "../../rules/refusal";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import type { ScenarioErrors } from "../validate";

type Dg = RulesetTypesOf<"degrees">;
const rules = RULESETS.degrees;
const degreesExtras = RULESET_EXTRAS.degrees;

/** A carried weapon's fields the thrown-weapons reading does not look at, as a new `dgWeapon` has them; the file's weapon fills in `thrown` and `quantity`. */
const CARRIED_DEFAULTS: Omit<CarriedWeapon, "thrown" | "quantity"> = { wielded: false, accuracy: "melee", damage: 1, blocksProjectileTechniques: false, weight: "medium" };

/** The ranges a degrees file's numbers may take: wide enough for any character of the text, narrow enough to stay exact arithmetic. */
export const DEGREES_FILE_RANGES = {
  attribute: [-10, 100],
  level: [0, 100],
  accuracy: [-100, 100],
  hp: [-1000, 100_000],
  chakra: [0, 100_000],
  hardness: [0, 1000],
  initiative: [-1000, 1000],
  count: [1, 50],
  rounds: [1, 100],
  metres: [0, 1000],
  turns: [1, 1000],
  amount: [1, 3],
  partners: [0, 20],
  face: [1, 8],
  /** A weapon's `quantity`, as far as a `dgWeapon`'s own field goes. */
  quantity: [0, 10_000],
} as const satisfies Record<string, readonly [number, number]>;

/** What a fighter does when no scripted turn is left for it: attack the first foe standing with the first of its rotation the rules allow, and defend as it likes. */
export interface Tactics {
  /** The actions it attacks with, in turn: a basic action, its weapon's name or a technique's. */
  rotation: string[];
  /** Its answer to attacks: dodge, block, anticipate or a defensive technique's name, when the rules allow it (Dodge otherwise). */
  defence: string;
  /** Fight Defensively (or Defensive Combat) with every melee attack (M66). */
  stance: "fightDefensively" | "defensiveCombat" | null;
}

/** A combatant entry of a degrees file, checked: the port's fighter, the actions it knows by name, and its tactics. */
export interface FighterEntry {
  id: string;
  fighter: DegreesFighter;
  /** Its weapon's and techniques' actions, by name, besides the basic actions. */
  actions: ReadonlyMap<string, FighterAction>;
  initiative?: number;
  /** What it is as a mount (M91, M92), as an NPC sheet's *As a mount* says: a common one takes fright as the fight starts. */
  mount?: MountKind;
  tactics: Tactics;
  /** Where it is in the file, for messages. */
  path: string;
}

const FIGHTER_FIELDS = ["id", "name", "side", "aware", "attributes", "level", "size", "ownSize", "accuracies", "notice", "hp", "nonLethal", "chakra", "bodyHardness", "armour", "weapon", "techniques", "conditions", "initiative", "count", "tactics", "partnerOf", "mountedOn", "mount", "minion", "acrobatics", "quickDraw"] as const;
const CONDITION_FIELDS = ["id", "turns", "ends", "source", "amount", "scope"] as const;

/** What a rule's refusal says is wrong with a field, without the field's name (the path names it). */
export function refusalProblem(error: RuleRefusal): string {
  return error.problem?.text ?? error.message;
}

/** An item's action read by the port; a field it refuses is named under the item's path. */
function itemAction(errors: ScenarioErrors, value: unknown, path: string, type: string): { name: string; action: FighterAction | null; system: Record<string, unknown> } {
  const o = errors.object(value, path) ?? {};
  const name = errors.string(o.name, `${path}.name`);
  const { name: _name, ...system } = o;
  try {
    return { name, action: rules.actionFromItem({ name, type, system }), system };
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(`${path}.${String(error.data.field ?? "")}`, refusalProblem(error));
    return { name, action: null, system };
  }
}

function character(errors: ScenarioErrors, o: Record<string, unknown>, path: string): DegreesCharacter {
  const r = DEGREES_FILE_RANGES;
  const attributes = errors.object(o.attributes, `${path}.attributes`) ?? {};
  errors.known(attributes, `${path}.attributes`, ["strength", "dexterity", "vigor", "spirit"]);
  const accuracies = errors.object(o.accuracies, `${path}.accuracies`) ?? {};
  errors.known(accuracies, `${path}.accuracies`, ["melee", "ranged", "dodge", "anticipate"]);
  const attribute = (key: string) => errors.within(attributes[key], `${path}.attributes.${key}`, r.attribute);
  const accuracy = (key: string) => errors.within(accuracies[key], `${path}.accuracies.${key}`, r.accuracy, 0);
  const hardness = o.bodyHardness === undefined ? 0 : errors.within(o.bodyHardness, `${path}.bodyHardness`, r.hardness);
  return {
    attributes: { strength: attribute("strength"), dexterity: attribute("dexterity"), vigor: attribute("vigor"), spirit: attribute("spirit") },
    campaignLevel: errors.within(o.level, `${path}.level`, r.level, 1),
    size: errors.oneOf(o.size, `${path}.size`, SIZE_CATEGORIES, "standard"),
    permanentSize: o.ownSize === undefined ? true : errors.bool(o.ownSize, `${path}.ownSize`),
    accuracies: { melee: accuracy("melee"), ranged: accuracy("ranged"), dodge: accuracy("dodge"), anticipate: accuracy("anticipate") },
    notice: errors.within(o.notice, `${path}.notice`, r.accuracy, 0),
    bodyHardness: hardness > 0 ? [hardness] : [],
    armourAbsorption: errors.within(o.armour, `${path}.armour`, r.hardness, 0),
  };
}

function condition(errors: ScenarioErrors, value: unknown, path: string): DegreesImposed {
  if (typeof value === "string") return { condition: errors.oneOf(value, path, CONDITION_IDS, "debilitated") };
  const o = errors.object(value, path) ?? {};
  errors.known(o, path, CONDITION_FIELDS);
  const r = DEGREES_FILE_RANGES;
  return {
    condition: errors.oneOf(o.id, `${path}.id`, CONDITION_IDS, "debilitated"),
    ...(o.turns === undefined ? {} : { turns: errors.within(o.turns, `${path}.turns`, r.turns) }),
    ...(o.ends === undefined ? {} : { ends: errors.oneOf(o.ends, `${path}.ends`, ["turnStart", "turnEnd"] as const, "turnEnd") }),
    ...(o.source === undefined ? {} : { source: errors.string(o.source, `${path}.source`) }),
    ...(o.amount === undefined ? {} : { amount: errors.within(o.amount, `${path}.amount`, r.amount) }),
    ...(o.scope === undefined ? {} : { scope: errors.string(o.scope, `${path}.scope`) }),
  };
}

function tactics(errors: ScenarioErrors, value: unknown, path: string, known: ReadonlyMap<string, FighterAction>, defences: readonly DefensiveTechnique[], fallback: string): Tactics {
  const o = value === undefined ? {} : (errors.object(value, path) ?? {});
  errors.known(o, path, ["rotation", "defence", "stance"]);
  const rotation = o.rotation === undefined ? [fallback] : errors.list(o.rotation, `${path}.rotation`).map((a, i) => errors.string(a, `${path}.rotation[${i}]`));
  rotation.forEach((name, i) => {
    if (name && !known.has(name) && !Object.hasOwn(DEGREES_BASIC_ACTIONS, name)) errors.add(`${path}.rotation[${i}]`, `${JSON.stringify(name)} is neither a basic action (${Object.keys(DEGREES_BASIC_ACTIONS).join(", ")}) nor this fighter's weapon or technique`);
  });
  if (rotation.length === 0) errors.add(`${path}.rotation`, "needs at least one action");
  const defence = o.defence === undefined ? "dodge" : errors.string(o.defence, `${path}.defence`);
  if (defence && !["dodge", "block", "anticipate", "evade"].includes(defence) && !defences.some((d) => d.name === defence)) errors.add(`${path}.defence`, `must be dodge, block, anticipate, evade or one of this fighter's defensive techniques`);
  return { rotation, defence, stance: o.stance === undefined ? null : errors.oneOf(o.stance, `${path}.stance`, ["fightDefensively", "defensiveCombat"] as const, "fightDefensively") };
}

/**
 * A combatant entry, checked field by field (its weapon and techniques by the port's own reading
 * of items, `dgWeapon` and `dgTechnique`); a `count` makes a group of that many, rolled for once
 * and acting in one turn (M8), ids and names numbered (`thug-1`, `Thug 1`).
 */
export function parseFighters(errors: ScenarioErrors, value: unknown, path: string, options: Dg["options"], extraFields: readonly string[] = []): FighterEntry[] {
  const o = errors.object(value, path) ?? {};
  errors.known(o, path, [...FIGHTER_FIELDS, ...extraFields]);
  const r = DEGREES_FILE_RANGES;
  const id = errors.string(o.id, `${path}.id`);
  const name = o.name === undefined ? id : errors.string(o.name, `${path}.name`);
  const made = character(errors, o, path);
  const actions = new Map<string, FighterAction>();
  const defences: DefensiveTechnique[] = [];
  let wielding: Wielded | null = null;
  let thrownReady = 0;
  if (o.weapon !== undefined) {
    const weapon = itemAction(errors, o.weapon, `${path}.weapon`, WEAPON_ITEM);
    if (weapon.action) actions.set(weapon.name, weapon.action);
    thrownReady = thrownAtHand(errors, weapon.system, `${path}.weapon`);
    try {
      wielding = wieldedWeapon(weapon.system);
    } catch (error) {
      if (!isRuleRefusal(error)) throw error;
      errors.add(`${path}.weapon.${String(error.data.field ?? "")}`, refusalProblem(error));
    }
  }
  const techniques = o.techniques === undefined ? [] : errors.list(o.techniques, `${path}.techniques`);
  techniques.forEach((t, i) => {
    const technique = itemAction(errors, t, `${path}.techniques[${i}]`, TECHNIQUE_ITEM);
    if (technique.action?.defence) defences.push(technique.action.defence);
    else if (technique.action) actions.set(technique.name, technique.action);
  });
  const conditions = o.conditions === undefined ? [] : errors.list(o.conditions, `${path}.conditions`).map((c, i) => condition(errors, c, `${path}.conditions[${i}]`));
  const initiative = o.initiative === undefined ? undefined : errors.within(o.initiative, `${path}.initiative`, r.initiative);
  const count = o.count === undefined ? null : errors.within(o.count, `${path}.count`, r.count);
  const mount = o.mount === undefined ? undefined : errors.oneOf(o.mount, `${path}.mount`, ["common", "special"] as const, "special");
  const plan = tactics(errors, o.tactics, `${path}.tactics`, actions, defences, actions.keys().next().value ?? "strike");
  const side = o.side === undefined ? id : errors.string(o.side, `${path}.side`);
  const aware = o.aware === undefined ? true : errors.bool(o.aware, `${path}.aware`);
  const hp = o.hp === undefined ? {} : { hp: errors.within(o.hp, `${path}.hp`, r.hp) };
  const nonLethal = o.nonLethal === undefined ? {} : { nonLethal: errors.within(o.nonLethal, `${path}.nonLethal`, [0, r.hp[1]]) };
  const chakra = o.chakra === undefined ? {} : { chakra: errors.within(o.chakra, `${path}.chakra`, r.chakra) };
  // A partner (M84) and a rider (M90) name their owner and mount by id; the scenario checks the ids.
  const links = {
    ...(o.partnerOf === undefined ? {} : { partnerOf: errors.string(o.partnerOf, `${path}.partnerOf`) }),
    ...(o.mountedOn === undefined ? {} : { mountedOn: errors.string(o.mountedOn, `${path}.mountedOn`) }),
    ...(o.minion === undefined ? {} : { minion: errors.bool(o.minion, `${path}.minion`) }),
    ...(o.acrobatics === undefined ? {} : { acrobatics: errors.within(o.acrobatics, `${path}.acrobatics`, r.accuracy) }),
    // Quick Draw and the thrown weapons at hand let it deflect projectiles (M65).
    ...(o.quickDraw === undefined ? {} : { quickDraw: errors.bool(o.quickDraw, `${path}.quickDraw`) }),
    ...(thrownReady > 0 ? { thrownReady } : {}),
  };
  if (links.partnerOf !== undefined && count !== null) errors.add(`${path}.partnerOf`, "a partner is one fighter, not a group");
  const entry = (memberId: string, memberName: string): FighterEntry => {
    let fighter = newDegreesFighter({ id: memberId, name: memberName, side, group: count === null ? null : id, aware, character: made, ...hp, ...nonLethal, ...chakra, wielding, defences, ...links });
    for (const c of conditions) fighter = rules.impose(fighter, c, 0, options);
    return { id: memberId, fighter, actions, ...(initiative === undefined ? {} : { initiative }), ...(mount === undefined ? {} : { mount }), tactics: plan, path };
  };
  if (count === null) return [entry(id, name)];
  return Array.from({ length: count }, (_, i) => entry(`${id}-${i + 1}`, `${name} ${i + 1}`));
}

/**
 * The thrown weapons to hand (M65), read by the port's `gear.thrownReady` as the table reads a
 * sheet's: a `thrown` weapon's `quantity`, 1 when the file leaves it out, as a new `dgWeapon` has it.
 * Its `thrownCount` is how many one throw looses, not how many are carried, so it counts for nothing here.
 */
function thrownAtHand(errors: ScenarioErrors, system: Record<string, unknown>, path: string): number {
  const quantity = errors.within(system.quantity, `${path}.quantity`, DEGREES_FILE_RANGES.quantity, 1);
  return degreesExtras.gear.thrownReady([{ ...CARRIED_DEFAULTS, thrown: system.thrown === true, quantity }]);
}

/** The action a fighter names: a basic action, or its own weapon or technique. */
export function actionNamed(entry: FighterEntry, name: string): Dg["action"] | undefined {
  return entry.actions.get(name) ?? (Object.hasOwn(DEGREES_BASIC_ACTIONS, name) ? DEGREES_BASIC_ACTIONS[name] : undefined);
}
