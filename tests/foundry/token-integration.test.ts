import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

interface Doc {
  system: { fatigue: { level: number }; fatigueTrack: { value: number; max: number }; vitality: { value: number } };
  effects: Iterable<{ type: string; img: string; _source: { statuses?: string[] } }>;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
}
const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);

describe("token bars", () => {
  it("offers Vitality, HP, Willpower and the Fatigue level as bars for characters and NPCs", () => {
    const trackable = (harness.CONFIG.Actor as unknown as { trackableAttributes: Record<string, { bar: string[]; value: string[] }> }).trackableAttributes;
    for (const type of ["character", "npc"]) expect(trackable[type]?.bar).toEqual(["vitality", "hp", "willpower", "fatigueTrack"]);
    expect(trackable.character?.value).toContain("fatigue.level");
  });

  it("shows the Fatigue level out of 5, and a bar edit changes the level within 0–5", async () => {
    const ino = await create(INO_SOURCE);
    expect(ino.system.fatigueTrack).toEqual({ value: 1, max: 5 });
    await ino.modifyTokenAttribute("fatigueTrack", 2, true, true);
    expect(ino.system.fatigue.level).toBe(3);
    await ino.modifyTokenAttribute("fatigueTrack", 9, false, true);
    expect(ino.system.fatigueTrack).toEqual({ value: 5, max: 5 });
    await ino.modifyTokenAttribute("fatigueTrack", -7, true, true);
    expect(ino.system.fatigue.level).toBe(0);
  });

  it("leaves the other bars to core: a Vitality edit changes Vitality", async () => {
    const ino = await create(INO_SOURCE);
    await ino.modifyTokenAttribute("vitality", -25, true, true);
    expect(ino.system.vitality.value).toBe(375);
  });
});

describe("status icons on tokens", () => {
  it("names the status on the effect the rules create, so the token shows its icon", async () => {
    const ino = await create(INO_SOURCE);
    const { applyStatus } = await import("../../src/rulesets/ic/apply-status");
    await applyStatus(ino as never, { kind: "bleed", severity: 2 });
    const [effect] = [...ino.effects];
    expect(effect).toMatchObject({ type: "status", img: "icons/svg/blood.svg" });
    expect(effect?._source.statuses).toEqual(["bleed"]);
  });
});
