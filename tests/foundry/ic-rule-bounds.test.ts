import { beforeAll, describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../src/rules/registry";
import { bootSystem, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/*
 * The bounds the IC table keeps that are rules (the highest Fatigue level, the AP and
 * multi-throw caps, a pool never above its maximum) are the rules' own, read through the IC
 * extras: the data models' ranges, the token bar and the pool clamp agree with them.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
});

const ic = RULESET_EXTRAS.ic;
type Field = { options: { max?: number }; fields?: Record<string, Field> };
const model = (doc: string, type: string) => (harness.CONFIG as unknown as Record<string, { dataModels: Record<string, { schema: Field }> }>)[doc]!.dataModels[type]!.schema;
const fieldAt = (schema: Field, path: string) => path.split(".").reduce((f, key) => f.fields![key]!, schema);

describe("the IC data models' rule bounds", () => {
  it("store Fatigue up to the rules' highest level", () => {
    for (const type of ["character", "npc"]) expect(fieldAt(model("Actor", type), "fatigue.level").options.max).toBe(ic.fatigueMax);
  });

  it("let the world's Fatigue penalty per level run over the rules' range, from the rules' default", () => {
    const registered = (harness.game.settings as unknown as { settings: Map<string, { default: unknown; range?: { min: number; max: number } }> }).settings.get("shinobi.fatiguePenaltyPerLevel");
    expect(registered?.default).toBe(ic.fatiguePenaltyPerLevel.default);
    expect(registered?.range).toMatchObject({ min: ic.fatiguePenaltyPerLevel.min, max: ic.fatiguePenaltyPerLevel.max });
    expect([ic.fatiguePenaltyPerLevel.min, ic.fatiguePenaltyPerLevel.default]).toEqual([-20, -1]);
  });

  it("store a stealth level up to the rules' highest", () => {
    expect(ic.stealthLevelMax).toBe(3);
    for (const type of ["character", "npc"]) expect(fieldAt(model("Actor", type), "stealth.level").options.max).toBe(ic.stealthLevelMax);
  });

  it("store AP up to the rules' cap at the highest AGI a character may have", () => {
    const agiMax = fieldAt(model("Actor", "character"), "stats.agi").options.max!;
    expect(fieldAt(model("Combatant", "ic"), "ap").options.max).toBe(ic.apCap(agiMax));
  });

  it("store a multi-throw count up to the rules' cap at the highest DEX", () => {
    const dexMax = fieldAt(model("Actor", "character"), "stats.dex").options.max!;
    expect(fieldAt(model("Item", "technique"), "multiThrow.count").options.max).toBe(ic.multiThrowMax(dexMax));
  });
});

describe("edits kept within the rules' bounds", () => {
  it("stops the token's Fatigue bar at the rules' highest level, and shows it as the bar's maximum", async () => {
    type Doc = { system: { fatigue: { level: number }; fatigueTrack: { max: number } }; modifyTokenAttribute(a: string, v: number, delta: boolean, bar: boolean): Promise<unknown> };
    const ino = await (Actor as unknown as { create(d: object): Promise<Doc> }).create(INO_SOURCE);
    expect(ino.system.fatigueTrack.max).toBe(ic.fatigueMax);
    await ino.modifyTokenAttribute("fatigueTrack", ic.fatigueMax + 4, false, true);
    expect(ino.system.fatigue.level).toBe(ic.fatigueMax);
  });

  it("clamps each pool to the range the rules give it", async () => {
    const { clampedValue, POOL_KEYS } = await import("../../src/rulesets/ic/data/actor/pool-limits");
    for (const key of POOL_KEYS) {
      const range = ic.poolRange(key, 40);
      expect([clampedValue(key, 1_000, 40), clampedValue(key, -1_000, 40)]).toEqual([range.max, range.min]);
    }
    // What the clamp lets HP reach is what the rules read as dead.
    expect(ic.hpCondition({ value: clampedValue("hp", -1_000, 40), max: 40 })).toBe("dead");
  });
});
