import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { actAs, diceBox, face, writes, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, sendAs, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * Void Points and turn rules at the table (docs/rollkeep-play.md): a 4e Down fighter paying for a
 * Free Action (V7, C11, rkDownVoidBuys), the attack an Extra Attack granted (M3), the Center/Void
 * bonus on a roll (ST7, ST8), and the Void Points bought as a round begins (V8–V10), each through
 * the GM's client with its writes counted, and the forged requests refused naming the field.
 */

const rules = RULESETS.rollkeep;
const PLAYER = "player0000000000";
const OTHER = "player2000000000";
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const mine = { ownership: { default: 0, [PLAYER]: 3 } };
const theirs = { ownership: { default: 0, [OTHER]: 3 } };
const NO_MODIFIER = { rolled: 0, kept: 0, flat: 0 };
const NO_CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [] as object[], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: NO_MODIFIER, extraAttack: false, focus: false, damageModifier: NO_MODIFIER };

interface Doc {
  id: string;
  system: { voidPoints: { value: number; spent: string[] } };
  items: { contents: { id: string }[] };
}
interface Message {
  id: string;
  content: string;
  rolls: { formula: string }[];
}

let harness: Harness;
beforeEach(async () => {
  harness = await rollkeepWorld();
  harness.game.users.set(OTHER, { id: OTHER, isGM: false, active: true, name: "Other player" });
});

const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];
const stateOf = (combat: RkCombatDoc, id: string) => combat.fighterOf(combat.combatants.get(id))!.state as unknown as Parameters<typeof rules.derive>[0];
const stored = (combat: RkCombatDoc, id: string) => combat.combatants.get(id)!.system as unknown as { turn: { simple: number; free: Record<string, number>; extraAttacks: number }; focusUsedIn: number | null; voidArmorTn: boolean };

async function refused(name: string, payload: unknown, reason: RegExp, from = PLAYER): Promise<void> {
  writes.reset();
  const answer = await sendAs(harness, from, name, payload);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
}

describe("a 4e Down fighter acting for a Void Point (V7, C11, rkDownVoidBuys)", () => {
  /** Earth 2 in 4e: Down runs from 31 to 34 wounds. Mine is Down and first. */
  async function downFight() {
    const fight = await rkFight(harness, [samurai("Mine", {}, { ...mine, system: { ...(samurai("x").system as object), wounds: 32 } }), samurai("Theirs", {}, theirs)], [30, 20]);
    await fight.combat.startCombat();
    expect(rules.derive(stateOf(fight.combat, fight.ids[0]!), rules.options.defaults).woundRank.state).toBe("down");
    return fight;
  }

  it("refuses a Free Action unpaid; paid, takes it with the point, in one actor and one combatant write", async () => {
    const { combat, ids, actors } = await downFight();
    const turn = { combatId: combat.id, combatantId: ids[0], action: "speakShort" };
    await refused("rkTurn", turn, /pays a Void Point/);
    // Moving is no Free Action a Down fighter may buy.
    await refused("rkTurn", { ...turn, action: "moveFree", paidWithVoid: true }, /never moves/);
    writes.reset();
    expect(await sendAs(harness, PLAYER, "rkTurn", { ...turn, paidWithVoid: true })).toMatchObject({ ok: true });
    expect(trail()).toEqual(["Actor:update", "Combatant:update"]);
    expect((actors[0] as unknown as Doc).system.voidPoints).toMatchObject({ value: 1, spent: ["downAction"] });
    expect(stored(combat, ids[0]!).turn.free).toEqual({ speakShort: 1 });
  });

  it("buys one Free Action a point by default; with the option, the first point covers the turn's Free Actions", async () => {
    const { combat, ids } = await downFight();
    const turn = (action: string, paidWithVoid?: boolean) => ({ combatId: combat.id, combatantId: ids[0], action, ...(paidWithVoid ? { paidWithVoid } : {}) });
    expect(await sendAs(harness, PLAYER, "rkTurn", turn("speakShort", true))).toMatchObject({ ok: true });
    await refused("rkTurn", turn("letGo"), /pays a Void Point/);
    await refused("rkTurn", turn("letGo", true), /already spent this round/);
    await harness.game.settings.set("shinobi", "rkDownVoidBuys", "roundOfFreeActions");
    expect(await sendAs(harness, PLAYER, "rkTurn", turn("letGo"))).toMatchObject({ ok: true });
    expect(stored(combat, ids[0]!).turn.free).toEqual({ speakShort: 1, letGo: 1 });
  });

  it("offers the Void Point in the turn dialog to a Down fighter only, and refuses a forged flag naming it", async () => {
    const { combat, ids } = await downFight();
    const { RkTurnDialog } = await import("../../src/rulesets/rollkeep/combat");
    const dialog = (id: string) => new RkTurnDialog({ combat: combat as never, combatantId: id }) as unknown as { render(): Promise<unknown>; html: string; choice: { action: string; paidWithVoid: boolean }; preview(): { problem: string | null } };
    const down = dialog(ids[0]!);
    down.choice = { ...down.choice, action: "speakShort" };
    await down.render();
    expect(down.html).toContain('name="paidWithVoid"');
    expect(down.preview().problem).toMatch(/pays a Void Point/);
    down.choice = { ...down.choice, paidWithVoid: true };
    expect(down.preview().problem).toBeNull();
    const standing = dialog(ids[1]!);
    await standing.render();
    expect(standing.html).not.toContain('name="paidWithVoid"');
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "speakShort", paidWithVoid: "yes" }, /paidWithVoid/);
  });
});

