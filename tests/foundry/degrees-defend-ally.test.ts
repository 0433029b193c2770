import { describe, expect, it } from "vitest";
import { writes, type ActorDouble } from "../harness";
import { PLAYER } from "../fixtures/degrees-attack";
import { d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { expectAllRefused } from "../fixtures/requests";
import { clickAsPlayer, fireJet as fireJetAt } from "./degrees-fire-jet";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

// Defending an ally with a technique (M71) and Overcome after a Nullify (M75) on documents: the
// bandit's Fire Jet (katon, Power Level 2: base 1 + 2 = 3) at Kiba; Shino, Kiba's ally and the
// player's too, nullifies it with Water Wall, then overcomes it with Water Jet (suiton, Power
// Level 3: base 2 + 3 = 5, +2 for water over fire, so 4 more than the jet's 3).

const world = degreesAttackWorld();

const written = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const stored = (actor: ActorDouble) => actor.system as { chakra: { value: number } };
const fightData = (combat: DgCombat, actor: ActorDouble) => combat.combatants.contents.find((c) => c.actorId === actor.id)!.system as unknown as { actions: { standard: boolean; movement: boolean } };

const fireJet = (atShino = false) => fireJetAt(world, atShino);
const click = (card: DgCard, step: object) => clickAsPlayer(world, card, step);

describe("an ally defends with a technique on the card (M71)", () => {
  it("lists Shino's Water Wall under the target's defences, and Shino's player nullifies the jet: chakra and standard action paid out of turn", async () => {
    const { combat, kiba, shino, card } = await fireJet();
    const wall = itemIdOf(shino, "Water Wall");
    expect(card.content).toContain(`data-shinobi-step="aid" data-choice="technique" data-protector="${shino.id}" data-technique-id="${wall}">Defend with Water Wall</button>`);
    writes.reset();
    d8(8, 8);
    await click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: wall });
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update", "Actor:update"]);
    expect(stored(shino).chakra.value).toBe(16);
    expect(fightData(combat, shino).actions).toMatchObject({ standard: false, movement: true });
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: kiba.id, step: "done", nullifiedBy: shino.id, aid: { kind: "technique", technique: "Water Wall", by: shino.id, for: kiba.id, success: true } });
    expect(card.content.replace(/&#x27;/g, "'")).toContain("Shino steps in for Kiba (Water Wall): 20 against the attack's 8, done.");
  });

  it("refuses a defence Shino cannot pay or the player does not command, writing nothing", async () => {
    const { shino, bandit, card } = await fireJet();
    await shino.update({ "system.chakra.value": 2 } as never);
    writes.reset();
    await expect(click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: itemIdOf(shino, "Water Wall") })).rejects.toThrow("Water Wall costs 4 chakra; only 2 is left.");
    await expect(click(card, { step: "aid", choice: "technique", protectorActorId: bandit.id, techniqueId: itemIdOf(bandit, "Earth Wall") })).rejects.toThrow("You can only act for combatants you own.");
    await expect(click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: itemIdOf(shino, "Water Jet") })).rejects.toThrow(/technique/);
    expect(writes.calls()).toBe(0);
    expect(card.flags.shinobi.degreesCard.flow.aid).toBeNull();
  });
});

