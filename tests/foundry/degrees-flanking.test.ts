import { describe, expect, it } from "vitest";
import { actAs, SceneDouble, type ActorDouble } from "../harness";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { BANDIT_SOURCE, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { expectAllRefused } from "../fixtures/requests";

/**
 * Flanking read from the board (M60): when a melee attack opens, the GM's client looks at the
 * tokens; an ally of the attacker's disposition who can attack, next to the target on exactly the
 * opposite side, makes the target Flanked against this attack (−1 on defence), named on the card.
 * No request can claim it, and a Flanked the GM already put on against this attacker is not
 * counted twice.
 */
const world = degreesAttackWorld();
const FRIENDLY = 1;
const HOSTILE = -1;

/** Kiba (friendly) left of the bandit, and Aiko (friendly) wherever the test puts her, on the viewed scene of 100-pixel cells. */
async function board(aikoAt: { x: number; y: number; disposition?: number; hidden?: boolean }, aikoChanges: object = {}, gridType = 1, kibaHidden = false) {
  const kiba = await createDgActor(KIBA_SOURCE);
  const bandit = await createDgActor(BANDIT_SOURCE);
  const aiko = await createDgActor(KIBA_SOURCE, { name: "Aiko", ...aikoChanges });
  const token = (actor: ActorDouble, x: number, y: number, disposition: number, hidden = false) => ({ actorId: actor.id, actorLink: true, x, y, width: 1, height: 1, disposition, hidden });
  const scene = (await SceneDouble.create({ name: "Bridge", grid: { size: 100, type: gridType }, tokens: [token(kiba, 400, 500, FRIENDLY, kibaHidden), token(bandit, 500, 500, HOSTILE), token(aiko, aikoAt.x, aikoAt.y, aikoAt.disposition ?? FRIENDLY, aikoAt.hidden)] } as never)) as SceneDouble;
  world.harness.game.scenes.viewed = scene;
  return { kiba, bandit, aiko };
}

async function katana(kiba: ActorDouble, bandit: ActorDouble, choice: object = {}): Promise<DgCard> {
  actAs(world.harness, "player");
  try {
    expect(await world.attack.useItem(kiba as never, itemIdOf(kiba, "Katana"), { targetActorId: bandit.id, choice })).toEqual({ opened: true });
  } finally {
    actAs(world.harness, "gm");
  }
  return lastCardIn(world.harness);
}

/** The bandit's Dodge against the card: the difficulty the card shows. */
async function dodgeDifficulty(card: DgCard): Promise<string> {
  await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" } as never);
  return /against difficulty (\d+)/.exec(lastCardIn(world.harness).content)?.[1] ?? "none";
}

describe("flanking read from the tokens (M60)", () => {
  it("flanks the bandit with an ally on the opposite side: named on the card, −1 on its Dodge", async () => {
    const { kiba, bandit } = await board({ x: 600, y: 500 });
    d8(4, 3);
    const card = await katana(kiba, bandit);
    expect(card.flags.shinobi.degreesCard.flow.flanked).toBe(true);
    expect(card.content).toContain("Bandit is flanked: an ally stands on the opposite side");
    // 9 + Dodge 2 − 1.
    expect(await dodgeDifficulty(card)).toBe("10");
  });

  it("does not flank from a cell beside the opposite one, nor with a foe's token, nor with an ally who cannot attack", async () => {
    const cases = [{ at: { x: 600, y: 400 } }, { at: { x: 600, y: 500, disposition: HOSTILE } }, { at: { x: 600, y: 500 }, changes: { effects: [{ name: "Stunned", statuses: ["stunned"], flags: { shinobi: { condition: { id: "stunned" } } } }] } }];
    for (const { at, changes } of cases) {
      const { kiba, bandit } = await board(at, changes);
      d8(4, 3);
      const card = await katana(kiba, bandit);
      expect(card.flags.shinobi.degreesCard.flow.flanked).toBe(false);
      expect(card.content).not.toContain("is flanked");
      expect(await dodgeDifficulty(card)).toBe("11");
    }
  });

  it("does not flank with a hidden token, nor on a hex grid, where sides are not a square's", async () => {
    for (const [at, grid] of [[{ x: 600, y: 500, hidden: true }, 1], [{ x: 600, y: 500 }, 2]] as const) {
      const { kiba, bandit } = await board(at, {}, grid);
      d8(4, 3);
      expect((await katana(kiba, bandit)).flags.shinobi.degreesCard.flow.flanked).toBe(false);
    }
  });

  it("flanks no ranged attack", async () => {
    const { kiba, bandit } = await board({ x: 600, y: 500 });
    d8(4, 3);
    actAs(world.harness, "player");
    try {
      await world.attack.useItem(kiba as never, itemIdOf(kiba, "Fire Bolt"), { targetActorId: bandit.id, choice: {} });
    } finally {
      actAs(world.harness, "gm");
    }
    expect(lastCardIn(world.harness).flags.shinobi.degreesCard.flow.flanked).toBe(false);
  });

  it("counts a Flanked the GM put on against this attacker once, not again for the board", async () => {
    const { kiba, bandit } = await board({ x: 600, y: 500 });
    await (world.harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void> } }).degrees.applyCondition(bandit, { condition: "flanked", favours: kiba.id, meleeOnly: true });
    d8(4, 3);
    expect(await dodgeDifficulty(await katana(kiba, bandit))).toBe("10");
  });

  it("refuses a request that claims the target flanked, naming the field, and writes nothing", async () => {
    const { kiba, bandit } = await board({ x: 700, y: 500 });
    await expectAllRefused(world.harness, PLAYER, "dgAttack", [[{ actor: kiba.id, itemId: itemIdOf(kiba, "Katana"), target: bandit.id, choice: { around: { flanked: true } }, rollMode: "publicroll" }, /choice\.around\.flanked/]]);
  });
});

describe("an unseen attacker as the board shows it (M111)", () => {
  it("takes a player's word that the target cannot see it only when its token is hidden, which says so by itself", async () => {
    const open = await board({ x: 700, y: 500 });
    await expect(katana(open.kiba, open.bandit, { around: { unseen: true } })).rejects.toThrow(/choice\.around\.unseen/);
    const hidden = await board({ x: 700, y: 500 }, {}, 1, true);
    d8(4, 3);
    expect((await katana(hidden.kiba, hidden.bandit)).content).toContain("Bandit cannot see the attacker");
  });
});
