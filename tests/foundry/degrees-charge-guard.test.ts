import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { combatantIdOf, dgFight } from "./degrees-combat-helpers";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

// A Charge's open guard on documents (M63): −1 on every defence until the charger's next turn,
// kept on its combatant as its own modifier, never a condition effect on the actor (so no −3 cap
// and no removal check), and shown on the card's defence.

let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { degreesCard: DegreesCardState } };
}

const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const lastCard = (): Card => [...(harness.game.messages as unknown as Iterable<Card>)].at(-1)!;
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const ARMED_BANDIT = { ...BANDIT_SOURCE, items: [...BANDIT_SOURCE.items, { name: "Club", type: "dgWeapon", system: { damage: 1, weight: "medium", accuracy: "melee" } }] };

describe("a Charge's open guard in a fight (M63)", () => {
  it("is kept on the charger's combatant, no effect on its actor, meets the next blow at −1 and closes as its next turn starts", async () => {
    actAs(harness, "gm");
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(ARMED_BANDIT as never)) as ActorDouble;
    const combat = await dgFight([kiba, bandit], (i) => ({ initiative: [null, 8][i] }));
    (harness.game as unknown as { combat: unknown }).combat = combat;
    // Kiba: 5 + Dex 5 + Notice 2 = 12, before the bandit's 8.
    d8(5);
    await combat.startCombat();
    const guard = () => (combat.combatants.get(combatantIdOf(combat, kiba))!.system as unknown as { guardOpen: boolean }).guardOpen;
    d8(6, 5);
    actAs(harness, "player");
    await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { charge: { runMetres: 5 } } });
    expect(lastCard().content).toContain("Charge + 1");
    expect([guard(), [...(kiba.effects as Iterable<unknown>)].length]).toEqual([true, 0]);
    actAs(harness, "gm");
    await combat.nextTurn();
    d8(4, 4);
    await attack.useItem(bandit as never, itemId(bandit, "Club"), { targetActorId: kiba.id, choice: {} });
    const blow = lastCard();
    await attack.degreesCardStep(blow.id, { step: "defend", choice: "dodge" } as never);
    expect(lastCard().content).toContain("Charge − 1");
    await combat.nextTurn();
    expect(guard()).toBe(false);
  });
});
