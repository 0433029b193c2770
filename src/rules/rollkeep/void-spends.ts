import type { RollkeepOptions } from "./options";
import type { PoolSpec } from "./pool";
import type { RollKind } from "./roll-kind";
import { refuseRoll } from "./roll-refusal";

/** Void Points spent on one roll, declared before it. */
export interface VoidSpends {
  /** V4: lift a skill of 0 to 1 for the roll (house rules: Strive, on any roll that cannot explode). */
  strive?: boolean;
  /** V3 / V5: +1k1 to the roll (house rules: Boost). */
  voidBoost?: boolean;
}

/** What the dice of a roll may do before and after the void spends. */
export interface DiceFreedom {
  /** Whether the roll's tens explode (D2, D3). */
  explodes: boolean;
  /** Whether the roll still counts as unskilled: no raises of any kind (R4). */
  unskilled: boolean;
}

/**
 * The pool change and the freedom a roll's void spends bring, refused where the book forbids them.
 * Strive is for a roll whose dice cannot explode: in 4e only an unskilled skill roll, whose skill
 * becomes 1 (+1k0); in the house rules any such roll gets +1k0. Either way the dice now explode,
 * and raises are allowed again unless the option `striveLiftsRaises` is off (V4, the inventory's
 * default reading: yes).
 * The +1k1 is for tests, not damage unless the GM allows it (V3, W10) and never initiative; in the
 * house rules only on dice that can explode (V5).
 */
export function applyVoidSpends(kind: RollKind, spends: VoidSpends, dice: DiceFreedom, options: Pick<RollkeepOptions, "variant" | "voidOnDamage" | "striveLiftsRaises">): { modifier: Partial<PoolSpec>; dice: DiceFreedom } {
  let rolled = 0;
  let kept = 0;
  let freedom = dice;
  if (spends.strive) {
    if (dice.explodes) refuseRoll("strive", { code: "diceExplodeAlready", text: "the dice of this roll already explode" });
    if (options.variant === "4e" && !dice.unskilled) refuseRoll("strive", { code: "striveSkilled", text: "in 4e only an unskilled skill roll can have its skill raised to 1" });
    rolled += 1;
    freedom = { explodes: true, unskilled: options.striveLiftsRaises ? false : dice.unskilled };
  }
  if (spends.voidBoost) {
    if (kind === "initiative") refuseRoll("voidBoost", { code: "boostInitiative", text: "a Void Point never adds dice to initiative" });
    if (kind === "damage" && !options.voidOnDamage) refuseRoll("voidBoost", { code: "boostDamage", text: "a Void Point adds no dice to damage unless the rule option voidOnDamage allows it" });
    if (options.variant === "house" && !freedom.explodes) refuseRoll("voidBoost", { code: "boostNeedsExploding", text: "in the house rules Boost needs dice that can explode" });
    rolled += 1;
    kept += 1;
  }
  return { modifier: { rolled, kept }, dice: freedom };
}
