import { fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { SYSTEM_ID } from "../../../constants";
import type { RulesetTypesOf } from "../../../rules/registry";
import { THROWN_COUNT_MAX } from "../data/bounds";
import { degreesRules } from "../state";

type Dg = RulesetTypesOf<"degrees">;
/** What a Draw readies (M70), as the port takes it; the fighter's Ambidexterity is read from its sheet, never sent. */
export type Readying = NonNullable<Dg["choice"]["readying"]>;

/** The port's basic action a Draw item stands for (the maneuvers pack's `flags.shinobi.maneuver`). */
const DRAW_ACTION = "drawWeapon";

/**
 * What can be readied, as the dialog offers it (M70, M82): one weapon, two, thrown weapons (how
 * many), ammunition (free with its weapon drawn this turn), another object, something handed over,
 * a disarmed item.
 */
export const READYINGS = ["weapon", "twoWeapons", "thrown", "ammunition", "ammunitionWithWeapon", "object", "handOver", "disarmed"] as const;
export type ReadyingChoice = (typeof READYINGS)[number];

const KINDS = ["weapon", "thrown", "ammunition", "object", "handOver", "disarmed"] as const satisfies readonly Readying["kind"][];

function flag(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") throw new RequestRefused(field);
  return value;
}

/** What a request says is readied, field by field, anything else refused naming the field (`readying.count`). */
export function readReadying(value: unknown): Readying {
  const given = record(value, "readying");
  const kind = oneOf(fieldOf(given, "kind"), "readying.kind", KINDS);
  switch (kind) {
    case "weapon":
      return { kind, count: integerIn(fieldOf(given, "count"), "readying.count", 1, 2) === 2 ? 2 : 1 };
    case "thrown":
      return { kind, count: integerIn(fieldOf(given, "count"), "readying.count", 1, THROWN_COUNT_MAX) };
    case "ammunition":
      return { kind, weaponDrawnThisTurn: flag(fieldOf(given, "weaponDrawnThisTurn"), "readying.weaponDrawnThisTurn") };
    case "object":
    case "handOver":
    case "disarmed":
      return { kind };
  }
}

/** The Draw dialog's form (`readying`, and `count` for thrown weapons) as what is readied, checked by the same reader as a request. */
export function readyingFromForm(fields: Readonly<Record<string, unknown>>): Readying {
  const chosen = oneOf(fieldOf(fields, "readying"), "readying.kind", READYINGS);
  switch (chosen) {
    case "weapon":
      return readReadying({ kind: "weapon", count: 1 });
    case "twoWeapons":
      return readReadying({ kind: "weapon", count: 2 });
    case "thrown":
      return readReadying({ kind: "thrown", count: fieldOf(fields, "count") });
    case "ammunition":
    case "ammunitionWithWeapon":
      return readReadying({ kind: "ammunition", weaponDrawnThisTurn: chosen === "ammunitionWithWeapon" });
    default:
      return readReadying({ kind: chosen });
  }
}

/** The port's Draw when the item stands for one (the maneuvers pack's, by its data, never its name): its use in a fight asks what is readied; null for any other item. */
export function drawActionOf(item: Item.Implementation): Dg["action"] | null {
  return item.flags[SYSTEM_ID]?.maneuver === DRAW_ACTION ? (degreesRules.basicActions[DRAW_ACTION] ?? null) : null;
}
