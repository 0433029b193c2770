import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import { failNextUpdates } from "../fixtures/failing-writes";

/*
 * The roll-and-keep attack card (docs/rollkeep-play.md, "Attacking"): the attack made on the GM's
 * client from the dialog's call, the damage rolled by the attacker's owner, the target's owner
 * answering with a Void Point or not, and the wounds landing, with the writes each step costs.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

const PLAYER = "player0000000000";

interface Fighter {
  id: string;
  name: string;
  system: { wounds: number; voidPoints: { value: number; round: number | null; spent: string[] } };
  items: { get(id: string): { system: { wielded: boolean } } | undefined };
  effects: Iterable<{ statuses: Set<string> }>;
}
interface CardMessage {
  id: string;
  content: string;
  rolls: { formula: string; total: number }[];
  flags: { shinobi: { rkCard: { flow: { step: string; voidOnWounds: boolean | null; attack: { attackRoll: { total: number; success: boolean } | null; damage: { roll: { total: number } } | null } }; landed: { taken: number; wounds: number; rank: string; statuses: string[]; tacticsGained: number } | null } } };
}

/** Ayame unhurt, the player's: Kenjutsu 3, Agility 3 and Strike First's +1k0 on attacks (7k3, D9), Strength 3, Void 2, a katana (3k2). */
const ayame = () => ActorDouble.create({ ...AYAME_SOURCE, ownership: { default: 0, [PLAYER]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0 } }) as unknown as Promise<Fighter>;
/** Goro, the GM's: Ayame's numbers, unhurt; Armor TN 5 + 5 × Reflexes 3 + light armor 5 = 25, Reduction 1. */
const goro = () => ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", system: { ...AYAME_SOURCE.system, wounds: 0 } }) as unknown as Promise<Fighter>;

const NO_CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [] as object[], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 } };
const d10 = (...values: number[]) => fixedDice(values.map((v) => face(v, 10)));
const lastCard = () => [...(harness.game.messages as unknown as Iterable<CardMessage>)].at(-1)!;
const card = (m: CardMessage) => m.flags.shinobi.rkCard;

async function attack(attacker: Fighter, target: Fighter, call: Partial<typeof NO_CALL>, who: "gm" | "player" = "player"): Promise<CardMessage> {
  const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
  actAs(harness, who);
  await requestAttack({ actor: attacker as never, itemId: "katana0000000000", target: target as never, call: { ...NO_CALL, ...call } as never });
  return lastCard();
}

