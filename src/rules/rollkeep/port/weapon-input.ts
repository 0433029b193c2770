import { NOT_NAME, oneOfProblem } from "../../problems";
import { RuleRefusal, type Problem } from "../../refusal";
import type { Weapon, WeaponReach, WeaponSize } from "../attack/weapons";
import { MAX_RATING } from "../character/traits";
import { wholeNumberOf } from "../whole-number";

const SIZES: readonly WeaponSize[] = ["small", "medium", "large"];
const REACHES: readonly WeaponReach[] = ["melee", "thrown", "aimed"];

function refuseWeapon(field: string, problem: Problem): never {
  throw new RuleRefusal("badWeapon", { field }, `weapon.${field}: ${problem.text}`, problem);
}

function choice<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  const known = choices.find((c) => c === value);
  if (known === undefined) refuseWeapon(field, oneOfProblem(choices));
  return known;
}

/** AT4/AT5: the wielder's Strength, a bow's own (`{ own: 3 }`), or none. */
function strengthOf(value: unknown): Weapon["strength"] {
  if (value === undefined || value === "wielder") return "wielder";
  if (value === "none") return "none";
  if (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).join() === "own") {
    return { own: wholeNumberOf("weapon", (value as { own: unknown }).own, "strength.own", 0, MAX_RATING) };
  }
  return refuseWeapon("strength", { code: "notWeaponStrength", text: "must be wielder, none, or { own: N } for a bow's own Strength" });
}

/**
 * A weapon from what an item or a file holds: a name, its damage rating XkY (C19: no rating past
 * the ten dice any roll can throw), its size and reach; every field checked, a RuleRefusal naming
 * the bad one.
 */
export function checkedWeapon(value: unknown): Weapon {
  if (typeof value !== "object" || value === null || Array.isArray(value)) refuseWeapon("weapon", { code: "notMapping", text: "must be a mapping of its fields" });
  // A non-null, non-array object: each field is checked below.
  const w = value as Record<string, unknown>;
  if (typeof w.name !== "string" || w.name.trim() === "") refuseWeapon("name", NOT_NAME);
  if (typeof w.damage !== "object" || w.damage === null || Array.isArray(w.damage)) refuseWeapon("damage", { code: "notWeaponDamage", text: "must be { rolled, kept }" });
  // Checked just above to be a mapping.
  const damage = w.damage as Record<string, unknown>;
  return {
    name: w.name,
    damage: { rolled: wholeNumberOf("weapon", damage.rolled, "damage.rolled", 0, MAX_RATING), kept: wholeNumberOf("weapon", damage.kept, "damage.kept", 0, MAX_RATING) },
    size: choice(w.size ?? "medium", "size", SIZES),
    reach: choice(w.reach ?? "melee", "reach", REACHES),
    strength: strengthOf(w.strength),
    ...(w.reachTag === true ? { reachTag: true } : {}),
  };
}
