import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import { format, hasKey, localize } from "../../i18n";

type Wound = RulesetTypesOf<"ic">["combatant"]["wounds"][number];


/** A wound item's system data as stored. */
export interface StoredWound {
  severity: Wound["severity"];
  damageType: Wound["type"] | "none";
  location: string;
  side: "left" | "right" | "";
  pool: Wound["pool"];
  description: string;
}

/** The rules' view of a wound item. */
export function woundFromItem(s: StoredWound): Wound {
  return { severity: s.severity, type: s.damageType === "none" ? "blunt" : s.damageType, location: s.location, side: s.side || null, pool: s.pool };
}

/** A location in the world's language: the system's own spots have a name in each language, a GM's own is shown as its table writes it. */
function locationName(location: string): string {
  const key = `SHINOBI.Wound.Location.${location}`;
  return hasKey(key) ? localize(key) : location;
}

/**
 * Where a wound is, in the world's language: the table's location, with its side where it has
 * one (a format key, since languages put the side before or after the place).
 */
export function woundPlace(wound: Pick<Wound, "location" | "side">): string {
  const location = locationName(wound.location);
  return wound.side ? format("SHINOBI.Wound.sidedLocation", { side: localize(`SHINOBI.Wound.Side.${wound.side}`), location }) : location;
}

/** A wound item for an actor, from a wound the rules inflicted; its description is its table entry's effect. */
export function woundItemData(wound: Wound) {
  return {
    name: format("SHINOBI.Wound.itemName", { severity: localize(`SHINOBI.Wound.Severity.${wound.severity}`), type: localize(`SHINOBI.DamageType.${wound.type}`).toLowerCase(), place: woundPlace(wound) }),
    type: "wound" as const,
    img: "icons/svg/blood.svg",
    system: { severity: wound.severity, damageType: wound.type, location: wound.location, side: wound.side ?? "", pool: wound.pool, healing: { days: RULESET_EXTRAS.ic.healingDays[wound.severity], progress: 0 }, modifiers: [], description: wound.effect ?? "" },
  };
}
