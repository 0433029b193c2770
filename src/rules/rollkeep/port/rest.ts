import { RuleRefusal } from "../../refusal";
import { restedVoidPoints } from "../character/void-points";
import { deprivationEffects } from "../conditions/deprivation";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { deriveNow } from "./readings";

/**
 * V1, CO5: a night's rest refills the Void Points to the Void Ring (after penalties, C3), with no
 * spends on record; a character who has gone a day or more without food gets none back from it
 * (meditation still would: that is the GM's to grant). A RuleRefusal `restRefused` says why.
 */
export function restVoidPoints(c: RollkeepCombatant, options: RollkeepOptions): RollkeepCombatant {
  const derived = deriveNow(c, options);
  const fasting = deprivationEffects("fasting", c.conditions.fasting?.days ?? 0, { stamina: derived.traits.stamina, earth: derived.rings.earth }, options.variant);
  if (fasting.noVoidFromRest) throw new RuleRefusal("restRefused", { id: c.id }, `rest of ${c.id}: fasting`, { code: "restWhileFasting", text: "a day without food brings no Void Points back from rest" });
  return { ...c, voidPoints: restedVoidPoints(derived.rings.void) };
}
