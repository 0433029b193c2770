import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESET_EXTRAS } from "../../src/rules/registry";
import { degreesOptions } from "../../src/rulesets/degrees/options";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { combatantIdOf, dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as AttackModule from "../../src/rulesets/degrees/attack";
import type * as CombatModule from "../../src/rulesets/degrees/combat";

// A partner on documents (M84–M88): Kiba (the player's) with Akamaru, a hound the GM keeps, linked
// on the tracker as Kiba's partner, against a bandit. The hound rolls no initiative, is listed
// under Kiba, acts in Kiba's turn for Kiba's player, and shares Kiba's divisor and limits.

let harness: Harness;
let attack: typeof AttackModule;
let combatModule: typeof CombatModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
  combatModule = await import("../../src/rulesets/degrees/combat");
});

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { degreesCard: DegreesCardState } };
}
interface StoredFight {
  actions: { standard: boolean; movement: boolean };
  partnerOf: string;
  tieOrder: number;
  uses: Record<string, number>;
}

const HOUND_SOURCE = {
  name: "Akamaru",
  type: "dgNpc",
  system: {
    attributes: { strength: 3, dexterity: 4, vigor: 2, spirit: 1, intelligence: 1 },
    campaignLevel: 1,
    accuracies: { melee: 4, ranged: 0, dodge: 4, anticipate: 2 },
    skills: { notice: 5 },
    hp: { value: 16, nonLethal: 0, stable: false },
    chakra: { value: 13 },
  },
  items: [{ name: "Bite", type: "dgWeapon", system: { damage: 1, weight: "light", accuracy: "melee" } }],
};

const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const written = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastCard = (): Card => [...(harness.game.messages as unknown as Iterable<Card>)].at(-1)!;
const fightData = (combat: DgCombat, actor: ActorDouble) => combat.combatants.get(combatantIdOf(combat, actor))!.system as unknown as StoredFight;
const acting = (combat: DgCombat) => combat.actingNow().map((c) => c.name);
const stored = (actor: ActorDouble) => actor.system as { hp: { value: number } };

