import { describe, expect, it } from "vitest";
import { actAs, type ActorDouble } from "../harness";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";

/**
 * A jump attack at a flier at the table (M100): a Charge from the ground at a Winged target is a
 * jump, read by the GM's client from the fighters (never from the request): its Athletics rolled
 * first and named on the card; a critical failure misses, and Apply drops the jumper for its Vigor, Prone.
 */
const world = degreesAttackWorld();
const WINGED = [{ name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged" } } } }];
const conditionsOf = (actor: ActorDouble) => [...(actor.effects as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]);

async function jump(kiba: ActorDouble, flier: ActorDouble, choice: object = { charge: { runMetres: 5 } }): Promise<DgCard> {
  actAs(world.harness, "gm");
  expect(await world.attack.useItem(kiba as never, itemIdOf(kiba, "Katana"), { targetActorId: flier.id, choice: choice as never })).toEqual({ opened: true });
  return lastCardIn(world.harness);
}

describe("a jump attack at a flier (M100)", () => {
  it("names the run's Athletics on the card and goes on to the flier's defence", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const flier = await createDgActor(BANDIT_SOURCE, { effects: WINGED });
    d8(4, 4, 5, 5);
    const card = await jump(kiba, flier);
    expect(card.content).toContain("A jump at the flier: Athletics 8; the jumper lands 1 m past it.");
    expect(card.flags.shinobi.degreesCard.flow.step).toBe("answer");
    expect(card.content).not.toContain("Charge + 1");
  });

  it("misses on a critical failure of the run, and Apply drops the jumper for its Vigor, Prone", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const flier = await createDgActor(BANDIT_SOURCE, { effects: WINGED });
    d8(1, 1, 6, 6);
    const card = await jump(kiba, flier);
    expect(card.content).toContain("The jump at the flier failed: the attack misses, and the jumper falls");
    await world.attack.degreesCardStep(card.id, { step: "apply" } as never);
    expect((kiba.system as { hp: { value: number } }).hp.value).toBe(21 - 2);
    expect(conditionsOf(kiba)).toContain("prone");
  });

  it("is a plain Charge at a target on the ground, whatever the request says of fliers", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const bandit = await createDgActor(BANDIT_SOURCE);
    d8(4, 4);
    const card = await jump(kiba, bandit, { charge: { runMetres: 5, atFlier: true } });
    expect(card.flags.shinobi.degreesCard.flow.jump).toBeNull();
    expect(card.content).toContain("Charge + 1");
  });
});