describe("the attack an Extra Attack granted (M3)", () => {
  it("is taken without the turn's actions, offered in the dialog while granted, once", async () => {
    const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    const { combat, ids, actors } = await rkFight(harness, [samurai("A", { reflexes: 4, agility: 3 }), samurai("B")], [30, 10]);
    await combat.startCombat();
    const [a, b] = actors as unknown as [Doc, Doc];
    const swing = (call: object) => requestAttack({ actor: a as never, itemId: a.items.contents[0]!.id, target: b as never, call: { ...NO_CALL, ...call } as never });
    actAs(harness, "gm");
    // 5k3 at B's 15 + 10 for two raises, three free: 10+10+5 = 25, 9, 8 kept, 42; the katana's 5k2 for 10.
    diceBox.source = d10(10, 10, 5, 9, 8, 1, 1);
    await swing({ raisesCalled: 2, freeRaises: 3, maneuvers: [{ kind: "extraAttack" }] });
    const card = messages().at(-1)!;
    const { rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
    diceBox.source = d10(5, 5, 5, 5, 5);
    await rkCardStep(card.id, { step: "damage" });
    await rkCardStep(card.id, { step: "answer", choice: "none" });
    expect(card.content).toContain("Another attack is granted (Extra Attack).");
    expect(stored(combat, ids[0]!).turn).toMatchObject({ simple: 0, extraAttacks: 1 });
    // The 4e attack took the turn's Complex Action: another is refused for want of actions.
    writes.reset();
    await expect(swing({})).rejects.toThrow(/no Complex Action is left/);
    expect(writes.calls()).toBe(0);
    const dialog = (await useRollkeepItem(a as never, a.items.contents[0]!.id, { targetActorId: b.id })) as unknown as { html: string };
    expect(dialog.html).toMatch(/<input type="checkbox" name="extraAttack" checked>/);
    diceBox.source = d10(9, 9, 9, 1, 1);
    writes.reset();
    await swing({ extraAttack: true });
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(stored(combat, ids[0]!).turn).toMatchObject({ simple: 0, extraAttacks: 0 });
    await expect(swing({ extraAttack: true })).rejects.toThrow(/no Extra Attack was granted/);
  });
});

describe("the Center/Void bonus on a roll (ST7, ST8)", () => {
  /** 4e: A takes Center in round 1 (forfeiting its turn); in round 2 it is due with +1k1 and its Void Ring, 2, on one roll. */
  async function centered() {
    const fight = await rkFight(harness, [samurai("A", {}, { ...mine, system: { ...(samurai("x", { agility: 3 }).system as object), stance: "center" } }), samurai("B", {}, theirs)], [30, 10]);
    await fight.combat.startCombat();
    await fight.combat.nextRound();
    expect([fight.combat.round, fight.combat.dueCombatant()?.id]).toEqual([2, fight.ids[0]]);
    return fight;
  }

  it("is offered by the attack dialog on the fighter's own turn, and the card spends it on the combatant", async () => {
    const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    const { combat, ids, actors } = await centered();
    const [a, b] = actors as unknown as [Doc, Doc];
    actAs(harness, "player");
    // Center forfeits every action: A leaves it as its turn begins (its bonus stays, earned as the round began).
    await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "attack" });
    const dialog = (await useRollkeepItem(a as never, a.items.contents[0]!.id, { targetActorId: b.id })) as unknown as { html: string };
    expect(dialog.html).toMatch(/name="focus" >.*\(\+1k1\+2\)/s);
    // Kenjutsu 2 + Agility 3 and the bonus: 6k4+2.
    diceBox.source = d10(9, 9, 9, 9, 1, 1);
    writes.reset();
    await requestAttack({ actor: a as never, itemId: a.items.contents[0]!.id, target: b as never, call: { ...NO_CALL, focus: true } as never });
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(messages().at(-1)!.content).toMatch(/Center\/Void bonus<\/span><strong>1k1\+2<\/strong>/);
    expect(stored(combat, ids[0]!).focusUsedIn).toBe(2);
    const again = (await useRollkeepItem(a as never, a.items.contents[0]!.id, { targetActorId: b.id })) as unknown as { html: string };
    expect(again.html).not.toContain('name="focus"');
  });

  it("on a plain roll: the GM's client marks it spent on the combatant, the player's rolls it; once a round", async () => {
    const { combat, ids, actors } = await centered();
    const { RollkeepRollDialog } = await import("../../src/rulesets/rollkeep/roll");
    actAs(harness, "player");
    const roll = async () => {
      const dialog = new RollkeepRollDialog({ actor: actors[0] as never, rolled: { kind: "skill", skill: "kenjutsu", trait: "agility" } as never, heading: { label: "Kenjutsu", img: null } }) as unknown as { render(): Promise<unknown>; html: string; choice: { focus: boolean }; options: { form: { handler(this: unknown): Promise<void> } } };
      await dialog.render();
      return dialog;
    };
    const dialog = await roll();
    expect(dialog.html).toContain('name="focus"');
    dialog.choice = { ...dialog.choice, focus: true };
    diceBox.source = d10(5, 5, 5, 5, 5, 5);
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(messages().at(-1)!.rolls.map((r) => r.formula)).toEqual(["6k4 + 2"]);
    expect(stored(combat, ids[0]!).focusUsedIn).toBe(2);
    // The bonus is spent: the dialog no longer offers it, and a forged request for it is refused.
    expect((await roll()).html).not.toContain('name="focus"');
    await refused("rkFocus", { actor: (actors[0] as unknown as Doc).id }, /no Center or Void bonus/);
    await refused("rkFocus", { actor: (actors[1] as unknown as Doc).id }, /not yours|own/i);
  });
});