async function step(message: CardMessage, click: { step: string; choice?: string }, who: "gm" | "player"): Promise<void> {
  const { rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
  actAs(harness, who);
  await rkCardStep(message.id, click);
}

describe("a roll-and-keep attack card, from the roll to the wounds", () => {
  it("rolls at the Armor TN with the raises called, then the damage with the Extra Damage, then the target's Void Point, then the wounds", async () => {
    const [a, g] = [await ayame(), await goro()];
    // 7k3 at 25 + 5 (one raise): 10+4 = 14, 9, 8 kept: 31, a hit by 1.
    diceBox.source = d10(10, 4, 9, 8, 2, 1, 3, 1);
    writes.reset();
    const message = await attack(a, g, { raisesCalled: 1, maneuvers: [{ kind: "extraDamage", raises: 1 }] });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:create"]);
    expect(card(message).flow.attack.attackRoll).toMatchObject({ total: 31, success: true });
    expect(message.content).toMatch(/<strong class="tn">30<\/strong>/);
    expect(message.content).toContain('<li class="kept">10+4 &#x3D; 14</li><li class="kept">9</li><li class="kept">8</li><li class="dropped">2</li>');
    expect(message.content).not.toContain("Stance");
    expect(message.content).toContain("Increased / Extra Damage ×1");
    expect(message.content).toContain('data-shinobi-step="damage"');
    expect(message.content).not.toContain('data-shinobi-step="answer"');

    // The GM cannot answer before the damage; the player rolls it: 3k2 katana + Strength 3 + 1k0 = 7k2: 10+7 = 17 and 9 kept, 26.
    await expect(step(message, { step: "answer", choice: "none" }, "gm")).rejects.toThrow(/not open/);
    diceBox.source = d10(10, 7, 9, 3, 2, 1, 1, 1);
    writes.reset();
    await step(message, { step: "damage" }, "player");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update"]);
    expect(card(message).flow.attack.damage?.roll.total).toBe(26);
    expect(message.content).toMatch(/<li><span>Weapon<\/span> <strong>3k2<\/strong><\/li>\s*<li><span>\+ Strength<\/span> <strong>6k2<\/strong><\/li>\s*<li><span>\+ maneuvers and modifiers<\/span> <strong>7k2<\/strong>/);
    expect(message.content).toContain('data-choice="voidPoint"');
    // Every face drawn joins the card's rolls: seven dice and the ten's explosion, then seven and one.
    expect(message.rolls.map((r) => r.formula)).toEqual(["8d10", "8d10"]);

    // The player does not own Goro, so cannot answer for him; the GM spends his Void Point: 26 less 10 and Reduction 1 is 15, Grazed.
    await expect(step(message, { step: "answer", choice: "voidPoint" }, "player")).rejects.toThrow(/only act for combatants you own/);
    writes.reset();
    await step(message, { step: "answer", choice: "voidPoint" }, "gm");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(g.system.wounds).toBe(15);
    expect(g.system.voidPoints.value).toBe(1);
    // Outside a fight no round is recorded against the spend (V2 counts only in a fight).
    expect(g.system.voidPoints).toMatchObject({ round: null, spent: [] });
    expect(a.system.voidPoints.value).toBe(2);
    expect(card(message).landed).toMatchObject({ taken: 15, wounds: 15, rank: "grazed" });
    expect(message.content).toMatch(/<strong class="taken">15<\/strong> wounds taken <em>\(26 − 11\)<\/em>/);
    expect(message.content).toContain('<strong class="rank">Grazed</strong>');
    expect(message.content).not.toContain("data-shinobi-step");
    // A second answer finds the attack settled and writes nothing.
    writes.reset();
    await expect(step(message, { step: "answer", choice: "none" }, "gm")).rejects.toThrow(/not open/);
    expect(writes.calls()).toBe(0);
  });

  it("spends the attacker's Void Point on +1k1 as the attack opens, in one actor update", async () => {
    const [a, g] = [await ayame(), await goro()];
    diceBox.source = d10(1, 1, 1, 1, 1, 1, 1, 1);
    writes.reset();
    const message = await attack(a, g, { voidBoost: true });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "ChatMessage:create"]);
    expect(a.system.voidPoints.value).toBe(1);
    expect(message.content).toMatch(/<strong class="pool">8k4<\/strong>/);
    // A miss (4 against 25) settles at once: nothing lands, no button is left.
    expect(card(message).landed).toMatchObject({ taken: 0 });
    expect(message.content).toContain("Nothing lands.");
    expect(message.content).not.toContain("data-shinobi-step");
  });

  it("disarms: the 4e Disarm's 2k1, the Strength contest after it, the weapon put down with the wounds in one update (M2)", async () => {
    const [a, g] = [await ayame(), await goro()];
    // The free raise is the table's, which this world lets players type.
    await harness.game.settings.set("shinobi", "rkTableGrants", "players");
    // Three raises (two called, one free) at 25 + 10: 10+10+5 = 25, 9, 8 kept, 42.
    diceBox.source = d10(10, 10, 5, 9, 8, 1, 1, 1, 1);
    const message = await attack(a, g, { raisesCalled: 2, freeRaises: 1, maneuvers: [{ kind: "disarm" }] });
    expect(card(message).flow.attack.attackRoll).toMatchObject({ total: 42, success: true });
    expect(message.content).toMatch(/Given by the table:<\/span> <span class="rk-grant">free raises: 1<\/span>/);
    // 2k1 without Strength: 4 and 3, keep 4; then Strength 3k3 each: 8, 8, 8 against 1, 1, 1.
    diceBox.source = d10(4, 3, 8, 8, 8, 1, 1, 1);
    await step(message, { step: "damage" }, "player");
    expect(card(message).flow.attack.damage?.roll.total).toBe(4);
    expect(message.content).toMatch(/Disarm · Strength contest<\/span> 24 – 3 → <strong>Kakita Ayame<\/strong>/);
    writes.reset();
    await step(message, { step: "answer", choice: "none" }, "gm");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(g.system.wounds).toBe(3);
    expect(g.items.get("katana0000000000")?.system.wielded).toBe(false);
    expect(message.content).toContain("Disarmed: the weapon is dropped.");
  });

  it("puts Dead on as a status effect when the wounds reach it, in one batch beside the actor's update (CO11)", async () => {
    const [a, g] = [await ayame(), await goro()];
    await (g as unknown as ActorDouble).update({ "system.wounds": 30 });
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const message = await attack(a, g, {});
    diceBox.source = d10(9, 9, 1, 1, 1, 1);
    await step(message, { step: "damage" }, "player");
    writes.reset();
    await step(message, { step: "answer", choice: "none" }, "gm");
    // 18 less Reduction 1: 47 wounds, past Out (35) and Dead (39).
    expect(g.system.wounds).toBe(47);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update", "Actor:update", "ActiveEffect:create"]);
    expect([...g.effects].flatMap((e) => [...e.statuses])).toEqual(["dead"]);
    expect(message.content).toContain('<p class="rk-status">Dead</p>');
  });

  it("puts Dead on, as the port's wound state says, for an unhurt target whose penalties bring its Earth Ring to 0 (C3), which the wound rank alone reads as Healthy", async () => {
    const [a, g] = [await ayame(), await goro()];
    await (g as unknown as ActorDouble).update({ "system.penalties.rings.earth": 3 });
    // 7k3: 2, 2, 1 kept, 5 against the Armor TN: a miss, settled at once.
    diceBox.source = d10(2, 2, 1, 1, 1, 1, 1);
    const message = await attack(a, g, {});
    expect(card(message).landed).toMatchObject({ taken: 0, wounds: 0, rank: "healthy" });
    expect([...g.effects].flatMap((e) => [...e.statuses])).toEqual(["dead"]);
  });
});

