import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, GM, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as ChoiceModule from "../../src/rulesets/degrees/attack/choice";
import type * as DialogModule from "../../src/rulesets/degrees/attack/choice-dialog";

/**
 * Weapon details at the table (M31, M32, M58, M62, M64): what the sheet, the items and the attack
 * dialog hold reaches the card through the GM's client, as a player's request asks for it. Kiba:
 * Strength 4 and Dexterity 5 (halves 2 and 3), Melee 5, Ranged 4; a katana of 3, martial.
 */
let harness: Harness;
let choice: typeof ChoiceModule;
let dialog: typeof DialogModule;
let requestCount = 0;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  choice = await import("../../src/rulesets/degrees/attack/choice");
  dialog = await import("../../src/rulesets/degrees/attack/choice-dialog");
});

type Flow = NonNullable<DegreesCardState["flow"]>;
const SHURIKEN = { name: "Shuriken", type: "dgWeapon", system: { damage: 1, weight: "light", accuracy: "ranged", thrown: true, thrownCount: 3, quantity: 9 } };
const STRIKE = { name: "Strike", type: "dgTechnique", flags: { shinobi: { maneuver: "strike" } }, system: { action: "standard", accuracy: "melee", damage: { source: "melee", base: 0, fixed: 0 }, lethal: false, range: { type: "touch", metres: 1 } } };
const trait = (name: string, unarmedDamage: number) => ({ name, type: "dgTechnique", system: { action: "free", range: { type: "personal", metres: 0 }, unarmedDamage } });
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

async function kibaWith(system: object = {}, items: object[] = []): Promise<{ kiba: ActorDouble; bandit: ActorDouble }> {
  const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, system: { ...KIBA_SOURCE.system, ...system }, items: [...KIBA_SOURCE.items, ...items] } as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
  return { kiba, bandit };
}

async function send(payload: unknown): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `weapons${(requestCount += 1)}`;
  await harness.game.socket.sendAs(PLAYER, "system.shinobi", { type: "request", id, gm: GM, name: "dgAttack", payload });
  return harness.game.socket.answersTo(PLAYER).find((a) => a.id === id);
}

/** The player's attack with Kiba's item at the bandit, asked over the socket: the card's flow, checked to be the one request's writes. */
async function attackWith(kiba: ActorDouble, bandit: ActorDouble, itemName: string, chosen: object = {}): Promise<Flow> {
  diceBox.source = fixedDice([6, 5].map((f) => face(f, 8)));
  writes.reset();
  const answer = await send({ actor: kiba.id, itemId: kiba.items.find((i) => i.name === itemName)!.id, target: bandit.id, choice: chosen, rollMode: "publicroll" });
  expect(answer?.ok, answer?.error).toBe(true);
  // Outside a fight nothing of the attacker changes: the card alone is written.
  expect(trail()).toEqual(["ChatMessage:create"]);
  const message = [...(harness.game.messages as unknown as Iterable<{ flags: { shinobi: { degreesCard: DegreesCardState } } }>)].at(-1)!;
  return message.flags.shinobi.degreesCard.flow;
}

/** The request is refused with a message matching `reason`, writing and posting nothing. */
async function refused(payload: object, reason: RegExp): Promise<void> {
  const posted = harness.game.messages.size;
  writes.reset();
  const answer = await send(payload);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
  expect(harness.game.messages.size).toBe(posted);
}

