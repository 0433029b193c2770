import { ACTION_ROLES, type ActionRole, type DefenseMode, type IcAction } from "./action";
import type { OngoingAction } from "./combatant";

type StoredDamageType = "blunt" | "slashing" | "piercing" | "energy" | "none";

/** A technique item's system data, as stored. */
export interface TechniqueSource {
  kind: IcAction["kind"];
  /** What the action does when resolved; "auto" reads it off the damage and statuses. */
  role?: ActionRole | "auto";
  speed: number;
  sealSpeed: number;
  stamina: number;
  chakra: number;
  accuracy: number;
  damage: { dice: string; stat: "str" | "cha" | "none"; type: StoredDamageType };
  interrupt: boolean;
  delay: number;
  abort: boolean;
  variable: boolean;
  link: boolean;
  fixedSpeed: boolean;
  upkeep: number;
  aoe: number;
  aoeCentred: boolean;
  knockback: number;
  environmental: boolean;
  /** For a defensive technique: how it protects when picked against an attack. */
  defense?: DefenseMode;
  multiThrow?: { weapon: "none" | "shuriken" | "kunai"; count: number };
  statuses: { kind: NonNullable<IcAction["statuses"]>[number]["kind"]; severity: number; duration: number; roll: NonNullable<IcAction["statuses"]>[number]["roll"]; tn: number }[];
}

/** A weapon item's system data, as stored. */
export interface WeaponSource {
  damage: { dice: string; type: StoredDamageType };
  speed: number;
  stamina: number;
  accuracy: number;
  thrown: boolean;
}

/** What an item looks like to the rules: its name, its type and its stored system data. */
export interface ItemInput {
  name: string;
  type: string;
  system: unknown;
}

function roleOf(s: TechniqueSource, damaging: boolean): ActionRole {
  if (s.role && s.role !== "auto" && ACTION_ROLES.includes(s.role)) return s.role;
  return damaging || s.statuses.length ? "attack" : "other";
}

/** The rules engine's view of a technique item: the same field names, plain data. */
export function techniqueToAction(name: string, s: TechniqueSource): IcAction {
  const damaging = s.damage.dice.trim() !== "";
  return {
    name,
    kind: s.kind,
    role: roleOf(s, damaging),
    speed: s.speed,
    sealSpeed: s.sealSpeed,
    stamina: s.stamina,
    chakra: s.chakra,
    accuracy: s.accuracy,
    ...(damaging ? { damage: s.damage } : {}),
    interrupt: s.interrupt,
    delay: s.delay,
    abort: s.abort,
    variable: s.variable,
    link: s.link,
    fixedSpeed: s.fixedSpeed,
    upkeep: s.upkeep,
    aoe: s.aoe,
    aoeCentred: s.aoeCentred,
    knockback: s.knockback,
    environmental: s.environmental,
    ...(s.kind === "defensive" ? { defense: s.defense ?? "dodge" } : {}),
    ...(s.multiThrow && s.multiThrow.weapon !== "none" ? { multiThrow: { weapon: s.multiThrow.weapon, count: s.multiThrow.count } } : {}),
    statuses: s.statuses.map((st) => ({ kind: st.kind, severity: st.severity, duration: st.duration, roll: st.roll, tn: st.tn })),
  };
}

/** A Basic (Weapon) attack with this weapon: its own dice, Speed, Stamina, Accuracy and damage type, STR for the bonus. */
export function weaponToAction(name: string, w: WeaponSource): IcAction {
  return {
    name,
    kind: "weapon",
    role: "attack",
    speed: w.speed,
    stamina: w.stamina,
    accuracy: w.accuracy,
    damage: { dice: w.damage.dice, stat: "str", type: w.damage.type },
  };
}

/** The action an item stands for, or null for items that are not used as actions (gear, wounds, abilities). */
export function actionFromItem(item: ItemInput): IcAction | null {
  if (item.type === "technique") return techniqueToAction(item.name, item.system as TechniqueSource);
  if (item.type === "weapon") return weaponToAction(item.name, item.system as WeaponSource);
  return null;
}

/**
 * The running action that says a jutsu's handseals are done. Used where seals are not tracked
 * (a technique used outside the timeline, a defensive technique whose seals count in its Speed).
 */
export function sealsAlreadyMade(ic: number): OngoingAction {
  return { name: "Perform Handseals", role: "handseals", startedIc: ic, untilIc: ic };
}
