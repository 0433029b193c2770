import { actionRecord, type IcAction } from "./action";

/**
 * The basic actions anyone can take, with the rules' numbers. Variable-Speed entries carry a
 * default length that the player replaces with the IC they choose. Each is kept as an
 * actionRecord, the layout the simulator's parsed actions share.
 */
export const BASIC_ACTIONS: Readonly<Record<string, IcAction>> = Object.fromEntries(
  Object.entries({
    "Basic Unarmed": { name: "Basic Unarmed", kind: "taijutsu", role: "attack", speed: 8, stamina: 5, damage: { dice: "2d4", stat: "str", type: "blunt" } },
    Dodge: { name: "Dodge", kind: "defensive", role: "dodge", speed: 2, interrupt: true },
    Parry: { name: "Parry", kind: "defensive", role: "parry", speed: 3, interrupt: true },
    Block: { name: "Block", kind: "defensive", role: "block", speed: 5, variable: true, abort: true },
    "Take the Hit": { name: "Take the Hit", kind: "defensive", role: "takeTheHit", speed: 6, interrupt: true },
    Move: { name: "Move", kind: "utility", role: "move", speed: 5, variable: true, abort: true, fixedSpeed: true },
    Rest: { name: "Rest", kind: "utility", role: "rest", speed: 5, fixedSpeed: true },
    "Perform Handseals": { name: "Perform Handseals", kind: "utility", role: "handseals", speed: 6, variable: true, abort: true },
    Hide: { name: "Hide", kind: "utility", role: "hide", speed: 10 },
    "Improve Hiding": { name: "Improve Hiding", kind: "utility", role: "improveHiding", speed: 7 },
    Search: { name: "Search", kind: "utility", role: "search", speed: 6 },
    "Point Out": { name: "Point Out", kind: "utility", role: "pointOut", speed: 3 },
    "Prepare Sneak Attack": { name: "Prepare Sneak Attack", kind: "utility", role: "prepareSneakAttack", speed: 10, variable: true, abort: true },
    "Coup de Grace": { name: "Coup de Grace", kind: "taijutsu", role: "coupDeGrace", speed: 10, delay: 5, fixedSpeed: true },
    Abort: { name: "Abort", kind: "utility", role: "abort", speed: 1 },
    "Multi-Throw": { name: "Multi-Throw", kind: "weapon", role: "attack", speed: 5, multiThrow: { weapon: "shuriken", count: 2 }, damage: { dice: "1d6", stat: "str", type: "piercing" } },
  } satisfies Record<string, IcAction>).map(([name, action]) => [name, actionRecord(action)]),
);

/** The basic action of this name; only the table's own entries count (a name such as "constructor" is none). */
export function basicAction(name: string): IcAction | undefined {
  return Object.hasOwn(BASIC_ACTIONS, name) ? BASIC_ACTIONS[name] : undefined;
}