describe("the dialog's weapon fields", () => {
  it("reads the base damage change, both hands and two weapons into the choice, leaving out a 0", () => {
    expect(choice.choiceFromForm({ damageAdjustment: 0, bothHands: false, twoWeapons: false })).toEqual({});
    expect(choice.choiceFromForm({ damageAdjustment: -2, bothHands: true, twoWeapons: true })).toEqual({ damageAdjustment: -2, bothHands: true, twoWeapons: true });
    expect(() => choice.choiceFromForm({ damageAdjustment: 1.5 })).toThrow("choice.damageAdjustment is not valid");
    // No more than a weapon's whole damage either way: a request cannot claim +1000.
    expect(choice.choiceFromForm({ damageAdjustment: 20 })).toEqual({ damageAdjustment: 20 });
    expect(() => choice.choiceFromForm({ damageAdjustment: 21 })).toThrow("choice.damageAdjustment is not valid");
    expect(() => choice.choiceFromForm({ damageAdjustment: -1000 })).toThrow("choice.damageAdjustment is not valid");
  });

  it("renders them, worded in the world's language", async () => {
    const app = new dialog.AttackChoiceDialog("Shuriken", "Bandit");
    await app.render({ force: true } as never);
    const html = Object.values((app as unknown as { parts: Record<string, string> }).parts).join("");
    for (const name of ["damageAdjustment", "bothHands", "twoWeapons"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("Thrown from both hands");
    expect(html).not.toMatch(/SHINOBI\./);
    // A ranged attack shows no reach; a melee one its reach (M62).
    expect(html).not.toContain("dg-reach");
    const melee = new dialog.AttackChoiceDialog("Yari", "Bandit", 2);
    await melee.render({ force: true } as never);
    expect(Object.values((melee as unknown as { parts: Record<string, string> }).parts).join("")).toContain("Reach 2 m: only a target this close can be struck.");
  });
});

describe("weapon details on the card, through the GM's client", () => {
  it("changes the base before the degree by the choice's increase or reduction (M32)", async () => {
    const { kiba, bandit } = await kibaWith();
    expect((await attackWith(kiba, bandit, "Katana")).base).toBe(5);
    // A raise is the table's grant (the GM's by default): this world lets its players state it.
    await harness.game.settings.set("shinobi", "dgTableGrants", "players");
    expect((await attackWith(kiba, bandit, "Katana", { damageAdjustment: 2 })).base).toBe(7);
    expect((await attackWith(kiba, bandit, "Katana", { damageAdjustment: -9 })).base).toBe(0);
  });

  it("compares the sheet's Weapon Training with the weapon's category: −3 by itself without it (M58)", async () => {
    const trained = await kibaWith();
    expect((await attackWith(trained.kiba, trained.bandit, "Katana")).roll).toMatchObject({ natural: 11, total: 16 });
    const untrained = await kibaWith({ proficiencies: { martial: false, special: false } });
    const flow = await attackWith(untrained.kiba, untrained.bandit, "Katana");
    expect(flow.roll).toMatchObject({ natural: 11, total: 13 });
    // A simple weapon needs no training.
    expect((await attackWith(untrained.kiba, untrained.bandit, "Unarmed Strike")).roll).toMatchObject({ total: 16 });
  });

  it("throws the listed count for the weapon damage once; both hands double it and the shuriken flying (M64, E12)", async () => {
    const { kiba, bandit } = await kibaWith({}, [SHURIKEN]);
    expect(await attackWith(kiba, bandit, "Shuriken")).toMatchObject({ base: 4, profile: { projectiles: 3 } });
    expect(await attackWith(kiba, bandit, "Shuriken", { bothHands: true })).toMatchObject({ base: 5, profile: { projectiles: 6 } });
    await refused({ actor: kiba.id, itemId: kiba.items.find((i) => i.name === "Katana")!.id, target: bandit.id, choice: { bothHands: true }, rollMode: "publicroll" }, /only a thrown weapon/);
  });

  it("strikes with two weapons only with the Two-Weapon Fighting feat, the refusal shown (M62)", async () => {
    const without = await kibaWith();
    await refused({ actor: without.kiba.id, itemId: without.kiba.items.find((i) => i.name === "Katana")!.id, target: without.bandit.id, choice: { twoWeapons: true }, rollMode: "publicroll" }, /Two-Weapon Fighting feat/);
    const feat = await kibaWith({ feats: { quickDraw: false, twoWeaponFighting: true, ambidexterity: false } });
    expect((await attackWith(feat.kiba, feat.bandit, "Katana", { twoWeapons: true })).base).toBe(5);
  });

  it("gives the unarmed Strike the best of the sheet's unarmed damage sources, never their sum (M31, E11)", async () => {
    const bare = await kibaWith({}, [STRIKE]);
    expect((await attackWith(bare.kiba, bare.bandit, "Strike")).base).toBe(2);
    const { kiba, bandit } = await kibaWith({}, [STRIKE, trait("Iron Fist", 2), trait("Juuken", 3)]);
    expect((await attackWith(kiba, bandit, "Strike")).base).toBe(5);
    // The katana's strike is a weapon's: no unarmed source reaches it.
    expect((await attackWith(kiba, bandit, "Katana")).base).toBe(5);
  });

  it("gives the same to a weapon marked as bare hands, as the weapons pack's Unarmed Strike is (M31)", async () => {
    const FISTS = { name: "Fists", type: "dgWeapon", system: { damage: 0, weight: "light", accuracy: "melee", lethal: false, unarmed: true } };
    const { kiba, bandit } = await kibaWith({}, [FISTS, trait("Iron Fist", 2), trait("Juuken", 3)]);
    expect((await attackWith(kiba, bandit, "Fists")).base).toBe(5);
    // Kiba's own Unarmed Strike is not marked: it stays a weapon of 0.
    expect((await attackWith(kiba, bandit, "Unarmed Strike")).base).toBe(2);
  });
});

describe("forged weapon fields", () => {
  it.each([
    ["a base damage change past its bound", { damageAdjustment: 5000 }, /choice\.damageAdjustment is not valid/],
    ["a base damage change that is no whole number", { damageAdjustment: "2" }, /choice\.damageAdjustment is not valid/],
    ["both hands that is no flag", { bothHands: "yes" }, /choice\.bothHands is not valid/],
    ["two weapons that is no flag", { twoWeapons: 1 }, /choice\.twoWeapons is not valid/],
  ])("refuses %s, naming the field, writing nothing", async (_what, forged, reason) => {
    const { kiba, bandit } = await kibaWith();
    await refused({ actor: kiba.id, itemId: kiba.items.find((i) => i.name === "Katana")!.id, target: bandit.id, choice: forged, rollMode: "publicroll" }, reason);
  });
});
