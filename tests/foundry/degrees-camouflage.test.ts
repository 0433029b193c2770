import { describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { actAs, type ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn } from "../fixtures/degrees-card";

/**
 * Camouflage at the table (M112, M113): a Sensor (the sheet's feat) attacks a target hidden in
 * total camouflage it has not located, where anyone else cannot; an area attack the GM says covers
 * the camouflaged zone carries that into the attack, and only an area attack may.
 */
const world = degreesAttackWorld();

const BLAST = { name: "Blast", type: "dgTechnique", system: { action: "standard", chakraCost: 2, powerLevel: 1, accuracy: "ranged", damage: { source: "ninpou", base: 0, fixed: 0 }, range: { type: "ranged", metres: 20 }, area: 4 } };
const HIDDEN = { around: { camouflage: ["total"], located: false } };
const create = createDgActor;
const itemId = itemIdOf;
const lastCard = (): DegreesCardState => lastCardIn(world.harness).flags.shinobi.degreesCard;

async function swing(attacker: ActorDouble, item: string, target: ActorDouble, choice: object): Promise<DegreesCardState> {
  actAs(world.harness, "player");
  try {
    await world.attack.useItem(attacker as never, itemId(attacker, item), { targetActorId: target.id, choice });
  } finally {
    actAs(world.harness, "gm");
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
