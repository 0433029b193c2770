import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, diceBox, face, writes, type Harness } from "../harness";
import { expectAllRefused } from "../fixtures/requests";
import { PLAYER_ID } from "../fixtures/forged-requests";
import { rkFight, rollkeepWorld, samurai } from "./rollkeep-combat-helpers";

/*
 * The attack card in a roll-and-keep fight: the attacker is read with its combatant, so the attack
 * is declared at the fight's moment, on the attacker's own turn only, and the action it takes is
 * counted on the tracker like any other (docs/rules-rollkeep.md, "The attack card").
 */

let harness: Harness;
beforeEach(async () => {
  harness = await rollkeepWorld();
});

const NO_CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 }, extraAttack: false, focus: false, damageModifier: { rolled: 0, kept: 0, flat: 0 } };

describe("an attack card in a roll-and-keep fight", () => {
  it("is refused off the attacker's turn, and on it takes the turn's actions on the combatant", async () => {
    const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
    const { combat, ids, actors } = await rkFight(harness, [samurai("A", { reflexes: 4, agility: 3 }), samurai("B")], [30, 10]);
    await combat.startCombat();
    const [a, b] = actors as unknown as [Actor.Implementation, Actor.Implementation];
    const katana = (actor: Actor.Implementation) => actor.items.contents[0]!.id!;
    actAs(harness, "gm");
    writes.reset();
    // B's turn is not due: the port refuses its attack, and nothing is written.
    await expect(requestAttack({ actor: b as never, itemId: katana(b), target: a as never, call: NO_CALL as never })).rejects.toThrow(/turn/i);
    expect(writes.calls()).toBe(0);
    expect(combat.combatants.get(ids[0]!)!.system.turn.at).toBeNull();
    // A's attack (Kenjutsu 2 + Agility 3: 5k3) begins A's turn and spends its Simple Actions on the combatant.
    diceBox.source = fixedDice([9, 8, 7, 2, 1].map((v) => face(v, 10)));
    await requestAttack({ actor: a as never, itemId: katana(a), target: b as never, call: NO_CALL as never });
    const turn = combat.combatants.get(ids[0]!)!.system.turn;
    expect(turn.at).toBe(combat.moment);
    expect(turn.simple).toBe(0);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toContain("Combatant:update");
  });

  it("finds the attacker's fight from the documents: with the GM viewing another fight, a player's off-turn attack is still refused", async () => {
    const { combat, ids, actors } = await rkFight(harness, [samurai("A", { reflexes: 4, agility: 3 }), samurai("B", {}, { ownership: { default: 0, [PLAYER_ID]: 3 } })], [30, 10]);
    await combat.startCombat();
    const [a, b] = actors as unknown as [Actor.Implementation, Actor.Implementation];
    // The GM's client now views another encounter, begun too.
    const other = await rkFight(harness, [samurai("C"), samurai("D")], [20, 5]);
    await other.combat.startCombat();
    expect((harness.game as unknown as { combat: unknown }).combat).toBe(other.combat);
    const attack = { actor: b.id, itemId: b.items.contents[0]!.id, target: a.id, call: NO_CALL, rollMode: "publicroll" };
    await expectAllRefused(harness, PLAYER_ID, "rkAttack", [[attack, /turn/i]]);
    expect(combat.combatants.get(ids[1]!)!.system.turn.at).toBeNull();
  });
});
