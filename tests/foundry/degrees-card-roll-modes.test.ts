import { describe, expect, it } from "vitest";
import { actAs, type HarnessUser } from "../harness";
import { BANDIT_SOURCE, FIRE_JET, KIBA_SOURCE, PLAYER, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";

// A private roll mode never hides the attack card from the side that must answer it: the target's
// owners see it, its defence buttons and all, whether the GM or a player rolled in private, blind
// or for themselves.

const world = degreesAttackWorld();

const GM = "gm00000000000000";
const OTHER = "player1111111111";

interface Seen {
  whisper: string[];
  blind: boolean;
  isContentVisible: boolean;
}

/** The card as `user` sees it. */
function seenBy(card: DgCard, user: "gm" | "player" | typeof OTHER): Seen {
  const message = world.harness.game.messages.get(card.id) as unknown as Seen;
  const before = world.harness.game.user;
  if (user === OTHER) world.harness.game.user = world.harness.game.users.get(OTHER) as HarnessUser;
  else actAs(world.harness, user);
  const seen = { whisper: [...message.whisper].sort(), blind: message.blind, isContentVisible: message.isContentVisible };
  world.harness.game.user = before;
  return seen;
}

/** The bandit (the GM's) attacks Kiba (the player's) with the GM's roll mode set to `mode`. */
async function banditAttacksKiba(mode: string): Promise<DgCard> {
  const kiba = await createDgActor(KIBA_SOURCE);
  const bandit = await createDgActor(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, KIBA_SOURCE.items.find((i) => i.name === "Katana")!] });
  actAs(world.harness, "gm");
  await world.harness.game.settings.set("core", "rollMode", mode);
  d8(6, 5);
  expect(await world.attack.useItem(bandit as never, itemIdOf(bandit, "Katana"), { targetActorId: kiba.id, choice: {} })).toEqual({ opened: true });
  return lastCardIn(world.harness);
}

describe("an attack card rolled in private", () => {
  it("stays public when the roll is public", async () => {
    const card = await banditAttacksKiba("publicroll");
    expect(seenBy(card, "player")).toEqual({ whisper: [], blind: false, isContentVisible: true });
  });

  for (const mode of ["gmroll", "blindroll", "selfroll"]) {
    it(`reaches the target's player with its defence buttons when the GM rolls ${mode}`, async () => {
      const card = await banditAttacksKiba(mode);
      expect(seenBy(card, "player")).toEqual({ whisper: [GM, PLAYER].sort(), blind: false, isContentVisible: true });
      expect(card.content).toContain('data-shinobi-step="defend" data-choice="dodge"');
      // The player answers from the card it sees.
      actAs(world.harness, "player");
      await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" });
      expect(lastCardIn(world.harness).flags.shinobi.degreesCard.flow.answer).toBe("dodge");
      expect(seenBy(card, "player").whisper).toContain(PLAYER);
    });
  }

  it("reaches another player's target, and the GM, when a player rolls for themselves; no one else", async () => {
    world.harness.game.users.set(OTHER, { id: OTHER, isGM: false, name: "Other", active: true });
    const kiba = await createDgActor(KIBA_SOURCE);
    const shino = await createDgActor(SHINO_SOURCE, { ownership: { default: 0, [PLAYER]: 0, [OTHER]: 3 } });
    actAs(world.harness, "player");
    await world.harness.game.settings.set("core", "rollMode", "selfroll");
    d8(6, 5);
    expect(await world.attack.useItem(kiba as never, itemIdOf(kiba, "Katana"), { targetActorId: shino.id, choice: {} })).toEqual({ opened: true });
    const card = lastCardIn(world.harness);
    expect(seenBy(card, OTHER)).toEqual({ whisper: [GM, OTHER, PLAYER].sort(), blind: false, isContentVisible: true });
  });

  it("reaches the original attacker's player on the Overcome card the GM's nullifier rolled in private", async () => {
    const kiba = await createDgActor(KIBA_SOURCE, { items: [...KIBA_SOURCE.items, FIRE_JET] });
    const bandit = await createDgActor(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, SHINO_SOURCE.items.find((i) => i.name === "Water Wall")!, SHINO_SOURCE.items.find((i) => i.name === "Water Jet")!], system: { chakra: { value: 30 } } });
    actAs(world.harness, "player");
    await world.harness.game.settings.set("core", "rollMode", "publicroll");
    d8(3, 3);
    expect(await world.attack.useItem(kiba as never, itemIdOf(kiba, "Fire Jet"), { targetActorId: bandit.id, choice: {} })).toEqual({ opened: true });
    const card = lastCardIn(world.harness);
    actAs(world.harness, "gm");
    await world.harness.game.settings.set("core", "rollMode", "gmroll");
    d8(8, 8);
    await world.attack.degreesCardStep(card.id, { step: "defend", choice: "technique", techniqueId: itemIdOf(bandit, "Water Wall") });
    expect(card.flags.shinobi.degreesCard.flow.nullifiedBy).toBe(bandit.id);
    d8(6, 6);
    await world.attack.degreesCardStep(card.id, { step: "overcome", choice: "technique", techniqueId: itemIdOf(bandit, "Water Jet") });
    const follow = lastCardIn(world.harness);
    expect(follow.id).not.toBe(card.id);
    expect(follow.flags.shinobi.degreesCard.flow.targetId).toBe(kiba.id);
    expect(seenBy(follow, "player")).toEqual({ whisper: [GM, PLAYER].sort(), blind: false, isContentVisible: true });
  });

  it("reaches, in a fight, the player of an ally on the target's side, who may step in for it; not a player with no one there", async () => {
    const THIRD = "player2222222222";
    world.harness.game.users.set(OTHER, { id: OTHER, isGM: false, name: "Other", active: true });
    world.harness.game.users.set(THIRD, { id: THIRD, isGM: false, name: "Third", active: true });
    const { dgFight } = await import("./degrees-combat-helpers");
    const kiba = await createDgActor(KIBA_SOURCE);
    const shino = await createDgActor(SHINO_SOURCE, { ownership: { default: 0, [PLAYER]: 0, [OTHER]: 3 } });
    const bandit = await createDgActor(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, KIBA_SOURCE.items.find((i) => i.name === "Katana")!] });
    const thug = await createDgActor(BANDIT_SOURCE, { name: "Thug" });
    const combat = await dgFight([bandit, kiba, shino, thug], (i) => ({ initiative: [14, 12, 10, 8][i] }));
    await combat.startCombat();
    (world.harness.game as unknown as { combat: unknown }).combat = combat;
    actAs(world.harness, "gm");
    await world.harness.game.settings.set("core", "rollMode", "gmroll");
    d8(6, 5);
    expect(await world.attack.useItem(bandit as never, itemIdOf(bandit, "Katana"), { targetActorId: kiba.id, choice: {} })).toEqual({ opened: true });
    const card = lastCardIn(world.harness);
    // Kiba's player and Shino's (an ally who may step in) see it; a third player, with no one in the fight, does not.
    expect(seenBy(card, OTHER)).toEqual({ whisper: [GM, OTHER, PLAYER].sort(), blind: false, isContentVisible: true });
  });
});