describe("Void Points bought as the round begins (V8–V10)", () => {
  /** Round 1 begun, nobody has acted: Theirs (30) is due, then Mine (20). */
  async function roundOne() {
    const fight = await rkFight(harness, [samurai("Mine", {}, mine), samurai("Theirs", {}, theirs)], [20, 30]);
    await fight.combat.startCombat();
    return fight;
  }
  const buy = (combat: RkCombatDoc, combatantId: string | undefined, spend: object) => ({ combatId: combat.id, combatantId, ...spend });

  it("V8: +10 Armor TN until the round ends, the point and the combatant written in one batch each and one line in the chat", async () => {
    const { combat, ids, actors } = await roundOne();
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    const rows = () => trackerContext(combat as never).rows as { id: string; armorTn: number; canBuyVoid: boolean }[];
    expect(rows().map((r) => r.canBuyVoid)).toEqual([true, true]);
    writes.reset();
    expect(await sendAs(harness, PLAYER, "rkRoundVoid", buy(combat, ids[0], { kind: "armorTn" }))).toMatchObject({ ok: true });
    expect(trail()).toEqual(["Actor:update", "Combat:update", "ChatMessage:create"]);
    expect((actors[0] as unknown as Doc).system.voidPoints).toMatchObject({ value: 1, spent: ["armorTn"] });
    expect(stored(combat, ids[0]!).voidArmorTn).toBe(true);
    expect(rows().find((r) => r.id === ids[0])!.armorTn).toBe(25);
    expect(messages().at(-1)!.content).toBe("Mine spends a Void Point: +10 Armor TN until the round ends.");
    // Once anyone acts, the round has begun: nothing more is bought.
    await combat.declareAction(ids[1]!, rules.basicActions.pass!);
    expect(rows().map((r) => r.canBuyVoid)).toEqual([false, false]);
    await refused("rkRoundVoid", buy(combat, ids[0], { kind: "raiseInitiative" }), /only as a round begins/);
    await combat.nextRound();
    expect(stored(combat, ids[0]!).voidArmorTn).toBe(false);
    expect(rows().find((r) => r.id === ids[0])!.armorTn).toBe(15);
  });

  it("V10: +10 initiative for the rest of the fight puts the buyer first this round", async () => {
    const { combat, ids } = await roundOne();
    expect(combat.dueCombatant()?.id).toBe(ids[1]);
    expect(await sendAs(harness, PLAYER, "rkRoundVoid", buy(combat, ids[0], { kind: "raiseInitiative" }))).toMatchObject({ ok: true });
    expect(combat.combatants.get(ids[0]!)!.initiative).toBe(30);
    // Landing on Theirs' 30, it goes behind them; a swap would not: the order stands.
    expect(combat.dueCombatant()?.id).toBe(ids[1]);
    await combat.nextRound();
    expect(combat.combatants.get(ids[0]!)!.initiative).toBe(30);
  });

  it("V9: a player swaps only with a fighter of their own; the GM makes a swap with another's", async () => {
    const { combat, ids } = await roundOne();
    await refused("rkRoundVoid", buy(combat, ids[0], { kind: "swapInitiative", partnerId: ids[1] }), /agreement/);
    actAs(harness, "gm");
    writes.reset();
    await (combat as unknown as { spendRoundStartVoid(id: string, spend: object): Promise<void> }).spendRoundStartVoid(ids[0]!, { kind: "swapInitiative", partnerId: ids[1] });
    expect(trail()).toEqual(["Actor:update", "Combat:update", "ChatMessage:create"]);
    expect([combat.combatants.get(ids[0]!)!.initiative, combat.combatants.get(ids[1]!)!.initiative]).toEqual([30, 20]);
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    expect(messages().at(-1)!.content).toBe("Mine spends a Void Point and trades places in the order with Theirs.");
  });

  it("writes the fighters' names into the chat line as text, never as markup", async () => {
    const { combat, ids } = await roundOne();
    actAs(harness, "gm");
    await (combat.combatants.get(ids[1]!) as unknown as { update(d: object): Promise<unknown> }).update({ name: "Theirs <img src=x onerror=alert(1)>" });
    await (combat as unknown as { spendRoundStartVoid(id: string, spend: object): Promise<void> }).spendRoundStartVoid(ids[0]!, { kind: "swapInitiative", partnerId: ids[1] });
    expect(messages().at(-1)!.content).toBe("Mine spends a Void Point and trades places in the order with Theirs &lt;img src=x onerror=alert(1)&gt;.");
  });

  it("refuses another's combatant, a second point in the round, and every malformed field", async () => {
    const { combat, ids } = await roundOne();
    await refused("rkRoundVoid", buy(combat, ids[1], { kind: "armorTn" }), /not yours|own/i);
    await refused("rkRoundVoid", buy(combat, ids[0], { kind: "fly" }), /kind/);
    await refused("rkRoundVoid", buy(combat, ids[0], { kind: "swapInitiative" }), /partnerId/);
    await refused("rkRoundVoid", buy(combat, "nope", { kind: "armorTn" }), /combatantId/);
    expect(await sendAs(harness, PLAYER, "rkRoundVoid", buy(combat, ids[0], { kind: "armorTn" }))).toMatchObject({ ok: true });
    await refused("rkRoundVoid", buy(combat, ids[0], { kind: "raiseInitiative" }), /already spent this round/);
  });
});

