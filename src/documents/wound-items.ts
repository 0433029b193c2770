import type { Wound } from "../rules/ic/wounds";

/**
 * Days a wound takes to heal by default. The rules text gives healing in each wound's own
 * entry, which it lacks; these are the system's defaults, editable on each wound item.
 */
export const DEFAULT_HEALING_DAYS: Record<Wound["severity"], number> = { minor: 3, major: 14, severe: 30, critical: 90 };

/** A wound item for an actor, from a wound the rules inflicted; `effect` is its table entry's text. */
export function woundItemData(wound: Wound, effect = "") {
  const where = wound.side ? `${wound.side} ${wound.location}` : wound.location;
  const label = (key: string, fallback: string) => game.i18n?.localize(key) ?? fallback;
  return {
    name: `${label(`SHINOBI.Wound.Severity.${wound.severity}`, wound.severity)} ${label(`SHINOBI.DamageType.${wound.type}`, wound.type).toLowerCase()} — ${where}`,
    type: "wound",
    img: "icons/svg/blood.svg",
    system: { severity: wound.severity, damageType: wound.type, location: where, healing: { days: DEFAULT_HEALING_DAYS[wound.severity], progress: 0 }, modifiers: [], description: effect },
  };
}
