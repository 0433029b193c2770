import { beforeAll } from "vitest";
import { bootSystem, type Harness } from "../harness";
import { registerDegreesModels } from "../fixtures/degrees";
import { describeBounds, type Model, type Range } from "../fixtures/schema-bounds";

/*
 * Every number the degrees data models store has the range docs/rules-degrees.md ("Documents")
 * gives it; how the check works is in ../fixtures/schema-bounds.ts.
 */

const zeroTo = (max: number): Range => ({ min: 0, max });
const each = (group: string, keys: string[], range: Range) => Object.fromEntries(keys.map((key) => [`${group}.${key}`, range]));

const ACTOR: Record<string, Range> = {
  ...each("attributes", ["strength", "dexterity", "vigor", "spirit", "intelligence"], zeroTo(30)),
  campaignLevel: zeroTo(20),
  ...each("accuracies", ["melee", "ranged", "dodge", "anticipate"], zeroTo(30)),
  ...each("skills", ["notice", "stealth", "search", "acrobatics", "athletics", "medicine", "animalHandling", "escape", "intimidate"], zeroTo(30)),
  "hp.value": { min: -10_000, max: 10_000 },
  "hp.nonLethal": zeroTo(10_000),
  "chakra.value": zeroTo(10_000),
  bodyHardness: zeroTo(100),
};

const ABSORPTION = { "absorption.value": zeroTo(1000), "absorption.max": zeroTo(1000) };

const DECLARED: Record<string, Record<string, Range>> = {
  "Actor.dgCharacter": ACTOR,
  "Actor.dgNpc": ACTOR,
  "Item.dgWeapon": { damage: zeroTo(20), critMin: { min: 12, max: 16, nullable: true }, thrownCount: { min: 1, max: 20 }, hardness: { ...zeroTo(100), nullable: true }, quantity: zeroTo(10_000) },
  "Item.dgTechnique": {
    chakraCost: zeroTo(1000),
    powerLevel: zeroTo(20),
    "damage.base": zeroTo(1000),
    "damage.fixed": zeroTo(1000),
    "range.metres": zeroTo(1000),
    area: zeroTo(1000),
    ignoreHardness: zeroTo(100),
  },
  "Item.dgArmour": ABSORPTION,
  "Item.dgObject": { hardness: zeroTo(100), ...ABSORPTION },
};

const LEFT_NEEDS_MAX = "what is left cannot pass the maximum, another field (tested in degrees-documents.test.ts)";

let harness: Harness;
let models: [string, Model][];

beforeAll(async () => {
  harness = await bootSystem();
  // A model class is walked through the harness's field doubles, which the walker's own Field shape describes.
  models = (await registerDegreesModels(harness)).map((model) => [`${model.metadata.documentName}.${model.metadata.type}`, model as unknown as Model]);
});

type Doc = { system: unknown; update(changes: Record<string, unknown>): Promise<unknown>; toObject(): { system?: unknown } };

describeBounds({
  declared: DECLARED,
  models: () => models,
  documentOf(key) {
    const [docName, type] = key.split(".") as [string, string];
    const configs = harness.CONFIG as unknown as Record<string, { documentClass: new (data: object) => Doc }>;
    return new configs[docName]!.documentClass({ name: `A ${type}`, type });
  },
  untestedEnds: { "Item.dgArmour": { "absorption.value": LEFT_NEEDS_MAX }, "Item.dgObject": { "absorption.value": LEFT_NEEDS_MAX } },
});