describe("the party's Tactics Pool (M9, house rules)", () => {
  it("gains a free raise from a Tactical Strike's hit, which a later attack takes as a free raise through the GM", async () => {
    await harness.game.settings.set("shinobi", "rkVariant", "house");
    const [a, g] = [await ayame(), await goro()];
    diceBox.source = d10(10, 9, 9, 9, 1, 1, 1, 1);
    const strike = await attack(a, g, { raisesCalled: 2, maneuvers: [{ kind: "tacticalStrike" }] });
    diceBox.source = d10(5, 5, 5, 5, 5, 5);
    await step(strike, { step: "damage" }, "player");
    await step(strike, { step: "answer", choice: "none" }, "gm");
    expect(harness.game.settings.get("shinobi", "rkTacticsPool")).toBe(1);
    expect(strike.content).toContain("Tactics Pool +1 (now 1).");

    // Two from a pool of one is refused before anything is written.
    writes.reset();
    await expect(attack(a, g, { tacticsRaises: 2 })).rejects.toThrow(/Tactics Pool holds 1 free raises/);
    expect(writes.calls()).toBe(0);
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const next = await attack(a, g, { tacticsRaises: 1, maneuvers: [{ kind: "calledShot", target: "limb" }] });
    expect(harness.game.settings.get("shinobi", "rkTacticsPool")).toBe(0);
    expect(next.content).toMatch(/<strong class="raises">1<\/strong> <em>\(1 free, 1 from the Tactics Pool\)<\/em>/);
  });
});

