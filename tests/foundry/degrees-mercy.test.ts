import { describe, expect, it } from "vitest";
import { actAs, ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";

/**
 * A mercy strike's aftermath on the card (M61): the victim's Vigor against 10 is shown; when it
 * fails, the attacker (and only whoever commands it) chooses on the card to kill or knock out, once,
 * in one write of the victim.
 */
const world = degreesAttackWorld();

type Card = DgCard;
const PARALYZED = [{ name: "Paralyzed", statuses: ["paralyzed"], flags: { shinobi: { condition: { id: "paralyzed", source: "genjutsu" } } } }];
const itemId = itemIdOf;
const lastCard = (): Card => lastCardIn(world.harness);
const shown = (card: Card) => card.content.replace(/&#x27;/g, "'");
const state = (actor: ActorDouble) => (actor.system as { derived: { state: string } }).derived.state;

async function strike(attackerChanges: object = {}): Promise<{ kiba: ActorDouble; bandit: ActorDouble; card: Card }> {
  const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, ...attackerChanges } as never)) as ActorDouble;
  const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, effects: PARALYZED } as never)) as ActorDouble;
  // The attack's 2d8 (a mercy strike is a critical anyway), then the victim's Vigor: 1 + 1 fails against 10.
  d8(4, 4, 1, 1);
  actAs(world.harness, "gm");
  await world.attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { mercyStrike: true } });
  actAs(world.harness, "gm");
  const card = lastCard();
  d8(4, 4, 4, 4);
  await world.attack.degreesCardStep(card.id, { step: "apply" });
  return { kiba, bandit, card: lastCard() };
}

describe("a mercy strike's fate on the card (M61)", () => {
  it("shows the failed Vigor and the attacker's two choices; Kill takes the victim to the death line, once", async () => {
    const { bandit, card } = await strike();
    expect(shown(card)).toMatch(/Bandit's Vigor \d+ against 10: it fails, and the attacker decides its fate\./);
    expect(card.content).toContain('data-shinobi-step="fate" data-choice="kill"');
    expect(card.content).toContain('data-shinobi-step="fate" data-choice="knockOut"');
    writes.reset();
    actAs(world.harness, "player");
    await world.attack.degreesCardStep(card.id, { step: "fate", choice: "kill" });
    actAs(world.harness, "gm");
    expect(state(bandit)).toBe("dead");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`).slice(0, 2)).toEqual(["ChatMessage:update", "Actor:update"]);
    const after = lastCard();
    expect(after.flags.shinobi.degreesCard.fate).toBe("kill");
    expect(after.content).toContain("Bandit is killed.");
    expect(after.content).not.toContain('data-shinobi-step="fate"');
    await expect(world.attack.degreesCardStep(card.id, { step: "fate", choice: "knockOut" })).rejects.toThrow();
  });

  it("knocks out instead when the attacker says so, and refuses a fate from a user who does not command the attacker, or one it does not know", async () => {
    // The GM's own attacker: the player may not choose its victim's fate.
    const { bandit, card } = await strike({ ownership: { default: 0 } });
    await expect(world.attack.degreesCardStep(card.id, { step: "fate", choice: "maim" })).rejects.toThrow(/step\.choice/);
    writes.reset();
    actAs(world.harness, "player");
    try {
      await expect(world.attack.degreesCardStep(card.id, { step: "fate", choice: "kill" })).rejects.toThrow(/own/);
    } finally {
      actAs(world.harness, "gm");
    }
    expect(writes.calls()).toBe(0);
    await world.attack.degreesCardStep(card.id, { step: "fate", choice: "knockOut" });
    expect(state(bandit)).not.toBe("dead");
    const effects = [...(bandit.effects as unknown as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]);
    expect(effects).toContain("unconscious");
    expect(lastCard().content).toContain("Bandit is knocked out.");
  });
});

describe("a winged mount brought down on the card drops its rider (M61, M103)", () => {
  const WINGED = { name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged", source: "flight" } } } };
  const HELPLESS = { name: "Helpless", statuses: ["helpless"], flags: { shinobi: { condition: { id: "helpless", source: "genjutsu" } } } };
  const statuses = (actor: ActorDouble) => [...(actor.effects as unknown as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]).sort();
  const hp = (actor: ActorDouble) => (actor.system as { hp: { value: number } }).hp.value;

  it("the helpless hawk struck down by Apply falls and throws its Winged rider in the same batch, though the card read only attacker and target", async () => {
    const { dgFight } = await import("./degrees-combat-helpers");
    const { SHINO_SOURCE } = await import("../fixtures/degrees-attack");
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const shino = (await ActorDouble.create({ ...SHINO_SOURCE, effects: [WINGED] } as never)) as ActorDouble;
    const hawk = (await ActorDouble.create({ ...BANDIT_SOURCE, name: "Hawk", effects: [WINGED, HELPLESS] } as never)) as ActorDouble;
    const combat = await dgFight([kiba, shino, hawk], (i) => ({ initiative: [14, 12, 6][i], ...(i === 1 ? { system: { mountedOn: hawk.id } } : {}) }));
    await combat.startCombat();
    (world.harness.game as unknown as { combat: unknown }).combat = combat;
    actAs(world.harness, "gm");
    // The GM allows Kiba a way up to the flier; the attack's 2d8, then the hawk's Vigor: 1 + 1 fails against 10.
    d8(4, 4, 1, 1);
    await world.attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: hawk.id, choice: { mercyStrike: true, reachesUp: true } });
    const card = lastCard();
    const riderHp = hp(shino);
    const vigor = (shino.system as { attributes: { vigor: number } }).attributes.vigor;
    d8(4, 4, 4, 4);
    writes.reset();
    await world.attack.degreesCardStep(card.id, { step: "apply" });
    expect(statuses(hawk)).not.toContain("winged");
    expect(statuses(shino)).toEqual(["prone"]);
    expect(hp(shino)).toBe(riderHp - vigor);
    const riding = combat.fighterOf(combat.combatants.contents.find((c) => c.actorId === shino.id)!)!.state;
    expect(riding.mountedOn).toBeUndefined();
    // The card first, then every fighter the step changed: the combatants in one batch, the actors in one.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`).slice(0, 3)).toEqual(["ChatMessage:update", "Combatant:update", "Actor:update"]);
  });
});
