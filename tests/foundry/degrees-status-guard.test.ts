import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, asPlayer, diceBox, writes, type ActorDouble, type Harness } from "../harness";
import { sendAs } from "../fixtures/requests";
import { bootDegreesFight, dgActor, dgFight } from "./degrees-combat-helpers";
import { arrives, shown } from "../fixtures/status-writes";
import { gmQueue } from "../../src/authority/gm-queue";

/**
 * A degrees condition is an effect the fight reads (state.ts): the system's condition flag (its
 * turns, its removal rule, a Grab's hold) or a status of the port's list. In a begun degrees fight
 * holding the actor, only the GM's client writes one: the player's own client refuses their write
 * naming the condition (and the field), the GM's client puts back a raw one that got through, and
 * the GM's own paths (requests, the token HUD through `degreesApplyCondition`, removal checks) go
 * on as before. Outside a fight an owner writes their own conditions.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesFight();
});

interface Effect {
  id: string;
  name: string;
  statuses: Set<string>;
  flags: { shinobi?: { condition?: Record<string, unknown> }; core?: object };
  update(changes: object): Promise<unknown>;
  updateSource(changes: object): unknown;
  toObject(): Record<string, unknown>;
}
type Toggling = ActorDouble & { toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<unknown> };
const effectsOf = (actor: ActorDouble) => actor.effects.contents as unknown as Effect[];
const conditionsOf = (actor: ActorDouble) => effectsOf(actor).map((e) => e.flags.shinobi?.condition?.id ?? [...e.statuses][0]).sort();
const errors = () => shown().filter((n) => n.level === "error");
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const RULE = { check: "vigor", dc: 15 };
const BLINDED = { name: "Blinded", statuses: ["blinded"], flags: { shinobi: { condition: { id: "blinded", source: "GM", removal: RULE } } } };
const STUNNED = { name: "Stunned", statuses: ["stunned"], flags: { shinobi: { condition: { id: "stunned", source: "GM" } } } };
const COSMETIC = { name: "Winged", img: "icons/svg/aura.svg", statuses: [] };

/** Aiko (the player's) with a Blinded the GM put on (its removal rule Vigor 15) and a Stunned with none, in a degrees fight begun (or not). */
async function fighter(begun = true): Promise<{ aiko: Toggling; blinded: Effect; stunned: Effect }> {
  const aiko = (await dgActor({ name: "Aiko", owner: PLAYER, effects: [BLINDED, STUNNED] })) as Toggling;
  const foe = await dgActor({ name: "Foe" });
  const combat = await dgFight([aiko, foe], (i) => ({ initiative: i === 0 ? 12 : 8 }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  if (begun) await combat.startCombat();
  const [blinded, stunned] = [effectsOf(aiko).find((e) => e.statuses.has("blinded"))!, effectsOf(aiko).find((e) => e.statuses.has("stunned"))!];
  return { aiko, blinded, stunned };
}

describe("a player's own write of a degrees condition in a fight under way", () => {
  it("is refused on their client before it is sent: taking one off, disabling it, lowering its removal rule, each naming the condition", async () => {
    const { aiko, blinded } = await fighter();
    writes.reset();
    await asPlayer(harness, () => aiko.deleteEmbeddedDocuments("ActiveEffect", [blinded.id]));
    expect(shown().at(-1)).toEqual({ level: "error", message: "Aiko is in a fight under way, where only the GM's client puts a status (Blinded) on or takes one off: ask the GM." });
    await asPlayer(harness, () => blinded.update({ disabled: true }));
    expect(shown().at(-1)?.message).toBe("Aiko is in a fight under way: a player cannot change the disabled of its status (Blinded), which only the GM's client writes there. Ask the GM.");
    await asPlayer(harness, () => blinded.update({ "flags.shinobi.condition.removal": { check: "vigor", dc: 2 } }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the flags\.shinobi of its status \(Blinded\)/);
    // Switching it off from the token HUD is core's toggle, refused the same way.
    await asPlayer(harness, () => aiko.toggleStatusEffect("blinded"));
    expect(writes.calls()).toBe(0);
    expect(errors()).toHaveLength(4);
    expect(blinded.flags.shinobi?.condition?.removal).toEqual(RULE);
    expect(conditionsOf(aiko)).toEqual(["blinded", "stunned"]);
  });

  it("refuses a helpful condition made by its status id or by the flag alone, whatever the effect is called, and a cosmetic effect made into one", async () => {
    const { aiko } = await fighter();
    writes.reset();
    await asPlayer(harness, () => aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Quick", statuses: ["haste"] }] as never));
    expect(shown().at(-1)?.message).toMatch(/only the GM's client puts a status \(Haste\) on/);
    await asPlayer(harness, () => aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Nice", statuses: [], flags: { shinobi: { condition: { id: "winged" } } } }] as never));
    expect(shown().at(-1)?.message).toMatch(/only the GM's client puts a status \(Winged\) on/);
    expect(writes.calls()).toBe(0);
    // A cosmetic effect is the player's, even named after a condition; flags not the system's stay theirs too.
    const [own] = (await asPlayer(harness, () => aiko.createEmbeddedDocuments("ActiveEffect", [COSMETIC] as never))) as unknown as Effect[];
    await asPlayer(harness, () => own!.update({ "flags.core.overlay": true, name: "Wings" }));
    expect(writeLog()).toEqual(["ActiveEffect:create", "ActiveEffect:update"]);
    await asPlayer(harness, () => own!.update({ flags: { shinobi: { condition: { id: "winged" } } } }));
    await asPlayer(harness, () => own!.update({ statuses: ["haste"] }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the statuses of its status \(Haste\)/);
    expect(writes.calls()).toBe(2);
    expect(conditionsOf(aiko)).toEqual(["blinded", "stunned", undefined]);
  });

  it("goes ahead outside a fight under way, and for the GM in one", async () => {
    const { aiko, blinded } = await fighter(false);
    await asPlayer(harness, () => blinded.update({ disabled: true }));
    expect(blinded.toObject().disabled).toBe(true);
    await asPlayer(harness, () => aiko.deleteEmbeddedDocuments("ActiveEffect", [blinded.id]));
    expect(conditionsOf(aiko)).toEqual(["stunned"]);
    const begun = await fighter();
    await begun.blinded.update({ "flags.shinobi.condition.removal": { check: "vigor", dc: 12 } });
    expect(begun.blinded.flags.shinobi?.condition?.removal).toEqual({ check: "vigor", dc: 12 });
    expect(errors()).toEqual([]);
  });
});

describe("death (M41) on a fighter in a fight under way", () => {
  it("is refused on the player's own client: switching Dead on from the token HUD or making it raw, naming Dead, nothing written", async () => {
    const { aiko } = await fighter();
    writes.reset();
    await asPlayer(harness, () => aiko.toggleStatusEffect("dead"));
    // The HUD asks the GM for conditions only: death is the GM's (or the HP's), so the player is told to ask.
    expect(shown().at(-1)?.message).toBe("Aiko is in a fight under way, where only the GM's client puts a status (Dead) on or takes one off: ask the GM.");
    await asPlayer(harness, () => aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Resting", statuses: ["dead"] }] as never));
    expect(shown().at(-1)?.message).toMatch(/only the GM's client puts a status \(Dead\) on/);
    expect(writes.calls()).toBe(0);
    expect(conditionsOf(aiko)).toEqual(["blinded", "stunned"]);
  });

  it("made raw by a player is taken off by the GM's client, and one the GM put on is made again when a player takes it off", async () => {
    const { aiko } = await fighter();
    const [made] = (await aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Resting", statuses: ["dead"] }] as never)) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", made!, PLAYER);
    expect(conditionsOf(aiko)).toEqual(["blinded", "stunned"]);
    expect(writeLog()).toEqual(["ActiveEffect:delete"]);
    expect(shown().at(-1)?.message).toBe("Player put a status (Dead) on Aiko during a fight under way; only the GM's client does that, so it was taken off.");
    const [dead] = (await aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Dead", statuses: ["dead"] }] as never)) as unknown as Effect[];
    await arrives("createActiveEffect", dead!, GM);
    await aiko.deleteEmbeddedDocuments("ActiveEffect", [dead!.id]);
    writes.reset();
    await arrives("deleteActiveEffect", dead!, PLAYER);
    expect(writeLog()).toEqual(["ActiveEffect:create"]);
    expect(conditionsOf(aiko)).toEqual(["blinded", "dead", "stunned"]);
    expect(shown().at(-1)?.message).toBe("Player took a status (Dead) off Aiko during a fight under way; only the GM's client does that, so it was put back.");
  });

  it("stays the owner's to switch outside a fight", async () => {
    const { aiko } = await fighter(false);
    await asPlayer(harness, () => aiko.toggleStatusEffect("dead"));
    expect(conditionsOf(aiko)).toEqual(["blinded", "dead", "stunned"]);
    expect(errors()).toEqual([]);
  });
});

describe("the GM's own paths in a fight under way", () => {
  it("put a player's requested condition on, from a request and from the token HUD, and take one off by its removal check", async () => {
    const { aiko, blinded } = await fighter();
    const answer = await sendAs(harness, PLAYER, "degreesApplyCondition", { actor: aiko.id, request: { condition: "prone" } });
    expect(answer?.ok, answer?.error).toBe(true);
    // The player's token HUD asks the GM's client for a condition switched on in a fight, rather than writing it.
    await asPlayer(harness, () => aiko.toggleStatusEffect("deafened"));
    await gmQueue.run(async () => undefined);
    expect(conditionsOf(aiko)).toEqual(["blinded", "deafened", "prone", "stunned"]);
    // Blinded's own rule (Vigor 15): Vigor 3 + 6 + 6 shakes it off, the GM's client deleting the effect.
    diceBox.source = fixedDice([6, 6]);
    const removed = await sendAs(harness, PLAYER, "dgRemove", { actor: aiko.id, effectId: blinded.id });
    expect(removed?.ok, removed?.error).toBe(true);
    await gmQueue.run(async () => undefined);
    expect(conditionsOf(aiko)).toEqual(["deafened", "prone", "stunned"]);
    expect(errors()).toEqual([]);
    expect(shown().filter((n) => n.level === "warn")).toEqual([]);
  });
});

describe("a removal rule a player wrote onto their own condition outside a fight", () => {
  it("is read as none, whoever asks and whenever: dgRemove refuses it naming removal, rolling and writing nothing, and a fight begun later does not make it the GM's", async () => {
    const { aiko, blinded, stunned } = await fighter(false);
    await asPlayer(harness, () => stunned.update({ "flags.shinobi.condition.removal": { check: "vigor", dc: 2 } }));
    await asPlayer(harness, () => blinded.update({ "flags.shinobi.condition.removal": { check: "vigor", dc: 2 } }));
    expect(stunned.flags.shinobi?.condition?.removal).toEqual({ check: "vigor", dc: 2 });
    writes.reset();
    for (const effect of [stunned, blinded]) {
      const answer = await sendAs(harness, PLAYER, "dgRemove", { actor: aiko.id, effectId: effect.id });
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(/removal/);
    }
    expect(writes.calls()).toBe(0);
    const { heldConditionRows } = await import("../../src/rulesets/degrees/conditions/held");
    expect(heldConditionRows(aiko as never).map((row) => row.removal)).toEqual([null, null]);
    // The fight begins with the rule still on the effects: still a player's, still none.
    const combat = (harness.game as unknown as { combat: { startCombat(): Promise<unknown> } }).combat;
    await combat.startCombat();
    const answer = await sendAs(harness, PLAYER, "dgRemove", { actor: aiko.id, effectId: stunned.id });
    expect(answer?.error).toMatch(/removal/);
    // The GM names the check then, as for any condition whose cause set none.
    diceBox.source = fixedDice([6, 6]);
    const { removeCondition } = await import("../../src/rulesets/degrees/conditions/remove-condition");
    expect(await removeCondition(aiko as never, blinded.id, { check: "vigor", dc: 15 })).toBe(true);
    expect(conditionsOf(aiko)).toEqual(["stunned"]);
  });

  it("is not made the GM's by the GM's client putting back a later raw write in the fight: it puts back the rest without it", async () => {
    const { aiko, stunned } = await fighter(false);
    await asPlayer(harness, () => stunned.update({ "flags.shinobi.condition.removal": { check: "vigor", dc: 2 } }));
    // The GM's client sees that write arrive (outside a fight it is the owner's, and it keeps it as it finds it).
    await arrives("updateActiveEffect", stunned, PLAYER, { "flags.shinobi.condition.removal": { check: "vigor", dc: 2 } });
    await (harness.game as unknown as { combat: { startCombat(): Promise<unknown> } }).combat.startCombat();
    stunned.updateSource({ disabled: true });
    await arrives("updateActiveEffect", stunned, PLAYER, { disabled: true });
    expect(stunned.toObject().disabled ?? false).toBe(false);
    expect(stunned.flags.shinobi?.condition).toEqual({ id: "stunned", source: "GM" });
    const answer = await sendAs(harness, PLAYER, "dgRemove", { actor: aiko.id, effectId: stunned.id });
    expect(answer?.error).toMatch(/removal/);
  });
});

describe("a player's raw write of a degrees condition in a fight under way, on the GM's client", () => {
  it("takes a condition a player made off again (by its flag alone), naming the player and the condition", async () => {
    const { aiko } = await fighter();
    const [made] = (await aiko.createEmbeddedDocuments("ActiveEffect", [{ name: "Nice", statuses: [], flags: { shinobi: { condition: { id: "winged" } } } }] as never)) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", made!, PLAYER);
    expect(conditionsOf(aiko)).toEqual(["blinded", "stunned"]);
    expect(writeLog()).toEqual(["ActiveEffect:delete"]);
    expect(shown().at(-1)).toEqual({ level: "warn", message: "Player put a status (Winged) on Aiko during a fight under way; only the GM's client does that, so it was taken off." });
  });

  it("puts a lowered removal rule back, and takes one a player added away, in one write each", async () => {
    const { blinded, stunned } = await fighter();
    blinded.updateSource({ flags: { shinobi: { condition: { removal: { check: "vigor", dc: 2 } } } } });
    writes.reset();
    await arrives("updateActiveEffect", blinded, PLAYER, { flags: { shinobi: { condition: { removal: { check: "vigor", dc: 2 } } } } });
    expect(blinded.flags.shinobi?.condition?.removal).toEqual(RULE);
    expect(shown().at(-1)?.message).toBe("Player changed the flags.shinobi of Aiko's status (Blinded) during a fight under way; only the GM's client writes those, so they were put back.");
    stunned.updateSource({ "flags.shinobi.condition.removal": { check: "vigor", dc: 2 }, disabled: true });
    await arrives("updateActiveEffect", stunned, PLAYER, { "flags.shinobi.condition.removal": { check: "vigor", dc: 2 }, disabled: true });
    expect(stunned.flags.shinobi?.condition).toEqual({ id: "stunned", source: "GM" });
    expect(stunned.toObject().disabled ?? false).toBe(false);
    expect(writes.calls()).toBe(2);
  });

  it("makes a deleted condition again with its id and its flag, and leaves a cosmetic effect's writes and a GM's alone", async () => {
    const { aiko, blinded } = await fighter();
    const id = blinded.id;
    await aiko.deleteEmbeddedDocuments("ActiveEffect", [id]);
    writes.reset();
    await arrives("deleteActiveEffect", blinded, PLAYER);
    expect(effectsOf(aiko).find((e) => e.id === id)?.flags.shinobi?.condition).toEqual({ id: "blinded", source: "GM", removal: RULE });
    expect(writeLog()).toEqual(["ActiveEffect:create"]);
    expect(shown().at(-1)?.message).toBe("Player took a status (Blinded) off Aiko during a fight under way; only the GM's client does that, so it was put back.");
    const [own] = (await aiko.createEmbeddedDocuments("ActiveEffect", [COSMETIC] as never)) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", own!, PLAYER);
    await arrives("deleteActiveEffect", effectsOf(aiko)[0]!, GM);
    expect(writes.calls()).toBe(0);
  });

  it("is left to the GM client that keeps the fights: a player's own client puts nothing back", async () => {
    const { blinded } = await fighter();
    actAs(harness, "player");
    blinded.updateSource({ disabled: true });
    await arrives("updateActiveEffect", blinded, PLAYER, { disabled: true });
    expect(blinded.toObject().disabled).toBe(true);
  });
});
