import { describe, expect, it } from "vitest";
import { actAs, type ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { createDgActor, d8, degreesAttackWorld, lastCardIn, type DgCard } from "../fixtures/degrees-card";

/**
 * A technique that drains chakra on the attack card (M52, M53, M89, E10): the drain is shown as a
 * step after the damage, and Apply writes it with the rest in the target's one update; one
 * already at 0 chakra dies of a drain of half its pool or more.
 */
const world = degreesAttackWorld();

type Card = DgCard;
const KIKAICHU = (drain: object) => ({ name: "Kikaichu", type: "dgTechnique", system: { action: "standard", chakraCost: 0, accuracy: "melee", damage: { source: "none", base: 0, fixed: 0 }, range: { type: "touch", metres: 1 }, drain } });
const create = createDgActor;
const stored = (actor: ActorDouble) => actor.system as { hp: { value: number }; chakra: { value: number } };
const lastCard = (): Card => lastCardIn(world.harness);
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

/** Kiba (the player's) with Kikaichu, at the bandit (16 chakra at most) with `chakra` left; the card after the bandit Dodges a natural 11 (degree 2). */
async function drained(drain: object, chakra: number): Promise<{ bandit: ActorDouble; card: Card }> {
  const kiba = await create(KIBA_SOURCE);
  await kiba.createEmbeddedDocuments("Item", [KIKAICHU(drain)] as never);
  const bandit = await create(BANDIT_SOURCE, { system: { chakra: { value: chakra } } });
  d8(6, 5);
  actAs(world.harness, "player");
  const used = await world.attack.useItem(kiba as never, kiba.items.find((i) => i.name === "Kikaichu")!.id, { targetActorId: bandit.id, choice: {} });
  expect(used).toEqual({ opened: true });
  const card = lastCard();
  actAs(world.harness, "gm");
  await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" } as never);
  return { bandit, card };
}

describe("a draining technique on the attack card", () => {
  it("shows the drain by degree after the hit and Apply writes it in the target's one update", async () => {
    const { bandit, card } = await drained({ amount: 4, byDegree: true }, 16);
    // Handlebars escapes the "=" it prints.
    expect(card.content.replace(/&#x3D;/g, "=")).toContain("Chakra drained from Bandit: 4 × degree 2 = 8 (never divided among partners).");
    expect(stored(bandit).chakra.value).toBe(16);
    writes.reset();
    await world.attack.degreesCardStep(card.id, { step: "apply" } as never);
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(stored(bandit).chakra.value).toBe(8);
  });

  it("kills a target already at 0 chakra with a drain of half its pool (E10), leaving the threshold on the card", async () => {
    const { bandit, card } = await drained({ amount: 8 }, 0);
    expect(card.content).toContain("Chakra drained from Bandit: 8");
    writes.reset();
    await world.attack.degreesCardStep(card.id, { step: "apply" } as never);
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update", "ActiveEffect:create"]);
    expect(stored(bandit).hp.value).toBe(-21);
    expect(card.content).toMatch(/HP threshold crossed: active → dead/);
  });

  it("leaves one at 0 chakra alive, Exhausted, when the drain is short of half its pool", async () => {
    const { bandit, card } = await drained({ amount: 7 }, 0);
    await world.attack.degreesCardStep(card.id, { step: "apply" } as never);
    expect(stored(bandit).hp.value).toBeGreaterThan(0);
    expect([...(bandit.effects as Iterable<{ statuses: Set<string> }>)].flatMap((e) => [...e.statuses])).toContain("exhausted");
  });
});
