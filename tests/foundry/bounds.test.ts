import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem, registerModels, writes, type Harness } from "../harness";

/*
 * Every number every data model stores has the range the rules allow (docs/rules-ic.md, "Bounds";
 * docs/rules-rollkeep.md and docs/rules-degrees.md, "Documents"): the booted ruleset's models, and
 * roll-and-keep's and degrees', registered beside them since those rulesets have no other Foundry
 * pieces to boot into yet. The schemas are walked, not listed by hand: a new numeric field fails here until its
 * range is declared below, and a field holding free-form data must be listed with the reason it
 * needs no range.
 *
 * The harness refuses a number outside its field's range; Foundry v13 cleans it to the nearest
 * end as it is written (and rounds a fraction in a whole-number field). Either way nothing out of
 * range is stored, and text or a broken joint rule is refused with the field named.
 */

interface Range {
  min: number;
  max: number;
  /** null is allowed (an IC not set yet, a status lasting until removed, a weapon's own critical range unset). */
  nullable?: boolean;
}

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

const RATING = { min: 1, max: 10 };
const RK_CHARACTER: Record<string, Range> = {
  ...Object.fromEntries(["awareness", "reflexes", "willpower", "stamina", "intelligence", "agility", "perception", "strength"].map((t) => [`traits.${t}`, RATING])),
  void: RATING,
  insightRank: { min: 0, max: 10 },
  "skills.*.rank": { min: 0, max: 10 },
  "voidPoints.value": { min: 0, max: 10 },
  "voidPoints.round": { min: 0, max: 100_000_000, nullable: true },
  wounds: { min: 0, max: 10_000 },
  // C3: a penalty takes at most a whole rating; U4: only absurd adjustments are refused.
  ...Object.fromEntries(["awareness", "reflexes", "willpower", "stamina", "intelligence", "agility", "perception", "strength"].map((t) => [`penalties.traits.${t}`, { min: 0, max: 10 }])),
  ...Object.fromEntries(["air", "earth", "fire", "water", "void"].map((r) => [`penalties.rings.${r}`, { min: 0, max: 10 }])),
  "woundAdjustments.penaltyReduction": { min: 0, max: 100 },
  "woundAdjustments.extraWoundsPerRank": { min: 0, max: 100 },
};
const RK_ARMOR = { min: 0, max: 100 };