/** The fight with Akamaru linked to Kiba before it begins: Kiba rolls 5 on its d8 (5 + Dex 5 + Notice 2 = 12), the bandit holds 8. */
async function fight(): Promise<{ combat: DgCombat; kiba: ActorDouble; hound: ActorDouble; bandit: ActorDouble }> {
  actAs(harness, "gm");
  const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
  const hound = (await ActorDouble.create(HOUND_SOURCE as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
  const combat = await dgFight([kiba, hound, bandit], (i) => ({ initiative: [null, null, 8][i] }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  await combat.linkFighter(combatantIdOf(combat, hound), { partnerOf: combatantIdOf(combat, kiba) });
  d8(5);
  await combat.startCombat();
  return { combat, kiba, hound, bandit };
}

async function use(actor: ActorDouble, item: string, target: ActorDouble, choice: object = {}): Promise<Card> {
  actAs(harness, "player");
  expect(await attack.useItem(actor as never, itemId(actor, item), { targetActorId: target.id, choice })).toEqual({ opened: true });
  return lastCard();
}

async function click(card: Card, step: object, who: "gm" | "player" = "gm"): Promise<void> {
  actAs(harness, who);
  await attack.degreesCardStep(card.id, step as never);
}

describe("a partner in a degrees fight on documents (M84–M88)", () => {
  it("rolls no initiative: it is placed where its owner is and listed just under it, in its turn", async () => {
    const { combat, kiba, hound, bandit } = await fight();
    const initiative = [...(harness.game.messages as unknown as Iterable<{ rolls: unknown[] }>)][0]!;
    // One die thrown, Kiba's: the hound has none of its own (M86).
    expect(initiative.rolls).toHaveLength(1);
    const houndCombatant = combat.combatants.get(combatantIdOf(combat, hound))!;
    expect([houndCombatant.initiative, fightData(combat, hound).tieOrder]).toEqual([12, fightData(combat, kiba).tieOrder]);
    expect(fightData(combat, hound).partnerOf).toBe(kiba.id);
    expect(combat.turns.map((t) => t.name)).toEqual(["Kiba", "Akamaru", "Bandit"]);
    expect(acting(combat)).toEqual(["Kiba", "Akamaru"]);
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const rows = trackerContext(combat).rows as { id: string; partnerOf: string; acting: boolean }[];
    expect(rows.map((r) => [r.id, r.partnerOf, r.acting])).toEqual([
      [combatantIdOf(combat, kiba), "", true],
      [combatantIdOf(combat, hound), "In Kiba's turn", true],
      [combatantIdOf(combat, bandit), "", false],
    ]);
  });

  it("rolls its own initiative when its owner is not in the fight, as the port's rollInitiativeFor decides (M86)", async () => {
    actAs(harness, "gm");
    const hound = (await ActorDouble.create(HOUND_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    // Its combatant names an owner who never joined this fight.
    const combat = await dgFight([hound, bandit], (i) => (i === 0 ? { system: { partnerOf: "absentOwner0000" } } : {}));
    const states = combat.fighters().map((f) => f.state);
    const ports = RULESET_EXTRAS.degrees.rollInitiativeFor(states, { asked: new Set([states[0]!.id]), underWay: false }, degreesOptions(), fixedDice([3]));
    d8(3);
    await combat.rollInitiative(combatantIdOf(combat, hound));
    // The table writes the port's value, and names the die for the hound on the message.
    // 3 + Dexterity 4 + Notice 5: it rolls for itself (the bandit, first of the hostile side's group, is not asked).
    expect(ports).toEqual({ [states[0]!.id]: 12 });
    expect(combat.combatants.get(combatantIdOf(combat, hound))!.initiative).toBe(ports?.[states[0]!.id]);
    const message = [...(harness.game.messages as unknown as Iterable<{ rolls: { options: { flavor?: string } }[] }>)].at(-1)!;
    expect(message.rolls.map((r) => r.options.flavor)).toEqual(["Initiative: Akamaru"]);
  });

  it("stands on its owner's side in no group of its own once linked, the port's partnerPlace, though its own token is hostile (M84, M86)", async () => {
    const { combat, kiba, hound } = await fight();
    const read = (actor: ActorDouble) => combat.fighterOf(combat.combatants.get(combatantIdOf(combat, actor))!)!.state;
    // An NPC alone would be on the hostile side, in that side's group (M8).
    expect(read(kiba).side).not.toBe("hostile");
    expect({ side: read(hound).side, group: read(hound).group }).toEqual(RULESET_EXTRAS.degrees.partnerPlace(read(kiba)));
    await combat.linkFighter(combatantIdOf(combat, hound), { partnerOf: null });
    expect({ side: read(hound).side, group: read(hound).group }).toEqual({ side: "hostile", group: "side:hostile" });
  });

  it("refuses a chain of partners: the hound's partner, or Kiba made a partner while it has one (one write for a fair link)", async () => {
    const { combat, kiba, hound, bandit } = await fight();
    writes.reset();
    await expect(combat.linkFighter(combatantIdOf(combat, bandit), { partnerOf: combatantIdOf(combat, hound) })).rejects.toThrow("partnerOf: name another combatant of this fight, or none.");
    await expect(combat.linkFighter(combatantIdOf(combat, kiba), { partnerOf: combatantIdOf(combat, bandit) })).rejects.toThrow("partnerOf: name another combatant of this fight, or none.");
    expect(writes.calls()).toBe(0);
    await combat.linkFighter(combatantIdOf(combat, hound), { partnerOf: null });
    expect(writes.calls()).toBe(1);
    // Unlinked, it keeps its owner's place as its own and takes turns of its own from then on.
    expect([fightData(combat, hound).partnerOf, combat.combatants.get(combatantIdOf(combat, hound))!.initiative]).toEqual(["", 12]);
  });

  it("lets Kiba's player act for the hound on Kiba's turn, one combatant write, and never outside it", async () => {
    const { combat, hound, bandit } = await fight();
    actAs(harness, "player");
    writes.reset();
    await combatModule.requestAct(combat, combatantIdOf(combat, hound), "move");
    expect(written()).toEqual(["Combatant:update"]);
    expect(fightData(combat, hound).actions.movement).toBe(false);
    await expect(combatModule.requestAct(combat, combatantIdOf(combat, bandit), "move")).rejects.toThrow("You can only act for combatants you own.");
    actAs(harness, "gm");
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Bandit"]);
    actAs(harness, "player");
    writes.reset();
    await expect(combatModule.requestAct(combat, combatantIdOf(combat, hound), "standUp")).rejects.toThrow("That can only be done on your own turn.");
    expect(writes.calls()).toBe(0);
  });

  it("attacks in Kiba's turn from the card, the divisor counted from the fight whatever the dialog says (M87)", async () => {
    const { combat, kiba, hound, bandit } = await fight();
    d8(6, 5);
    const first = await use(kiba, "Katana", bandit);
    await click(first, { step: "defend", choice: "dodge" });
    await click(first, { step: "apply" });
    const hp = stored(bandit).hp.value;
    writes.reset();
    d8(6, 5);
    // The player claims no partner acted; the GM's client counts Kiba's standard action all the same.
    const bite = await use(hound, "Bite", bandit, { partnerActions: 0 });
    expect(written()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(fightData(combat, hound).actions.standard).toBe(false);
    expect(bite.flags.shinobi.degreesCard.flow.partners).toBe(2);
    await click(bite, { step: "defend", choice: "dodge" });
    expect(bite.content).toContain("Shared among 2 standard actions (partners)");
    writes.reset();
    await click(bite, { step: "apply" }, "player");
    expect(written()).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(stored(bandit).hp.value).toBeLessThan(hp);
    // Kiba's turn over, the hound's is too: its Bite is refused at the bandit's.
    actAs(harness, "gm");
    await combat.nextTurn();
    writes.reset();
    actAs(harness, "player");
    await expect(attack.useItem(hound as never, itemId(hound, "Bite"), { targetActorId: bandit.id, choice: {} })).rejects.toThrow("That can only be done on your own turn.");
    expect(writes.calls()).toBe(0);
  });

  it("counts the hound's standard action in Kiba's first attack unless its player announces from the tracker that it skips it (M87, E16)", async () => {
    const first = await fight();
    d8(6, 5);
    // Not announced: the hound may still act this round, so Kiba's first attack is already shared by two.
    expect((await use(first.kiba, "Katana", first.bandit)).flags.shinobi.degreesCard.flow.partners).toBe(2);
    const again = await fight();
    actAs(harness, "player");
    writes.reset();
    await combatModule.requestAct(again.combat, combatantIdOf(again.combat, again.hound), "skipStandard");
    // One combatant write: the standard action given up and the round's note kept.
    expect(written()).toEqual(["Combatant:update"]);
    expect([fightData(again.combat, again.hound).actions.standard, fightData(again.combat, again.hound).uses.skipsStandard]).toEqual([false, 1]);
    await expect(combatModule.requestAct(again.combat, combatantIdOf(again.combat, again.hound), "skipStandard")).rejects.toThrow("The standard action is skipped only when announced before it is used, once a round.");
    d8(6, 5);
    expect((await use(again.kiba, "Katana", again.bandit)).flags.shinobi.degreesCard.flow.partners).toBe(1);
  });

  it("shares the round's one opportunity attack between Kiba and the hound (M55, M88, E17)", async () => {
    const { combat, kiba, hound, bandit } = await fight();
    await combat.nextTurn();
    // The bandit moves off on its turn, from the GM's tracker: the opening both would strike at.
    actAs(harness, "gm");
    await combatModule.requestAct(combat, combatantIdOf(combat, bandit), "move");
    d8(3, 3);
    await use(kiba, "Katana", bandit, { opportunity: true });
    expect(fightData(combat, kiba).uses).toEqual({ opportunityAttack: 1 });
    writes.reset();
    actAs(harness, "player");
    await expect(attack.useItem(hound as never, itemId(hound, "Bite"), { targetActorId: bandit.id, choice: { opportunity: true } })).rejects.toThrow("A character and its partners share this limit, and one of them has already used it.");
    expect(writes.calls()).toBe(0);
  });
});

describe("someone stepping in on the card (M65, M77)", () => {
  it("lists the hound under the defences, and its player throws it in front of the bandit's blow at Kiba", async () => {
    const { combat, kiba, hound, bandit } = await fight();
    await combat.nextTurn();
    actAs(harness, "gm");
    await bandit.createEmbeddedDocuments("Item", [{ name: "Club", type: "dgWeapon", system: { damage: 2, weight: "heavy", accuracy: "melee" } }] as never);
    d8(4, 5);
    expect(await attack.useItem(bandit as never, itemId(bandit, "Club"), { targetActorId: kiba.id, choice: {} })).toEqual({ opened: true });
    const card = lastCard();
    expect(card.content).toContain(`data-shinobi-step="aid" data-choice="takeHit" data-protector="${hound.id}"`);
    expect(card.content).toMatch(/data-choice="deflect" data-protector="[^"]+" class="refused" disabled title="Only weapons thrown or shot can be deflected in the air\."/);
    const before = stored(hound).hp.value;
    writes.reset();
    d8(8, 8);
    await click(card, { step: "aid", choice: "takeHit", protectorActorId: hound.id }, "player");
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update"]);
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: hound.id, aid: { kind: "takeHit", by: hound.id, for: kiba.id, success: true } });
    expect(card.content.replace(/&#x27;/g, "'")).toContain("Akamaru steps in for Kiba (Take the hit): 18 against the attack's 12, done.");
    expect(fightData(combat, hound).actions.standard).toBe(false);
    await click(card, { step: "apply" }, "player");
    expect(stored(hound).hp.value).toBeLessThan(before);
    expect(stored(kiba).hp.value).toBe(21);
  });

  it("refuses an aid the rules refuse, or for someone the user does not command, writing nothing", async () => {
    const { combat, kiba, bandit } = await fight();
    await combat.nextTurn();
    await bandit.createEmbeddedDocuments("Item", [{ name: "Club", type: "dgWeapon", system: { damage: 2, weight: "heavy", accuracy: "melee" } }] as never);
    d8(4, 5);
    actAs(harness, "gm");
    await attack.useItem(bandit as never, itemId(bandit, "Club"), { targetActorId: kiba.id, choice: {} });
    const card = lastCard();
    writes.reset();
    await expect(click(card, { step: "aid", choice: "deflect", protectorActorId: kiba.id }, "player")).rejects.toThrow("Only weapons thrown or shot can be deflected in the air.");
    await expect(click(card, { step: "aid", choice: "takeHit", protectorActorId: bandit.id }, "player")).rejects.toThrow("You can only act for combatants you own.");
    await expect(click(card, { step: "aid", choice: "takeHit", protectorActorId: kiba.id }, "player")).rejects.toThrow("Help Ally is for someone else: the target answers with its own defence.");
    await expect(click(card, { step: "aid", choice: "pray", protectorActorId: kiba.id }, "player")).rejects.toThrow(/step\.choice/);
    expect(writes.calls()).toBe(0);
    expect(card.flags.shinobi.degreesCard.flow.aid).toBeNull();
  });
});

describe("held actions on the tracker (M17)", () => {
  it("holds Kiba's standard action from the tracker and loses it as the round ends, by default", async () => {
    const { combat, kiba } = await fight();
    actAs(harness, "player");
    writes.reset();
    await combatModule.requestAct(combat, combatantIdOf(combat, kiba), "hold", { keep: "standard" });
    expect(written()).toEqual(["Combatant:update"]);
    expect((combat.combatants.get(combatantIdOf(combat, kiba))!.system as unknown as { kept: object }).kept).toMatchObject({ kind: "held", action: "standard", round: 1 });
    actAs(harness, "gm");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.roundLabel()).toBe("Round 2");
    expect((combat.combatants.get(combatantIdOf(combat, kiba))!.system as unknown as { kept: { kind: string } }).kept.kind).toBe("");
    expect(lastCard().content).toContain("<p>Kiba's held action is lost, never taken.</p><h4>Round 2</h4>");
  });

  it("stops at the round's end where the GM allows it, for Kiba to take the held action from the card", async () => {
    await harness.game.settings.set("shinobi", "dgHeldAtRoundEnd", true);
    const { combat, kiba, bandit } = await fight();
    actAs(harness, "player");
    await combatModule.requestAct(combat, combatantIdOf(combat, kiba), "hold", { keep: "standard" });
    actAs(harness, "gm");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.roundLabel()).toBe("Round 1: its end, for held actions");
    expect(acting(combat)).toEqual(["Kiba"]);
    d8(6, 5);
    const card = await use(kiba, "Katana", bandit, { release: true });
    expect(card.flags.shinobi.degreesCard.flow.step).toBe("answer");
    expect((combat.combatants.get(combatantIdOf(combat, kiba))!.system as unknown as { kept: { kind: string } }).kept.kind).toBe("");
    actAs(harness, "gm");
    await combat.nextTurn();
    expect(combat.roundLabel()).toBe("Round 2");
  });
});

describe("prepared actions on the tracker (M69, E15)", () => {
  const kept = (combat: Awaited<ReturnType<typeof fight>>["combat"], actor: ActorDouble) => (combat.combatants.get(combatantIdOf(combat, actor))!.system as unknown as { kept: { kind: string; action: string } }).kept;

  it("prepares Kiba's attack for a trigger, paying the standard action, and releases it off his turn from the card", async () => {
    const { combat, kiba, bandit } = await fight();
    actAs(harness, "player");
    writes.reset();
    const report = await combatModule.requestAct(combat, combatantIdOf(combat, kiba), "prepareAction", { keep: "standard" });
    expect(written()).toEqual(["Combatant:update"]);
    expect(report.actions.standard).toBe(false);
    expect(kept(combat, kiba)).toMatchObject({ kind: "prepared", action: "standard" });
    actAs(harness, "gm");
    await combat.nextTurn();
    // The bandit's turn: the trigger comes, and Kiba's prepared attack goes off.
    d8(6, 5);
    const card = await use(kiba, "Katana", bandit, { release: true });
    expect(card.flags.shinobi.degreesCard.flow.step).toBe("answer");
    expect(kept(combat, kiba).kind).toBe("");
  });

  it("lapses a prepared action never released as Kiba's next turn starts, and says so (E15)", async () => {
    const { combat, kiba } = await fight();
    actAs(harness, "player");
    await combatModule.requestAct(combat, combatantIdOf(combat, kiba), "prepareAction", { keep: "standard" });
    actAs(harness, "gm");
    await combat.nextTurn();
    // Still prepared through the rest of the round: a held action would be lost here, a prepared one is not.
    expect(kept(combat, kiba).kind).toBe("prepared");
    await combat.nextTurn();
    expect(combat.roundLabel()).toBe("Round 2");
    expect(kept(combat, kiba).kind).toBe("");
    expect(lastCard().content).toMatch(/Kiba's prepared action/);
  });
});
