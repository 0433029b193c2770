import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

/**
 * Camouflage at the table (M112, M113): a Sensor (the sheet's feat) attacks a target hidden in
 * total camouflage it has not located, where anyone else cannot; an area attack the GM says covers
 * the camouflaged zone carries that into the attack, and only an area attack may.
 */
let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

const BLAST = { name: "Blast", type: "dgTechnique", system: { action: "standard", chakraCost: 2, powerLevel: 1, accuracy: "ranged", damage: { source: "ninpou", base: 0, fixed: 0 }, range: { type: "ranged", metres: 20 }, area: 4 } };
const HIDDEN = { around: { camouflage: ["total"], located: false } };
const create = async (source: object, changes: object = {}) => (await ActorDouble.create(foundry.utils.mergeObject(structuredClone(source), changes, { inplace: false }) as never)) as ActorDouble;
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastCard = () => [...(harness.game.messages as unknown as Iterable<{ flags: { shinobi: { degreesCard: DegreesCardState } } }>)].at(-1)!.flags.shinobi.degreesCard;
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));

async function swing(attacker: ActorDouble, item: string, target: ActorDouble, choice: object): Promise<DegreesCardState> {
  actAs(harness, "player");
  try {
    await attack.useItem(attacker as never, itemId(attacker, item), { targetActorId: target.id, choice });
  } finally {
    actAs(harness, "gm");
  }
  return lastCard();
}

describe("camouflage and the attacker's senses", () => {
  it("lets a Sensor's attack reach a target in total camouflage it has not located (M112); anyone else's is decided a miss", async () => {
    const bandit = await create(BANDIT_SOURCE);
    d8(6, 5);
    const blind = await swing(await create(KIBA_SOURCE), "Katana", bandit, HIDDEN);
    expect(RULESETS.degrees.attack.stage(blind.flow).awaitsAnswer).toBe(false);
    d8(6, 5);
    const sensed = await swing(await create(KIBA_SOURCE, { system: { feats: { sensor: true } } }), "Katana", bandit, HIDDEN);
    expect(RULESETS.degrees.attack.stage(sensed.flow).awaitsAnswer).toBe(true);
  });

  it("carries an area attack's cover of the camouflaged zone into the attack (M113), and refuses it on any other, writing nothing", async () => {
    const kiba = await create(KIBA_SOURCE);
    await kiba.createEmbeddedDocuments("Item", [BLAST] as never);
    const bandit = await create(BANDIT_SOURCE);
    writes.reset();
    await expect(swing(kiba, "Katana", bandit, { around: { camouflage: ["partial"], areaCoversCamouflage: true } })).rejects.toThrow("Only an area attack can cover a camouflaged zone.");
    expect(writes.calls()).toBe(0);
    d8(6, 5);
    const card = await swing(kiba, "Blast", bandit, { around: { camouflage: ["partial"], areaCoversCamouflage: true } });
    expect(card.flow.profile.areaCoversCamouflage).toBe(true);
  });
});