describe("a Void Point spent from the sheet in a fight (V11, V2)", () => {
  it("is a technique's, recorded on the fight's round outside its limit: a round-start point is still bought after it", async () => {
    const { combat, ids, actors } = await rkFight(harness, [samurai("Mine", {}, mine), samurai("Theirs", {}, theirs)], [20, 30]);
    await combat.startCombat();
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    const sheet = new RkSamuraiSheet({ document: actors[0] } as never) as unknown as { options: { actions: Record<string, (this: unknown) => Promise<void>> } };
    writes.reset();
    await sheet.options.actions.spendVoid!.call(sheet);
    // The actor's own points only: the combatant is untouched.
    expect(trail()).toEqual(["Actor:update"]);
    expect((actors[0] as unknown as Doc).system.voidPoints).toMatchObject({ value: 1, round: 1, spent: ["technique"] });
    expect(await sendAs(harness, PLAYER, "rkRoundVoid", { combatId: combat.id, combatantId: ids[0], kind: "armorTn" })).toMatchObject({ ok: true });
    expect((actors[0] as unknown as Doc).system.voidPoints).toMatchObject({ value: 0, round: 1, spent: ["technique", "armorTn"] });
  });
});

describe("two weapons in hand on the tracker's Armor TN (AT8, C6, rkDualWieldArmorTn)", () => {
  const twoBlades = () => samurai("Mine", {}, { items: [...(samurai("x").items as object[]), { name: "Wakizashi", type: "rkWeapon", system: { damage: { rolled: 2, kept: 2 }, size: "small", skill: "kenjutsu", wielded: true } }] });
  const armorTn = async () => {
    const { combat } = await rkFight(harness, [twoBlades()], [20]);
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    return (trackerContext(combat as never).rows as { armorTn: number }[])[0]!.armorTn;
  };

  it("adds the Insight Rank in 4e, and in the house rules unless the GM's option gives none", async () => {
    // 5 + 5 × Reflexes 2, and Insight Rank 1 for the second blade.
    expect(await armorTn()).toBe(16);
    harness.game.settings.store("shinobi", "rkVariant", "house");
    expect(await armorTn()).toBe(16);
    harness.game.settings.store("shinobi", "rkDualWieldArmorTn", "none");
    expect(await armorTn()).toBe(15);
  });
});
