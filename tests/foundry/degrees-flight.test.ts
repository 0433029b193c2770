import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

/**
 * Flight at the table (M99, M101, M103): a melee attack from the ground reaches a flier only with a
 * way up, stated in the dialog; a flier whose sheet says it cannot hover strikes in melee only with
 * the Moving Attack feat; and a flier put Paralyzed, Unconscious or Impeded by the GM falls at once,
 * its Vigor in damage, Prone, no longer Winged, in one write of HP and effects.
 */
let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

const WINGED = { name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged", source: "flight" } } } };
const create = async (source: object, changes: object = {}) => (await ActorDouble.create(foundry.utils.mergeObject(structuredClone(source), changes, { inplace: false }) as never)) as ActorDouble;
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const statuses = (actor: ActorDouble) => [...(actor.effects as unknown as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]).sort();
const hp = (actor: ActorDouble) => (actor.system as { hp: { value: number } }).hp.value;
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));

async function swing(attacker: ActorDouble, target: ActorDouble, choice: object): Promise<unknown> {
  actAs(harness, "player");
  try {
    return await attack.useItem(attacker as never, itemId(attacker, "Katana"), { targetActorId: target.id, choice });
  } finally {
    actAs(harness, "gm");
  }
}

describe("melee and fliers", () => {
  it("refuses a melee attack from the ground at a flier, and opens it with a way up (M99)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bird = await create(BANDIT_SOURCE, { effects: [WINGED] });
    writes.reset();
    await expect(swing(kiba, bird, {})).rejects.toThrow("The target flies out of reach: melee needs flight or a way to reach up.");
    expect(writes.calls()).toBe(0);
    d8(4, 4);
    expect(await swing(kiba, bird, { reachesUp: true })).toEqual({ opened: true });
  });

  it("lets a flier that cannot hover strike in melee only with the Moving Attack feat (M101)", async () => {
    const bandit = await create(BANDIT_SOURCE);
    const glider = await create(KIBA_SOURCE, { effects: [WINGED], system: { flightHovers: false } });
    await expect(swing(glider, bandit, {})).rejects.toThrow("A flier that cannot hover needs Moving Attack to strike in melee.");
    const trained = await create(KIBA_SOURCE, { effects: [WINGED], system: { flightHovers: false, feats: { movingAttack: true } } });
    d8(4, 4);
    expect(await swing(trained, bandit, {})).toEqual({ opened: true });
  });
});

describe("a flier grounded by the GM (M103)", () => {
  it("falls as Paralyzed is put on it: its Vigor in damage, Prone, Winged gone, in one actor write and one effects batch each way", async () => {
    const bird = await create(BANDIT_SOURCE, { effects: [WINGED] });
    const before = hp(bird);
    const vigor = (bird.system as { derived: { vigor?: number }; attributes: { vigor: number } }).attributes.vigor;
    const api = (harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void> } }).degrees;
    writes.reset();
    await api.applyCondition(bird, { condition: "paralyzed" });
    expect(hp(bird)).toBe(before - vigor);
    expect(statuses(bird)).toEqual(["paralyzed", "prone"]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "ActiveEffect:delete", "ActiveEffect:create"]);
  });
});
