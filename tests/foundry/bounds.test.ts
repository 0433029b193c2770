import { beforeAll } from "vitest";
import { bootSystem, type Harness } from "../harness";
import { describeBounds, type Model, type Range } from "../fixtures/schema-bounds";

/*
 * Every number every registered IC data model stores has the range the rules allow
 * (docs/rules-ic.md, "Bounds"); how the check works is in ../fixtures/schema-bounds.ts.
 */

const STATS = Object.fromEntries(["str", "dex", "agi", "res", "cha"].map((s) => [`stats.${s}`, { min: 0, max: 200 }]));
const SKILLS = Object.fromEntries(["chakraControl", "athletics", "toxicology", "stealth", "awareness"].map((s) => [`skills.${s}`, { min: 0, max: 100 }]));
const MODIFIERS = { "modifiers.*.value": { min: -100, max: 100 } };
const IC = { min: 0, max: 1_000_000 };
const OPTIONAL_IC = { ...IC, nullable: true };

const ACTOR: Record<string, Range> = {
  ...STATS,
  xp: { min: 0, max: 100_000 },
  ...SKILLS,
  "vitality.value": { min: 0, max: 10_000 },
  "vitality.max": { min: 0, max: 10_000 },
  "hp.value": { min: -10_000, max: 10_000 },
  "hp.max": { min: 0, max: 10_000 },
  "willpower.value": { min: 0, max: 20 },
  "willpower.max": { min: 0, max: 20 },
  "fatigue.level": { min: 0, max: 5 },
  "fatigue.staminaPenalty": { min: 0, max: 1000 },
  "fatigue.chakraPenalty": { min: 0, max: 1000 },
  upkeep: { min: 0, max: 1000 },
  "stealth.level": { min: 0, max: 3 },
  "stealth.tn": { min: -1000, max: 1000 },
};

/** The declared range of every numeric field, by document name and type. */
const DECLARED: Record<string, Record<string, Range>> = {
  "Actor.character": ACTOR,
  "Actor.npc": ACTOR,
  "Item.technique": {
    speed: { min: 0, max: 100 },
    sealSpeed: { min: 0, max: 100 },
    stamina: { min: 0, max: 200 },
    chakra: { min: 0, max: 200 },
    accuracy: { min: -100, max: 100 },
    "multiThrow.count": { min: 0, max: 20 },
    delay: { min: 0, max: 100 },
    upkeep: { min: 0, max: 200 },
    aoe: { min: 0, max: 100 },
    knockback: { min: 0, max: 100 },
    "statuses.*.severity": { min: 1, max: 100 },
    "statuses.*.duration": { min: 0, max: 1000 },
    "statuses.*.tn": { min: 0, max: 1000 },
    ...MODIFIERS,
  },
  "Item.weapon": { speed: { min: 1, max: 100 }, stamina: { min: 0, max: 200 }, accuracy: { min: -100, max: 100 }, quantity: { min: 0, max: 10_000 }, ...MODIFIERS },
  "Item.equipment": { quantity: { min: 0, max: 10_000 }, ...MODIFIERS },
  "Item.ability": { ...MODIFIERS },
  "Item.wound": { "healing.days": { min: 0, max: 1000 }, "healing.progress": { min: 0, max: 1000 }, ...MODIFIERS },
  "Item.status": { severity: { min: 0, max: 100 }, duration: { min: 0, max: 1000 } },
  "ActiveEffect.status": { severity: { min: 1, max: 100 }, appliedIc: IC, duration: { min: 0, max: 1000, nullable: true }, releasedIc: OPTIONAL_IC },
  "Combat.ic": { currentIc: IC },
  "Combatant.ic": {
    ap: { min: 0, max: 100 },
    tieOrder: { min: 0, max: 10_000 },
    initiativeRoll: { min: -1000, max: 1000 },
    "delayed.resolvesOn": OPTIONAL_IC,
    "variable.startedOn": OPTIONAL_IC,
    "variable.untilIc": OPTIONAL_IC,
    stun: { min: 0, max: 100 },
    "declared.speed": { min: 0, max: 1000 },
    "declared.ic": OPTIONAL_IC,
  },
};

/** Fields that hold free-form data and so have no numeric range, each with the reason that is safe. */
const UNBOUNDED: Record<string, Record<string, string>> = {
  "Combat.ic": {
    "history.*": "snapshots of earlier counts the GM's client wrote itself, only ever restored whole by undo",
    "queued.*": "outcomes the GM's client computed through the rules and queued for the end of the IC; never typed in",
  },
};

let harness: Harness;

beforeAll(async () => {
  harness = await bootSystem();
});

type Doc = { system: unknown; update(changes: Record<string, unknown>): Promise<unknown>; toObject(): { system?: unknown } };

describeBounds({
  declared: DECLARED,
  unbounded: UNBOUNDED,
  models() {
    const configs = harness.CONFIG as unknown as Record<string, { dataModels?: Record<string, Model> }>;
    return ["Actor", "Item", "ActiveEffect", "Combat", "Combatant"].flatMap((doc) => Object.entries(configs[doc]?.dataModels ?? {}).map(([type, model]) => [`${doc}.${type}`, model] as [string, Model]));
  },
  documentOf(key) {
    const [docName, type] = key.split(".") as [string, string];
    const configs = harness.CONFIG as unknown as Record<string, { documentClass: new (data: object) => Doc }>;
    return new configs[docName]!.documentClass({ name: `A ${type}`, type });
  },
  untestedEnds: {
    "Item.technique": { speed: "a Speed of 0 is a link's only; its other ends are tested with the joint rules" },
    "Item.status": { severity: "a status item at severity 0 is a condition's" },
  },
});
