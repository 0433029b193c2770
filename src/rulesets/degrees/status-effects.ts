import { SYSTEM_ID } from "../../constants";
import { localize } from "../../i18n";
import type { RulesetTypesOf } from "../../rules/registry";
import { degreesOptions } from "./options";
import { degreesExtras, degreesRules } from "./state";

type Dg = RulesetTypesOf<"degrees">;
type StatusId = Dg["conditionId"] | "dead";

/** A core icon for each status the port defines (Foundry ships these under icons/svg); a few share one where core has no closer. */
const STATUS_ICONS: Readonly<Record<StatusId, string>> = {
  debilitated: "icons/svg/degen.svg",
  grabbed: "icons/svg/net.svg",
  afraid: "icons/svg/terror.svg",
  amputated: "icons/svg/blood.svg",
  frightened: "icons/svg/terror.svg",
  terrified: "icons/svg/terror.svg",
  stunned: "icons/svg/daze.svg",
  prone: "icons/svg/falling.svg",
  blind: "icons/svg/blind.svg",
  confused: "icons/svg/mystery-man.svg",
  unaware: "icons/svg/eye.svg",
  stable: "icons/svg/regen.svg",
  exhausted: "icons/svg/sleep.svg",
  fascinated: "icons/svg/aura.svg",
  fatigued: "icons/svg/downgrade.svg",
  feinted: "icons/svg/target.svg",
  flanked: "icons/svg/target.svg",
  impeded: "icons/svg/frozen.svg",
  unconscious: "icons/svg/unconscious.svg",
  defenseless: "icons/svg/cancel.svg",
  paralyzed: "icons/svg/paralysis.svg",
  slow: "icons/svg/downgrade.svg",
  dying: "icons/svg/degen.svg",
  blinded: "icons/svg/blind.svg",
  bleeding: "icons/svg/blood.svg",
  suffocating: "icons/svg/poison.svg",
  deafened: "icons/svg/deaf.svg",
  dizzy: "icons/svg/daze.svg",
  restrained: "icons/svg/net.svg",
  flatFooted: "icons/svg/cancel.svg",
  unprepared: "icons/svg/eye.svg",
  offGuard: "icons/svg/cancel.svg",
  weakened: "icons/svg/degen.svg",
  unbalanced: "icons/svg/falling.svg",
  helpless: "icons/svg/paralysis.svg",
  haste: "icons/svg/wingfoot.svg",
  winged: "icons/svg/wing.svg",
  dead: "icons/svg/skull.svg",
};

/** The icon of a degrees status, as the token HUD and the sheet show it. */
export function statusIcon(id: string): string {
  const img = Object.hasOwn(STATUS_ICONS, id) ? STATUS_ICONS[id as StatusId] : undefined;
  if (img === undefined) throw new Error(`The degrees status "${id}" has no icon`);
  return img;
}

/** The token status list: every condition of the port (M130, M131) and death (M41), each with its icon. */
export function degreesStatusEffects(): { id: string; name: string; img: string }[] {
  return degreesRules.statuses.map((status) => ({ id: status.id, name: status.label, img: statusIcon(status.id) }));
}

/**
 * The effect that holds one condition on an actor: it names the condition and every condition that
 * one brings with it (Terrified: Stunned), so the token shows them all and they come and go
 * together; the rules read the condition itself from the flag, and work out the rest again.
 */
export function conditionEffectData(condition: Dg["conditionInstance"]): ActiveEffect.CreateData {
  const statuses = [condition.id, ...degreesExtras.impliedConditions(condition.id, degreesOptions())];
  return { name: localize(`SHINOBI.Degrees.Condition.${condition.id}`), img: statusIcon(condition.id), statuses, flags: { [SYSTEM_ID]: { condition } } };
}

/** A condition switched on from the token HUD is the same effect applyCondition makes, with no duration: it lasts until removed. */
export function degreesHudStatusData<T extends object>(statusId: string, effectData: T): T {
  const known: readonly string[] = degreesExtras.lists.conditions;
  if (!known.includes(statusId)) return effectData;
  return { ...effectData, ...conditionEffectData(degreesExtras.storedCondition({ id: statusId })) };
}