describe("the attack dialog", () => {
  interface AttackDialog {
    html: string;
    call: typeof NO_CALL;
    render(): Promise<unknown>;
    preview(): { chance: number | null; problem: string | null; prepared: { roll: { tn: { effective: number } | null } } | null };
    options: { form: { handler(this: unknown): Promise<void> } };
  }

  async function dialogAt(target: Fighter): Promise<AttackDialog> {
    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    actAs(harness, "player");
    return (await useRollkeepItem((await ayame()) as never, "katana0000000000", { targetActorId: target.id })) as unknown as AttackDialog;
  }

  it("opens from a weapon at a target: its Armor TN, the exact chance with the raises called, the maneuvers offered", async () => {
    const dialog = await dialogAt(await goro());
    expect(dialog.preview().prepared?.roll.tn?.effective).toBe(25);
    expect(dialog.html).not.toContain('name="tn"');
    expect(dialog.html).toContain('name="m.disarm"');
    expect(dialog.html).toContain('name="c.offHand"');
    const none = dialog.preview().chance!;
    dialog.call = { ...dialog.call, raisesCalled: 2, maneuvers: [{ kind: "feint" }] };
    await dialog.render();
    expect(dialog.preview().prepared?.roll.tn?.effective).toBe(35);
    expect(dialog.preview().chance!).toBeLessThan(none);
    expect(dialog.preview().problem).toBeNull();
    // AT8: an off-hand Medium weapon costs 10 on the total.
    dialog.call = { ...NO_CALL, circumstances: { ...NO_CALL.circumstances, offHand: true } };
    await dialog.render();
    expect(dialog.html).toMatch(/Off hand<\/span><strong>−10<\/strong>/);
  });

  it("offers Push/Pull, Tactical Strike and the Tactics Pool in a house-rules world only (M9)", async () => {
    const fourE = await dialogAt(await goro());
    for (const name of ["m.pushPull", "m.tacticalStrike", "tacticsRaises"]) expect(fourE.html, name).not.toContain(`name="${name}"`);
    harness.game.settings.store("shinobi", "rkVariant", "house");
    const house = await dialogAt(await goro());
    for (const name of ["m.pushPull", "m.tacticalStrike", "tacticsRaises"]) expect(house.html, name).toContain(`name="${name}"`);
  });

  it("shows the port's refusal for maneuvers the raises cannot pay, and offers no button (§9)", async () => {
    const dialog = await dialogAt(await goro());
    dialog.call = { ...dialog.call, raisesCalled: 1, maneuvers: [{ kind: "disarm" }] };
    await dialog.render();
    expect(dialog.preview().problem).toBe("The maneuvers need 3 raises; the roll counts 1.");
    expect(dialog.html).toMatch(/<button type="submit" disabled>/);
  });

  it("asks the ground on any attack, the wind and weather on a ranged one only, and takes them through the GM onto the card (R15, R17, O4)", async () => {
    const target = await goro();
    const dialog = await dialogAt(target);
    expect(dialog.html).toContain('name="difficultTerrain"');
    expect(dialog.html).not.toContain('name="retries"');
    expect(dialog.html).not.toContain('name="wind"');
    dialog.call = { ...dialog.call, difficultTerrain: 10 } as typeof NO_CALL;
    await dialog.render();
    expect(dialog.html).toMatch(/<option value="10" selected>/);
    // Katana 7k3 of 9, 9, 9: 27, less 10 for the ground.
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    await dialog.options.form.handler.call(dialog);
    expect(card(lastCard()).flow.attack.attackRoll).toMatchObject({ total: 17, success: false });

    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    const archer = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Archer", ownership: { default: 0, [PLAYER]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0 }, items: [...AYAME_SOURCE.items, { _id: "yumi000000000000", name: "Yumi", type: "rkWeapon", system: { damage: { rolled: 2, kept: 2 }, size: "large", skill: "kyujutsu", reach: "aimed", wielded: false } }] })) as unknown as Fighter;
    actAs(harness, "player");
    const aimed = (await useRollkeepItem(archer as never, "yumi000000000000", { targetActorId: target.id })) as unknown as AttackDialog;
    expect(aimed.html).toContain('name="wind"');
    expect(aimed.html).toContain('name="weather"');
    const calm = aimed.preview().prepared!.roll.tn!.effective;
    aimed.call = { ...aimed.call, wind: "gusts", weather: "storm" } as typeof NO_CALL;
    await aimed.render();
    expect(aimed.preview().problem).toBeNull();
    expect(aimed.preview().prepared!.roll.tn!.effective).toBe(calm + 10);
  });

  it("sends the call to the GM's client, which posts the card", async () => {
    const target = await goro();
    const dialog = await dialogAt(target);
    dialog.call = { ...dialog.call, raisesCalled: 1 };
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    await dialog.options.form.handler.call(dialog);
    expect(card(lastCard()).flow.attack.attackRoll).toMatchObject({ total: 27, success: false });
  });
});

