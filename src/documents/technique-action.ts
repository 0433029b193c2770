import type { OngoingAction } from "../rules/ic/combatant";
import type { IcAction } from "../rules/ic/action";

/** A technique item's system data, as stored. */
export interface TechniqueSource {
  kind: IcAction["kind"];
  speed: number;
  sealSpeed: number;
  stamina: number;
  chakra: number;
  accuracy: number;
  damage: { dice: string; stat: "str" | "cha" | "none"; type: "blunt" | "slashing" | "piercing" | "energy" | "none" };
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
  multiThrow?: { weapon: "none" | "shuriken" | "kunai"; count: number };
  statuses: { kind: NonNullable<IcAction["statuses"]>[number]["kind"]; severity: number; duration: number; roll: NonNullable<IcAction["statuses"]>[number]["roll"]; tn: number }[];
}

/** The rules engine's view of a technique item: the same field names, plain data. */
export function techniqueToAction(name: string, s: TechniqueSource): IcAction {
  const damaging = s.damage.dice.trim() !== "";
  return {
    name,
    kind: s.kind,
    role: s.variable ? "other" : damaging || s.statuses.length ? "attack" : s.interrupt ? "dodge" : "other",
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
    ...(s.multiThrow && s.multiThrow.weapon !== "none" ? { multiThrow: { weapon: s.multiThrow.weapon, count: s.multiThrow.count } } : {}),
    statuses: s.statuses.map((st) => ({ kind: st.kind, severity: st.severity, duration: st.duration, roll: st.roll, tn: st.tn })),
  };
}

/** A weapon item's system data, as stored. */
export interface WeaponSource {
  damage: { dice: string; type: "blunt" | "slashing" | "piercing" | "energy" | "none" };
  speed: number;
  stamina: number;
  accuracy: number;
  thrown: boolean;
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

/**
 * The running action that says a jutsu's handseals are done. Used where seals are not tracked
 * (a technique used outside the timeline, a defensive technique whose seals count in its Speed).
 */
export function sealsAlreadyMade(ic: number): OngoingAction {
  return { name: "Perform Handseals", role: "handseals", startedIc: ic, untilIc: ic };
}