const zeroTo = (max: number): Range => ({ min: 0, max });
const each = (group: string, keys: string[], range: Range) => Object.fromEntries(keys.map((key) => [`${group}.${key}`, range]));
const DG_ACTOR: Record<string, Range> = {
  ...each("attributes", ["strength", "dexterity", "vigor", "spirit", "intelligence"], zeroTo(30)),
  campaignLevel: zeroTo(20),
  ...each("accuracies", ["melee", "ranged", "dodge", "anticipate"], zeroTo(30)),
  ...each("skills", ["notice", "stealth", "search", "acrobatics", "athletics", "medicine", "animalHandling", "escape", "intimidate"], zeroTo(30)),
  "hp.value": { min: -10_000, max: 10_000 },
  "hp.nonLethal": zeroTo(10_000),
  "chakra.value": zeroTo(10_000),
  // M51: the soldier pills eaten since the last rest.
  "chakra.pills": zeroTo(99),
  bodyHardness: zeroTo(100),
};
/** A roll-and-keep moment (`round × 10,000 + slot`, up to the end of round 100,000,000) and a round. */
const RK_MOMENT = zeroTo(100_000_000 * 10_000 + 9_999);
const RK_ROUND = zeroTo(100_000_000);
const DG_ABSORPTION = { "absorption.value": zeroTo(1000), "absorption.max": zeroTo(1000) };

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
  "Actor.rkSamurai": { ...RK_CHARACTER, "school.rank": { min: 0, max: 10 } },
  "Actor.rkNpc": { ...RK_CHARACTER, "armor.bonus": RK_ARMOR, "armor.reduction": RK_ARMOR },
  "Item.rkWeapon": { "damage.rolled": { min: 0, max: 10 }, "damage.kept": { min: 0, max: 10 }, ownStrength: { min: 0, max: 10 } },
  "Item.rkArmor": { bonus: RK_ARMOR, reduction: RK_ARMOR },
  "Actor.dgCharacter": DG_ACTOR,
  "Actor.dgNpc": DG_ACTOR,
  "Item.dgWeapon": { damage: zeroTo(20), critMin: { min: 12, max: 16, nullable: true }, thrownCount: { min: 1, max: 20 }, hardness: { ...zeroTo(100), nullable: true }, quantity: zeroTo(10_000) },
  "Item.dgTechnique": {
    chakraCost: zeroTo(1000),
    powerLevel: zeroTo(20),
    "damage.base": zeroTo(1000),
    "damage.fixed": zeroTo(1000),
    "range.metres": zeroTo(1000),
    area: zeroTo(1000),
    ignoreHardness: zeroTo(100),
    // M52: the chakra a hit drains.
    "drain.amount": zeroTo(1000),
    "perScene.times": zeroTo(99),
    unarmedDamage: zeroTo(20),
  },
  "Item.dgArmour": DG_ABSORPTION,
  "Item.dgObject": { hardness: zeroTo(100), ...DG_ABSORPTION },
  "Item.rkTechnique": { "modifiers.*.rolled": { min: -10, max: 10 }, "modifiers.*.kept": { min: -10, max: 10 }, "modifiers.*.flat": { min: -100, max: 100 } },
  "Combat.rk": { moment: RK_MOMENT, "duel.firstStriker": { min: 0, max: 1, nullable: true }, "duel.freeRaises": zeroTo(10_000), "duel.calls.*": zeroTo(10) },
  "Combatant.rk": {
    tieOrder: zeroTo(4999),
    slot: { ...zeroTo(4999), nullable: true },
    stanceTakenIn: RK_ROUND,
    stanceAtRoundStartTakenIn: RK_ROUND,
    focusUsedIn: { ...RK_ROUND, nullable: true },
    fullDefenseBonus: zeroTo(10_000),
    "turn.at": { ...RK_MOMENT, nullable: true },
    "turn.simple": zeroTo(2),
    "turn.complex": zeroTo(2),
    "turn.downPaid": zeroTo(10_000),
    "turn.extraAttacks": zeroTo(10_000),
    "turn.moved": zeroTo(10_000),
    "turn.moveCap": { ...zeroTo(10_000), nullable: true },
    ...Object.fromEntries(["dazed", "stunned"].flatMap((id) => [[`recovery.${id}.failures`, zeroTo(100)], [`recovery.${id}.endsAfterRound`, { min: 1, max: 100_000_000, nullable: true }]])),
    "credits.downs": zeroTo(10_000),
    "credits.kills": zeroTo(10_000),
    "guarding.round": RK_ROUND,
    "held.voidRound": { ...RK_ROUND, nullable: true },
  },
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
  "Combat.rk": { "duel.assessed.*": "each duelist's Assessment as the port returned it on the GM's client; read back only to hand its Focus bonus and the facts it earned to the port" },
  "Combatant.rk": { "turn.free": "the Free Actions taken this turn by action key, as the port's turn budget holds them; written only by the GM's client from the port's result" },
  "Combat.ic": {
    "history.*": "snapshots of earlier counts the GM's client wrote itself, only ever restored whole by undo",
    "queued.*": "outcomes the GM's client computed through the rules and queued for the end of the IC; never typed in",
  },
};

interface Field {
  options: { integer?: boolean; min?: number; max?: number; nullable?: boolean };
  fields?: Record<string, Field>;
  element?: Field;
}

interface Walked {
  numbers: Map<string, Field>;
  opaque: string[];
  /** For a path inside a list, the list's path and element field. */
  lists: Map<string, { listPath: string; element: Field }>;
}

let harness: Harness;
let fieldClasses: Record<string, new (...args: never[]) => unknown>;

/** Every numeric and free-form field in a schema, by dotted path ("*" for a list's elements). */
function walk(field: Field, path: string, out: Walked, list?: { listPath: string; element: Field }): Walked {
  const { NumberField, SchemaField, ArrayField, ObjectField } = fieldClasses;
  if (field instanceof SchemaField!) for (const [key, child] of Object.entries(field.fields ?? {})) walk(child, path ? `${path}.${key}` : key, out, list);
  else if (field instanceof ArrayField!) walk(field.element!, `${path}.*`, out, { listPath: path, element: field.element! });
  else if (field instanceof NumberField!) {
    out.numbers.set(path, field);
    if (list) out.lists.set(path, list);
  } else if (field instanceof ObjectField!) out.opaque.push(path);
  return out;
}

type Model = { schema: Field };
function registeredModels(): [string, Model][] {
  const configs = harness.CONFIG as unknown as Record<string, { dataModels?: Record<string, Model> }>;
  return ["Actor", "Item", "ActiveEffect", "Combat", "Combatant"].flatMap((doc) => Object.entries(configs[doc]?.dataModels ?? {}).map(([type, model]) => [`${doc}.${type}`, model] as [string, Model]));
}

const walked = (model: Model) => walk(model.schema, "", { numbers: new Map(), opaque: [], lists: new Map() });

beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
  registerModels(harness, (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
  fieldClasses = (globalThis as unknown as { foundry: { data: { fields: typeof fieldClasses } } }).foundry.data.fields;
});