describe("Overcome after the Nullify (M75)", () => {
  it("offers Shino Water Jet (base 4) and refuses Water Fist (touch); the click opens the follow-up card at the bandit, at −3", async () => {
    const { combat, shino, bandit, card } = await fireJet();
    d8(8, 8);
    await click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: itemIdOf(shino, "Water Wall") });
    const jet = itemIdOf(shino, "Water Jet");
    expect(card.content).toContain(`data-shinobi-step="overcome" data-choice="technique" data-technique-id="${jet}">Overcome with Water Jet (base 4)</button>`);
    expect(card.content).toMatch(/data-technique-id="[^"]+" class="refused" disabled title="Overcoming needs two techniques of the same range type\.">Water Fist/);
    writes.reset();
    d8(6, 6);
    await click(card, { step: "overcome", choice: "technique", techniqueId: jet });
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update", "ChatMessage:create"]);
    // Only the movement action: no chakra again.
    expect(stored(shino).chakra.value).toBe(16);
    expect(fightData(combat, shino).actions).toMatchObject({ standard: false, movement: false });
    const follow = lastCardIn(world.harness);
    expect(follow.id).not.toBe(card.id);
    expect(follow.flags.shinobi.degreesCard.item.name).toBe("Overcome: Water Jet");
    expect(follow.flags.shinobi.degreesCard.flow).toMatchObject({ attackerId: shino.id, targetId: bandit.id, base: 4, step: "answer", roll: { natural: 12, total: 12 + 3 - 3, modifiers: [{ label: "overcome", value: -3 }] } });
    expect(follow.content).toContain("Overcome − 3");
    expect(card.content).toContain("Shino overcame it with Water Jet: see the next card.");
    writes.reset();
    await expect(click(card, { step: "overcome", choice: "technique", techniqueId: jet })).rejects.toThrow("This technique has already been overcome.");
    expect(writes.calls()).toBe(0);
  });

  it("offers it to a target that nullified for itself too, and opens the follow-up at the bandit", async () => {
    const { harness } = world;
    const { shino, bandit, card } = await fireJet(true);
    d8(8, 8);
    await click(card, { step: "defend", choice: "technique", techniqueId: itemIdOf(shino, "Water Wall") });
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: shino.id, answer: "technique", nullifiedBy: shino.id, aid: null });
    const jet = itemIdOf(shino, "Water Jet");
    expect(card.content).toContain(`data-technique-id="${jet}">Overcome with Water Jet (base 4)</button>`);
    d8(5, 5);
    await click(card, { step: "overcome", choice: "technique", techniqueId: jet });
    expect(lastCardIn(harness).flags.shinobi.degreesCard.flow).toMatchObject({ attackerId: shino.id, targetId: bandit.id, base: 4, roll: { natural: 10, total: 10 } });
  });

  it("refuses forged Overcome and ally-defence requests: not the nullifier's, not a technique, bad fields", async () => {
    const { kiba, shino, bandit, card } = await fireJet();
    const jet = itemIdOf(shino, "Water Jet");
    const wall = itemIdOf(shino, "Water Wall");
    // Nothing nullified yet: no Overcome.
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [
      [{ messageId: card.id, step: { step: "overcome", choice: "technique", techniqueId: jet } }, /no longer open|not open/i],
      [{ messageId: card.id, step: { step: "overcome", choice: "dodge", techniqueId: jet } }, /step\.choice/],
      [{ messageId: card.id, step: { step: "overcome", choice: "technique", techniqueId: "../x" } }, /step\.techniqueId/],
      [{ messageId: card.id, step: { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: wall, move: true } }, /step\.move/],
      [{ messageId: card.id, step: { step: "aid", choice: "technique", protectorActorId: shino.id } }, /step\.techniqueId/],
      [{ messageId: card.id, step: { step: "aid", choice: "technique", protectorActorId: bandit.id, techniqueId: itemIdOf(bandit, "Earth Wall") } }, /only act for combatants you own/],
      [{ messageId: card.id, step: { step: "aid", choice: "technique", protectorActorId: kiba.id, techniqueId: itemIdOf(kiba, "Fire Bolt") } }, /technique/i],
    ]);
    d8(8, 8);
    await click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: wall });
    // Nullified by Shino: Kiba's Fire Bolt is not Shino's to overcome with, nor Shino's wall a technique to attack with.
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [
      [{ messageId: card.id, step: { step: "overcome", choice: "technique", techniqueId: itemIdOf(kiba, "Fire Bolt") } }, /technique/i],
      [{ messageId: card.id, step: { step: "overcome", choice: "technique", techniqueId: wall } }, /technique/i],
    ]);
  });
});
