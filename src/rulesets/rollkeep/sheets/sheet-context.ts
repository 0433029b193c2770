import type { Check } from "../../../rules/ruleset";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { STANCES, TECHNIQUE_KINDS, TECHNIQUE_RINGS, WEAPON_REACHES } from "../data/choices";
import { poolFormula, thrownExpression } from "../dice/syntax";
import { techniqueRing } from "../roll/rolled";
import { stored } from "../state";
import type { StoredArmor, StoredCharacter, StoredTechnique, StoredWeapon } from "../stored";

/** C1: the port's traits of each elemental ring, in the order the sheet shows them. */
const RING_TRAITS = RULESET_EXTRAS.rollkeep.ringTraits;
type ElementalRingKey = keyof typeof RING_TRAITS;

type Rk = RulesetTypesOf<"rollkeep">;
type Derived = Rk["derived"];
type Variant = Rk["options"]["variant"];

/** The parts of a roll-and-keep actor a sheet reads; plain enough for a test to build by hand. */
export interface RkSheetActor {
  name: string;
  img: string | null | undefined;
  type: string;
  system: StoredCharacter & { derived: Derived };
  items: Iterable<{ id: string | null; name: string; img: string | null | undefined; type: string; system: unknown }>;
}

const ARMOR_TN_PARTS = ["base", "attribute", "armor", "stance", "technique", "misc"] as const satisfies readonly (keyof Derived["armorTn"])[];

/** The formula of a check the port offers, "" if it offers none by that key. */
function formulaOf(checks: readonly Check[], key: string): string {
  return checks.find((c) => c.key === key)?.formula ?? "";
}

/** C1: each elemental ring with its two traits (as stored, and as the rules count them after penalties), then Void; each with its roll. */
function ringsView(system: RkSheetActor["system"], checks: readonly Check[]) {
  const d = system.derived;
  // RING_TRAITS's keys are the four elemental rings.
  const elemental = (Object.keys(RING_TRAITS) as ElementalRingKey[]).map((ring) => ({
    ring,
    label: `SHINOBI.RollKeep.Ring.${ring}`,
    value: d.rings[ring],
    formula: formulaOf(checks, `ring.${ring}`),
    traits: RING_TRAITS[ring].map((key) => ({ key, label: `SHINOBI.RollKeep.Trait.${key}`, value: system.traits[key], effective: d.traits[key], formula: formulaOf(checks, `trait.${key}`) })),
  }));
  return { elemental, void: { value: system.void, ring: d.rings.void, formula: formulaOf(checks, "ring.void") } };
}

/**
 * C3, U4: the penalties on each ring and its traits (Void has none of its own), the wound-track
 * adjustments, and what a ring brought to 0 means (Earth: death; any other: the GM's call).
 */
function adjustmentsView(system: RkSheetActor["system"]) {
  // RING_TRAITS's keys are the four elemental rings.
  const elemental = (Object.keys(RING_TRAITS) as ElementalRingKey[]).map((ring) => ({
    key: ring,
    label: `SHINOBI.RollKeep.Ring.${ring}`,
    value: system.penalties.rings[ring],
    traits: RING_TRAITS[ring].map((key) => ({ key, label: `SHINOBI.RollKeep.Trait.${key}`, value: system.penalties.traits[key] })),
  }));
  const collapse = system.derived.ringCollapse;
  return {
    rings: [...elemental, { key: "void", label: "SHINOBI.RollKeep.Ring.void", value: system.penalties.rings.void, traits: [] }],
    wounds: system.woundAdjustments,
    collapse: collapse === null ? null : `SHINOBI.RollKeep.Adjust.collapse.${collapse}`,
  };
}

/** C9–C13: the wound track, each rank with where it starts and its penalty, the current one marked. */
function woundsView(system: RkSheetActor["system"], variant: Variant) {
  const d = system.derived;
  return {
    taken: system.wounds,
    rank: `SHINOBI.RollKeep.WoundRank.${d.woundRank.rank}`,
    penalty: d.woundRank.penalty,
    // R16: 4e adds the penalty to TNs, the house rules take it off totals.
    penaltyNote: variant === "4e" ? "SHINOBI.RollKeep.Wounds.onTn" : "SHINOBI.RollKeep.Wounds.onTotal",
    nextRankAt: d.nextRankAt,
    track: d.woundTrack.map((step) => ({ label: `SHINOBI.RollKeep.WoundRank.${step.rank}`, from: step.from, penalty: step.penalty, current: step.rank === d.woundRank.rank })),
  };
}

/** C5, C6: the Armor TN and its named parts (a malus as a negative line), and against melee when a condition makes it differ. */
function armorTnView(d: Derived) {
  const tn = d.armorTn;
  const parts = ARMOR_TN_PARTS.filter((p) => tn[p] !== 0).map((p) => ({ label: `SHINOBI.RollKeep.ArmorTn.${p}`, value: tn[p] }));
  return { total: tn.total, againstMelee: tn.againstMelee === tn.total ? null : tn.againstMelee, parts: tn.maluses ? [...parts, { label: "SHINOBI.RollKeep.ArmorTn.maluses", value: -tn.maluses }] : parts };
}

type Row = { id: string | null; name: string; img: string | null | undefined; system: unknown };

function weaponRow(item: Row) {
  const w = stored<StoredWeapon>(item);
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", damage: thrownExpression({ ...w.damage, flat: 0 }), skill: w.skill, reach: WEAPON_REACHES[w.reach], wielded: w.wielded };
}

function armorRow(item: Row) {
  const a = stored<StoredArmor>(item);
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", bonus: a.bonus, reduction: a.reduction, worn: a.worn };
}

function techniqueRow(item: Row) {
  const t = stored<StoredTechnique>(item);
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", kind: TECHNIQUE_KINDS[t.kind], ring: TECHNIQUE_RINGS[t.ring], rolls: techniqueRing(t) !== null };
}

/** The stances offered (those the port allows now), and the one held if it is not among them (the other book's, or one a condition now forbids), so the select shows it. */
function stanceChoices(held: keyof typeof STANCES, offered: readonly (keyof typeof STANCES)[]): Record<string, string> {
  return Object.fromEntries([...offered, ...(offered.includes(held) ? [] : [held])].map((s) => [s, STANCES[s]]));
}

/**
 * Everything the samurai and NPC sheets render, from the actor (its stored fields and the numbers
 * the port derived for it), the checks the port offers and the stances it allows now; the sheet
 * adds nothing of its own.
 */
export function rollkeepSheetContext(actor: RkSheetActor, checks: readonly Check[], variant: Variant, stances: readonly (keyof typeof STANCES)[]) {
  const { system } = actor;
  const d = system.derived;
  const items = [...actor.items];
  const of = (type: string) => items.filter((i) => i.type === type);
  return {
    actor: { name: actor.name, img: actor.img },
    system,
    rings: ringsView(system, checks),
    insightRank: d.insightRank,
    voidPoints: { value: system.voidPoints.value, max: d.voidPointsMax, spent: system.voidPoints.spent },
    skills: system.skills.map((s, index) => ({ index, key: s.key, rank: s.rank, emphases: s.emphases.join(", ") })),
    wounds: woundsView(system, variant),
    adjustments: adjustmentsView(system),
    armorTn: armorTnView(d),
    initiative: poolFormula({ ...d.initiativePool, explodes: true }),
    movement: d.movement,
    stances: stanceChoices(system.stance, stances),
    weapons: of("rkWeapon").map(weaponRow),
    armor: of("rkArmor").map(armorRow),
    techniques: of("rkTechnique").map(techniqueRow),
  };
}
