/** The size tags the house rules put on weapons ([Small], [Medium], [Large]); off-hand penalties and Prone use them. */
export type WeaponSize = "small" | "medium" | "large";
/** How a weapon reaches its target (AT2): melee and thrown attacks use Agility, aimed ones Reflexes. */
export type WeaponReach = "melee" | "thrown" | "aimed";

/** A weapon as the attack rules see it. */
export interface Weapon {
  name: string;
  /** The damage rating, XkY. */
  damage: { rolled: number; kept: number };
  size: WeaponSize;
  reach: WeaponReach;
  /**
   * AT4/AT5: whose Strength adds to the damage dice: the wielder's (melee, some ranged), the
   * weapon's own (a bow's Strength, added to the arrow's rating), or none.
   */
  strength: "wielder" | { own: number } | "none";
  /** [Reach]: may give a Strong Position against a foe outside its melee range (AT9). */
  reachTag?: boolean;
}

/** AT6: bare hands, 0k1 plus Strength. */
export const UNARMED: Readonly<Weapon> = Object.freeze({ name: "Unarmed", damage: { rolled: 0, kept: 1 }, size: "small", reach: "melee", strength: "wielder" });

/**
 * C19: the only weapons the texts rate, a default table for the GM to extend. The katana is 3k2
 * (the 4e text; the core example's 2k2 is taken as a slip); Tonfa and Ono come from the house
 * rules. Their sizes are not given anywhere and are our defaults.
 */
export const DEFAULT_WEAPONS: Readonly<Record<string, Weapon>> = {
  katana: { name: "Katana", damage: { rolled: 3, kept: 2 }, size: "medium", reach: "melee", strength: "wielder" },
  tonfa: { name: "Tonfa", damage: { rolled: 0, kept: 3 }, size: "small", reach: "melee", strength: "wielder" },
  ono: { name: "Ono", damage: { rolled: 0, kept: 4 }, size: "large", reach: "melee", strength: "wielder" },
  unarmed: UNARMED,
};

export function isRanged(weapon: Weapon): boolean {
  return weapon.reach !== "melee";
}