describe("every numeric field of every data model", () => {
  it("has a declared range for every registered model, and none for a model that is gone", () => {
    expect(registeredModels().map(([key]) => key).sort()).toEqual(Object.keys(DECLARED).sort());
  });

  it("is a whole number with the declared floor and ceiling, nullable only where declared", () => {
    for (const [key, model] of registeredModels()) {
      const { numbers } = walked(model);
      const declared = DECLARED[key] ?? {};
      expect([...numbers.keys()].sort(), `${key}: numeric fields`).toEqual(Object.keys(declared).sort());
      for (const [path, field] of numbers) {
        const range = declared[path]!;
        expect(field.options, `${key} ${path}`).toMatchObject({ integer: true, min: range.min, max: range.max, nullable: range.nullable ?? false });
        expect(range.min <= range.max, `${key} ${path}`).toBe(true);
      }
    }
  });

  it("holds free-form data only where listed, with a reason", () => {
    for (const [key, model] of registeredModels()) {
      expect(walked(model).opaque.sort(), `${key}: free-form fields`).toEqual(Object.keys(UNBOUNDED[key] ?? {}).sort());
    }
  });
});

type Doc = { system: unknown; update(changes: Record<string, unknown>): Promise<unknown>; toObject(): { system?: unknown } };

/** A fresh document of a model's type, with its defaults. */
function documentOf(key: string): Doc {
  const [docName, type] = key.split(".") as [string, string];
  const configs = harness.CONFIG as unknown as Record<string, { documentClass: new (data: object) => Doc }>;
  return new configs[docName]!.documentClass({ name: `A ${type}`, type });
}

const readPath = (object: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], object);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The update that writes `value` at `path`: straight to the field, or (inside a list) a one-element list holding it. */
function updateFor(path: string, value: unknown, walk: Walked): Record<string, unknown> {
  const list = walk.lists.get(path);
  if (!list) return { [`system.${path}`]: value };
  // A list of plain numbers: the one element is the value itself.
  if (path === `${list.listPath}.*`) return { [`system.${list.listPath}`]: [value] };
  const element = (list.element as unknown as { clean(v: unknown): Record<string, unknown> }).clean({});
  const rest = path.slice(list.listPath.length + 3).split(".");
  let node = element;
  for (const k of rest.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[rest.at(-1)!] = value;
  return { [`system.${list.listPath}`]: [element] };
}

const cases = Object.entries(DECLARED).flatMap(([key, fields]) =>
  Object.entries(fields).flatMap(([path, range]) => [
    [key, path, range.max + 1, `must be at most ${range.max}`],
    [key, path, range.min - 1, `must be at least ${range.min}`],
    [key, path, range.min + 0.5, "must be an integer"],
    ...(range.nullable ? [] : [[key, path, null, "may not be null"]]),
  ] as [string, string, number | null, string][]),
);

describe("an update outside a field's range", () => {
  it.each(cases)("%s %s = %s is refused, naming the field, and writes nothing", async (key, path, value, problem) => {
    const model = registeredModels().find(([k]) => k === key)![1];
    const doc = documentOf(key);
    const before = structuredClone(doc.toObject().system);
    const shown = structuredClone(readPath(doc.system, path.split(".*")[0]!));
    writes.reset();
    const named = path.replace("*", "0");
    await expect(doc.update(updateFor(path, value, walked(model)))).rejects.toThrow(new RegExp(`${escape(named)}: ${escape(problem)}`));
    expect(writes.calls()).toBe(0);
    expect(doc.toObject().system).toEqual(before);
    expect(readPath(doc.system, path.split(".*")[0]!)).toEqual(shown);
  });

  it("is accepted at both ends of the range", async () => {
    for (const [key, fields] of Object.entries(DECLARED)) {
      const model = registeredModels().find(([k]) => k === key)![1];
      for (const [path, range] of Object.entries(fields)) {
        // A technique's Speed of 0 is a link's only; its other ends are tested with the joint rules.
        if (key === "Item.technique" && path === "speed") continue;
        // A status item at severity 0 is a condition's.
        if (key === "Item.status" && path === "severity") continue;
        // Void Points and the Void Ring hold each other in (V1); their ends are tested with the joint rules.
        if (key.startsWith("Actor.rk") && (path === "void" || path === "voidPoints.value")) continue;
        // What is left of an absorption cannot pass its maximum, another field; tested with the joint rules.
        if (key.startsWith("Item.dg") && path === "absorption.value") continue;
        for (const value of [range.min, range.max, ...(range.nullable ? [null] : [])]) {
          const doc = documentOf(key);
          await doc.update(updateFor(path, value, walked(model)));
          const stored = readPath(doc.toObject().system, path.replace("*", "0"));
          // A pool's value shows within its maximum (see bounds-pools.test.ts); the stored number is what was written.
          expect(stored, `${key} ${path} = ${value}`).toBe(value);
        }
      }
    }
  });
});
