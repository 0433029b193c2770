import type { Check } from "../../../rules/ruleset";
import type { RulesetTypesOf } from "../../../rules/registry";
import { STAT_KEYS, TECHNIQUE_KINDS } from "../data/choices";
import { SKILL_KEYS } from "../data/actor/shinobi-actor-data";

type CombatValues = RulesetTypesOf<"ic">["derived"];

/** The parts of an actor a sheet reads; plain enough for a test to build by hand. */
export interface SheetActor {
  name: string;
  img: string | null | undefined;
  system: {
    stats: Record<string, number>;
    xp: number;
    skills: Record<string, number>;
    vitality: { value: number; max: number };
    hp: { value: number; max: number };
    willpower: { value: number; max: number };
    fatigue: { level: number; staminaPenalty: number; chakraPenalty: number };
    derived: CombatValues;
  };
  items: Iterable<{ id: string | null; name: string; img: string | null | undefined; type: string; system: unknown }>;
}

interface TechniqueRow {
  id: string;
  name: string;
  img: string;
  /** "8", or "+4" for a link; variable-Speed actions show a label instead. */
  speed: string;
  variable: boolean;
  costs: string;
  accuracy: number;
}

/** Derived values shown on the stats tab, in reading order, each with its label key. */
const DERIVED_ROWS: readonly (keyof CombatValues)[] = [
  "initiativeBonus",
  "accuracy",
  "accuracyRollBonus",
  "dodgeBonus",
  "parryBonus",
  "staminaBonus",
  "chakraBonus",
  "strDamageBonus",
  "chaDamageBonus",
  "apCap",
  "movementPerIc",
  "genjutsuOffenseBonus",
  "genjutsuDefenseBonus",
];

function techniqueRow(item: { id: string | null; name: string; img: string | null | undefined; system: unknown }): TechniqueRow {
  const s = item.system as { speed: number; variable: boolean; link: boolean; stamina: number; chakra: number; accuracy: number; sealSpeed: number };
  const speed = s.link ? `+${s.speed}` : String(s.speed);
  const costs = [s.stamina ? `ST ${s.stamina}` : "", s.chakra ? `CK ${s.chakra}` : "", s.sealSpeed ? `SS ${s.sealSpeed}` : ""].filter(Boolean).join(" · ");
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", speed, variable: s.variable, costs, accuracy: s.accuracy };
}

/** Everything the character sheet templates render, built from the actor and the checks the port offers it. */
export function characterSheetContext(actor: SheetActor, checks: readonly Check[]) {
  const items = [...actor.items];
  const techniques = items.filter((i) => i.type === "technique");
  const techniqueGroups = Object.entries(TECHNIQUE_KINDS)
    .map(([kind, label]) => ({
      kind,
      label,
      techniques: techniques.filter((t) => (t.system as { kind: string }).kind === kind).map(techniqueRow),
    }))
    .filter((g) => g.techniques.length > 0);
  return {
    actor: { name: actor.name, img: actor.img },
    system: actor.system,
    stats: STAT_KEYS.map((key) => ({ key, label: `SHINOBI.Stat.${key}`, value: actor.system.stats[key] ?? 0 })),
    skills: SKILL_KEYS.map((key) => ({ key, label: `SHINOBI.Skill.${key}`, value: actor.system.skills[key] ?? 0 })),
    // Skills have their own roll buttons; the derived checks get a row of their own.
    checks: checks.filter((c) => !(SKILL_KEYS as readonly string[]).includes(c.key)).map(({ key, label }) => ({ key, label })),
    derived: DERIVED_ROWS.map((key) => ({ key, label: `SHINOBI.Derived.${key}`, value: Math.round(actor.system.derived[key] * 100) / 100 })),
    techniqueGroups,
    inventory: items.filter((i) => i.type === "weapon" || i.type === "equipment").map((i) => ({ id: i.id ?? "", name: i.name, img: i.img ?? "", type: i.type })),
  };
}
