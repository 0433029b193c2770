import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, diceBox, writes, type ActorDouble, type Harness } from "../harness";
import { expectAllRefused, sendAs } from "../fixtures/requests";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

/**
 * A Grab kept and broken in the degrees fight (M79): the hold costs the grabber's standard action
 * as each of its turns starts (a grabber that cannot pay loses it on both sides), and breaking free
 * from the Conditions box takes the victim's standard action on its own turn.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesFight();
});

const PLAYER = "player0000000000";
type Effect = { id: string; statuses: Set<string> };
const effectsOf = (actor: ActorDouble) => [...(actor.effects as Iterable<Effect>)];
const held = (actor: ActorDouble) => effectsOf(actor).map((e) => [...e.statuses][0]).sort();
const effectOf = (actor: ActorDouble, id: string) => effectsOf(actor).find((e) => e.statuses.has(id))!;
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const lastMessage = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content;
const holdEffect = (id: string, source: string, removal?: object) => ({ name: id, statuses: [id], flags: { shinobi: { condition: { id, source, ...(removal ? { removal } : {}) } } } });
const actionsOf = (combat: DgCombat, actor: ActorDouble) => (combat.combatants.get(combatantIdOf(combat, actor))!.system as unknown as { actions: { standard: boolean; movement: boolean } }).actions;

/** The grabber (initiative 12) holding the victim (8, the player's), in a fight not yet begun. */
async function grabFight(grabberEffects: object[] = []): Promise<{ grabber: ActorDouble; victim: ActorDouble; combat: DgCombat }> {
  const grabber = await dgActor({ name: "Grabber" });
  const victim = await dgActor({ name: "Victim", owner: PLAYER });
  const source = `grab:${grabber.id}:${victim.id}`;
  await grabber.createEmbeddedDocuments("ActiveEffect", [holdEffect("slow", source), ...grabberEffects] as never);
  await victim.createEmbeddedDocuments("ActiveEffect", [holdEffect("grabbed", source, { check: "escape", dc: 10 })] as never);
  const combat = await dgFight([grabber, victim], (i) => ({ initiative: i === 0 ? 12 : 8 }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { grabber, victim, combat };
}

describe("keeping a Grab's hold in the fight (M79)", () => {
  it("spends the grabber's standard action as its turn starts, said in the round's summary; the victim's turn costs it nothing", async () => {
    const { grabber, victim, combat } = await grabFight();
    await combat.startCombat();
    expect(actionsOf(combat, grabber)).toMatchObject({ standard: false, movement: true });
    expect(lastMessage()).toContain("Grabber spends its standard action keeping hold of Victim.");
    writes.reset();
    await combat.nextTurn();
    // The victim's turn: one combat update with the combatants, one summary.
    expect(writeLog()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(actionsOf(combat, victim).standard).toBe(true);
    expect(held(grabber)).toEqual(["slow"]);
    expect(held(victim)).toEqual(["grabbed"]);
  });

  it("ends the hold on both sides when the grabber cannot pay (Stunned): one deletion a side with the clock's one combat update", async () => {
    const { grabber, victim, combat } = await grabFight([{ name: "stunned", statuses: ["stunned"], flags: { shinobi: { condition: { id: "stunned" } } } }]);
    writes.reset();
    await combat.startCombat();
    expect(writeLog()).toEqual(["Combat:update", "ActiveEffect:delete", "ActiveEffect:delete", "ChatMessage:create"]);
    expect(lastMessage()).toContain("Grabber has no standard action left to keep hold of Victim: the hold ends.");
    expect(held(grabber)).toEqual(["stunned"]);
    expect(held(victim)).toEqual([]);
  });

  it("spends nothing when the GM keeps the cost by hand (dgHoldUpkeep byHand)", async () => {
    await (harness.game.settings as unknown as { set(ns: string, key: string, v: unknown): Promise<unknown> }).set("shinobi", "dgHoldUpkeep", "byHand");
    const { grabber, combat } = await grabFight();
    await combat.startCombat();
    expect(actionsOf(combat, grabber).standard).toBe(true);
    expect(lastMessage()).not.toContain("keeping hold");
  });
});

describe("breaking free in the fight (M79)", () => {
  it("takes the victim's standard action on its own turn, rolled or not, and refuses it off its turn or twice, writing nothing", async () => {
    const { grabber, victim, combat } = await grabFight();
    await combat.startCombat();
    const grabbed = effectOf(victim, "grabbed").id;
    // The grabber's turn: not the victim's to break free in.
    await expectAllRefused(harness, PLAYER, "dgRemove", [[{ actor: victim.id, effectId: grabbed }, /own turn/]] as const);
    await combat.nextTurn();
    writes.reset();
    // Escape 0 + 4 + 4 = 8 against 10: still held, and the standard action is gone (one combatant write).
    diceBox.source = fixedDice([4, 4]);
    const tried = await sendAs(harness, PLAYER, "dgRemove", { actor: victim.id, effectId: grabbed });
    expect(tried?.ok, tried?.error).toBe(true);
    expect(tried?.result).toBe(false);
    expect(writeLog()).toEqual(["ChatMessage:create", "Combatant:update"]);
    expect(actionsOf(combat, victim)).toMatchObject({ standard: false, movement: true });
    expect(held(victim)).toEqual(["grabbed"]);
    await expectAllRefused(harness, PLAYER, "dgRemove", [[{ actor: victim.id, effectId: grabbed }, /No Standard action is left/]] as const);
    expect(held(grabber)).toEqual(["slow"]);
  });

  it("breaks the hold on a success: the victim's effect and action, the grabber's Slow, in one batch each", async () => {
    const { grabber, victim, combat } = await grabFight();
    await combat.startCombat();
    await combat.nextTurn();
    writes.reset();
    diceBox.source = fixedDice([5, 5]);
    actAs(harness, "gm");
    const tried = await sendAs(harness, PLAYER, "dgRemove", { actor: victim.id, effectId: effectOf(victim, "grabbed").id });
    expect(tried?.result).toBe(true);
    expect(writeLog()).toEqual(["ChatMessage:create", "Combatant:update", "ActiveEffect:delete", "ActiveEffect:delete"]);
    expect(held(victim)).toEqual([]);
    expect(held(grabber)).toEqual([]);
    expect(actionsOf(combat, victim).standard).toBe(false);
  });
});
