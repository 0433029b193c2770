import type { Check } from "../../../rules/ruleset";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { ACCURACY_KEYS, ATTRIBUTE_KEYS, SKILL_KEYS } from "../data/actor/keys";
import { ACTION_TYPES, DAMAGE_SOURCES, MOUNT_KINDS, SIZES, WEAPON_ACCURACIES } from "../data/choices";

type Dg = RulesetTypesOf<"degrees">;

/** The parts of a degrees actor a sheet reads; plain enough for a test to build by hand. */
export interface DgSheetActor {
  name: string;
  img: string | null | undefined;
  type: string;
  system: {
    attributes: Record<(typeof ATTRIBUTE_KEYS)[number], number>;
    accuracies: Record<(typeof ACCURACY_KEYS)[number], number>;
    skills: Record<(typeof SKILL_KEYS)[number], number>;
    hp: { value: number; nonLethal: number; stable: boolean };
    chakra: { value: number };
    derived: Dg["derived"];
  };
  items: Iterable<{ id: string | null; name: string; img: string | null | undefined; type: string; system: unknown }>;
}

type Row = { id: string | null; name: string; img: string | null | undefined; system: unknown };

// The degrees item models define these shapes (../data/item); a row reads only what it shows.
function stored<T>(item: Row): T {
  return item.system as T;
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** The icon of a sense's roll button. */
const SENSE_ICONS = { sight: "fa-eye", hearing: "fa-ear-listen" } as const;

/**
 * A check the port offers, as a roll button shows it, or null where the sheet rolls none (Dodge is
 * a difficulty, not a roll); a check that needs a sense has a button for each sense it may use.
 */
function checkOf(checks: readonly Check[], key: string) {
  const check = checks.find((c) => c.key === key);
  if (!check) return null;
  const senses = RULESET_EXTRAS.degrees.checkSenses(key).map((sense) => ({ sense, icon: SENSE_ICONS[sense], label: `SHINOBI.Degrees.Sense.${sense}` }));
  return { key, bonus: signed(check.bonus), formula: `${check.formula} ${signed(check.bonus)}`, senses };
}

function row(item: Row) {
  return { id: item.id ?? "", name: item.name, img: item.img ?? "" };
}

function weaponRow(item: Row) {
  const w = stored<{ accuracy: keyof typeof WEAPON_ACCURACIES; damage: number; critMin: number | null; lethal: boolean; wielded: boolean }>(item);
  return { ...row(item), accuracy: WEAPON_ACCURACIES[w.accuracy], damage: signed(w.damage), critMin: w.critMin, lethal: w.lethal, wielded: w.wielded };
}

/** A limited technique's uses left this scene, and of how many (M4), by item id, as the port counts them. */
export type SceneUsesLeft = ReadonlyMap<string, { left: number; times: number }>;

function techniqueRow(item: Row, sceneUses: SceneUsesLeft) {
  const t = stored<{ action: keyof typeof ACTION_TYPES; chakraCost: number; powerLevel: number; damage: { source: keyof typeof DAMAGE_SOURCES }; defensive: boolean }>(item);
  const uses = sceneUses.get(item.id ?? "") ?? null;
  return { ...row(item), action: ACTION_TYPES[t.action], chakraCost: t.chakraCost, powerLevel: t.powerLevel, damage: DAMAGE_SOURCES[t.damage.source], defensive: t.defensive, sceneUses: uses ? { ...uses, usedUp: uses.left === 0 } : null };
}

function armourRow(item: Row) {
  const a = stored<{ absorption: { value: number; max: number }; worn: boolean }>(item);
  return { ...row(item), absorption: a.absorption, worn: a.worn };
}

function objectRow(item: Row) {
  const o = stored<{ hardness: number; absorption: { value: number; max: number } }>(item);
  return { ...row(item), hardness: o.hardness, absorption: o.absorption };
}

/** Where the HP leave the character (M41), as a badge: the state's label and a class for its colour. */
function hpView(system: DgSheetActor["system"]) {
  const d = system.derived;
  return { value: system.hp.value, max: d.hpMax, nonLethal: system.hp.nonLethal, stable: system.hp.stable, state: d.state, stateLabel: `SHINOBI.Degrees.State.${d.state}`, dying: d.state === "dying" };
}

/**
 * Everything the character and NPC sheets render, from the actor (its stored fields and the numbers
 * the port derived for it), the checks the port offers and the uses a scene it counted; the sheet
 * works out nothing itself.
 */
export function degreesSheetContext(actor: DgSheetActor, checks: readonly Check[], sceneUses: SceneUsesLeft = new Map()) {
  const { system } = actor;
  const d = system.derived;
  const items = [...actor.items];
  const of = (type: string) => items.filter((i) => i.type === type);
  return {
    actor: { name: actor.name, img: actor.img },
    system,
    sizes: SIZES,
    mountKinds: MOUNT_KINDS,
    attributes: ATTRIBUTE_KEYS.map((key) => ({ key, label: `SHINOBI.Degrees.Attribute.${key}`, value: system.attributes[key], check: checkOf(checks, key) })),
    accuracies: ACCURACY_KEYS.map((key) => ({ key, label: `SHINOBI.Degrees.Accuracy.${key}`, value: system.accuracies[key], check: checkOf(checks, key) })),
    skills: SKILL_KEYS.map((key) => ({ key, label: `SHINOBI.Degrees.Skill.${key}`, value: system.skills[key], check: checkOf(checks, key) })),
    derived: [
      { key: "hpMax", value: d.hpMax },
      { key: "chakraMax", value: d.chakraMax },
      { key: "movement", value: d.movementNow === d.movement ? `${d.movement} m` : `${d.movementNow} m (${d.movement} m)` },
      { key: "initiative", value: `${RULESET_EXTRAS.degrees.initiativeDice} ${signed(d.initiativeBonus)}` },
      { key: "dodgeDc", value: d.dodgeDc },
      { key: "reach", value: `${d.reach} m` },
      { key: "armourAbsorption", value: d.armourAbsorption },
    ].map((entry) => ({ ...entry, label: `SHINOBI.Degrees.Derived.${entry.key}` })),
    hp: hpView(system),
    chakra: { value: system.chakra.value, max: d.chakraMax },
    weapons: of("dgWeapon").map(weaponRow),
    techniques: of("dgTechnique").map((item) => techniqueRow(item, sceneUses)),
    armour: of("dgArmour").map(armourRow),
    objects: of("dgObject").map(objectRow),
  };
}