describe("game.shinobi.rollkeep.applyCondition", () => {
  const api = () => (harness.game as unknown as { shinobi: { rollkeep: { applyCondition(target: unknown, condition: string, detail?: { days?: number }): Promise<string[]> } } }).shinobi.rollkeep;

  it("imposes through the port and writes the status effect once, in one batch; the rules then read it", async () => {
    const g = await goro();
    actAs(harness, "gm");
    writes.reset();
    expect(await api().applyCondition(g, "dazed")).toEqual(["dazed"]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:create"]);
    const { readState } = await import("../../src/rulesets/rollkeep/state");
    expect(readState(g as never).state.conditions.dazed).not.toBeNull();
    writes.reset();
    expect(await api().applyCondition({ actor: g }, "dazed")).toEqual([]);
    expect(writes.calls()).toBe(0);
  });

  it("refuses a condition the port does not impose, and a player's actor they do not own; a player's own goes through the GM", async () => {
    const [a, g] = [await ayame(), await goro()];
    actAs(harness, "gm");
    await expect(api().applyCondition(g, "out")).rejects.toThrow(/condition is not valid/);
    actAs(harness, "player");
    writes.reset();
    await expect(api().applyCondition(g, "prone")).rejects.toThrow(/only act for combatants you own/);
    expect(writes.calls()).toBe(0);
    expect(await api().applyCondition(a, "prone")).toEqual(["prone"]);
    expect([...a.effects].flatMap((e) => [...e.statuses])).toEqual(["prone"]);
  });

  it("counts Fasting and Fatigued in days on the effect: a new one in one write, a changed count in one, the rules read it (CO5, CO6)", async () => {
    const g = await goro();
    actAs(harness, "gm");
    writes.reset();
    expect(await api().applyCondition(g, "fatigued", { days: 2 })).toEqual(["fatigued"]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:create"]);
    const effect = () => [...g.effects].find((e) => e.statuses.has("fatigued")) as unknown as { flags: { shinobi?: { days?: number } }; img: string };
    expect(effect().flags.shinobi?.days).toBe(2);
    expect(effect().img).toBe("icons/svg/sleep.svg");
    const { readState } = await import("../../src/rulesets/rollkeep/state");
    expect(readState(g as never).state.conditions.fatigued).toEqual({ days: 2 });
    writes.reset();
    expect(await api().applyCondition(g, "fatigued", { days: 5 })).toEqual([]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:update"]);
    expect(readState(g as never).state.conditions.fatigued).toEqual({ days: 5 });
    writes.reset();
    await expect(api().applyCondition(g, "fatigued", { days: 5 })).resolves.toEqual([]);
    expect(writes.calls()).toBe(0);
  });

  it("refuses a player's fewer days than their actor holds, naming days and writing nothing; the GM lowers a count (CO5, CO6)", async () => {
    const a = await ayame();
    actAs(harness, "gm");
    await api().applyCondition(a, "fasting", { days: 10 });
    const { readState } = await import("../../src/rulesets/rollkeep/state");
    actAs(harness, "player");
    writes.reset();
    await expect(api().applyCondition(a, "fasting", { days: 1 })).rejects.toThrow("The condition fasting cannot be put on: days: 1 is fewer than the 10 already counted, and only the GM lowers the count.");
    await expect(api().applyCondition(a, "fasting")).rejects.toThrow(/days: 1 is fewer than the 10/);
    expect(writes.calls()).toBe(0);
    expect(readState(a as never).state.conditions.fasting).toEqual({ days: 10 });
    await api().applyCondition(a, "fasting", { days: 11 });
    expect(readState(a as never).state.conditions.fasting).toEqual({ days: 11 });
    actAs(harness, "gm");
    await api().applyCondition(a, "fasting", { days: 2 });
    expect(readState(a as never).state.conditions.fasting).toEqual({ days: 2 });
  });

  it("refuses Defenseless in a 4e world and a day count on a player's request that is not a number, writing nothing", async () => {
    const [a, g] = [await ayame(), await goro()];
    actAs(harness, "gm");
    writes.reset();
    await expect(api().applyCondition(g, "defenseless")).rejects.toThrow(/the 4e rules have no such condition/);
    actAs(harness, "player");
    await expect(api().applyCondition(a, "fasting", { days: "many" as never })).rejects.toThrow(/days/);
    expect(writes.calls()).toBe(0);
  });
});

describe("a roll-and-keep card step tried again", () => {
  it("lands the wounds once after the card's write failed: the card is written before the fighters", async () => {
    const [a, g] = [await ayame(), await goro()];
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const message = await attack(a, g, {});
    diceBox.source = d10(9, 9, 1, 1, 1, 1);
    await step(message, { step: "damage" }, "player");
    // The harness's stored message, the document the card step writes (CardMessage lists only what the test reads).
    failNextUpdates(harness.game.messages.get(message.id) as unknown as Parameters<typeof failNextUpdates>[0]);
    writes.reset();
    await expect(step(message, { step: "answer", choice: "none" }, "gm")).rejects.toThrow(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(g.system.wounds).toBe(0);
    await step(message, { step: "answer", choice: "none" }, "gm");
    // 18 less Reduction 1, once.
    expect(g.system.wounds).toBe(17);
    expect(card(lastCard()).landed?.taken).toBe(17);
    writes.reset();
    await expect(step(message, { step: "answer", choice: "none" }, "gm")).rejects.toThrow(/not open/);
    expect(writes.calls()).toBe(0);
    expect(g.system.wounds).toBe(17);
  });
});
