import { beforeEach, describe, expect, it } from "vitest";
import { actAs, writes, type ActorDouble, type Harness } from "../harness";
import { expectAllRefused, sendAs } from "../fixtures/requests";
import { bootDegreesFight, dgActor } from "./degrees-combat-helpers";

/**
 * What only a GM decides about a player's own conditions (docs/security.md, `degreesApplyCondition`
 * and `dgRemove`): a condition that helps its holder (Haste, Winged) is refused from a player unless
 * the world setting lets players put those on, from the token HUD as from a request; a removal
 * rule (the cause's, M128) is the GM's to give, at put-on and when a condition with none is
 * shaken off. Every refusal names its field and writes nothing.
 */
const PLAYER = "player0000000000";
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesFight();
});

type Effect = { id: string; statuses: Set<string>; flags: { shinobi?: { condition?: Record<string, unknown> } } };
type Toggling = ActorDouble & { toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<unknown> };
const conditionsOf = (actor: ActorDouble) => (actor.effects.contents as unknown as Effect[]).map((e) => e.flags.shinobi?.condition?.id);
const effectOf = (actor: ActorDouble, id: string) => (actor.effects.contents as unknown as Effect[]).find((e) => e.statuses.has(id))!;
const apply = (payload: object) => sendAs(harness, PLAYER, "degreesApplyCondition", payload);
const allowHelpful = (on: boolean) => harness.game.settings.set("shinobi", "dgPlayersHelpfulConditions", on);

describe("a helpful condition a player asks for on their own character", () => {
  it("is refused by default, naming the condition field, and writes nothing; a hindrance goes through", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
    await expectAllRefused(harness, PLAYER, "degreesApplyCondition", [
      [{ actor: aiko.id, request: { condition: "haste" } }, /its condition, Haste, helps the character who holds it/],
      [{ actor: aiko.id, request: { condition: "winged", turns: 3 } }, /its condition, Winged, helps/],
    ] as const);
    expect(conditionsOf(aiko)).toEqual([]);
    const answer = await apply({ actor: aiko.id, request: { condition: "prone" } });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(conditionsOf(aiko)).toEqual(["prone"]);
  });

  it("goes through when the world lets players put them on, and always for a GM", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
    await allowHelpful(true);
    const answer = await apply({ actor: aiko.id, request: { condition: "haste" } });
    expect(answer?.ok, answer?.error).toBe(true);
    await allowHelpful(false);
    const kenji = await dgActor({ name: "Kenji" });
    const api = (harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void> } }).degrees;
    await api.applyCondition(kenji, { condition: "winged" });
    expect(conditionsOf(aiko)).toEqual(["haste"]);
    expect(conditionsOf(kenji)).toEqual(["winged"]);
  });

  it("from the token HUD, asks the GM's client instead of writing the player's own actor, which refuses it", async () => {
    const aiko = (await dgActor({ name: "Aiko", owner: PLAYER })) as Toggling;
    writes.reset();
    actAs(harness, "player");
    try {
      await expect(aiko.toggleStatusEffect("haste")).rejects.toThrow(/its condition, Haste, helps/);
    } finally {
      actAs(harness, "gm");
    }
    expect(writes.calls()).toBe(0);
    expect(conditionsOf(aiko)).toEqual([]);
  });
});

describe("a removal rule from a player", () => {
  it("is refused with the condition it comes with, naming the removal field", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
    await expectAllRefused(harness, PLAYER, "degreesApplyCondition", [[{ actor: aiko.id, request: { condition: "stunned", removal: { check: "vigor", dc: 2 } } }, /its removal is the GM's to name/]] as const);
    expect(conditionsOf(aiko)).toEqual([]);
  });

  it("is not taken for a condition whose cause set none: the player's sheet offers no removal and the API tells them to ask the GM", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
    await apply({ actor: aiko.id, request: { condition: "stunned" } });
    const { removeCondition } = await import("../../src/rulesets/degrees/conditions/remove-condition");
    const { heldConditionRows } = await import("../../src/rulesets/degrees/conditions/held");
    expect(heldConditionRows(aiko as never).map((row) => row.removable)).toEqual([true]);
    writes.reset();
    actAs(harness, "player");
    try {
      expect(heldConditionRows(aiko as never).map((row) => row.removable)).toEqual([false]);
      await expect(removeCondition(aiko as never, effectOf(aiko, "stunned").id, { check: "vigor", dc: 2 })).rejects.toThrow(/its removal is the GM's to name/);
    } finally {
      actAs(harness, "gm");
    }
    expect(writes.calls()).toBe(0);
    expect(conditionsOf(aiko)).toEqual(["stunned"]);
  });
});
