import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { expectAllRefused } from "../fixtures/requests";
import { combatantIdOf, dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import type * as AttackModule from "../../src/rulesets/degrees/attack";
import type * as CombatModule from "../../src/rulesets/degrees/combat";

/**
 * A player's opportunity attack (M55) checked against the fight's record, not the player's word:
 * the GM's client remembers on the mover's combatant each move this round that gives an opening
 * (a Move, a take-off, a Charge's run, a ride, an Evade) and each that gives none (a Safe Step, a
 * Retreat); a player's opportunity attack is taken only at a foe whose record shows an opening
 * for that attacker, once a round as the rules allow, and refused otherwise naming
 * `choice.opportunity`. A GM's opportunity attack is the GM's judgement and always taken.
 */
const PLAYER = "player0000000000";
let harness: Harness;
let attack: typeof AttackModule;
let combatModule: typeof CombatModule;
beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
  combatModule = await import("../../src/rulesets/degrees/combat");
});

const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const uses = (combat: DgCombat, actor: ActorDouble) => (combat.combatants.get(combatantIdOf(combat, actor))!.system as unknown as { uses: Record<string, number> }).uses;
const OPPORTUNITY = { opportunity: true };

/** Kiba (the player's, initiative 12) and the GM's bandit (8), the fight begun and on the bandit's turn. */
async function banditsTurn(): Promise<{ combat: DgCombat; kiba: ActorDouble; bandit: ActorDouble }> {
  actAs(harness, "gm");
  const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
  const combat = await dgFight([kiba, bandit], (i) => ({ initiative: [12, 8][i] }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  await combat.startCombat();
  await combat.nextTurn();
  return { combat, kiba, bandit };
}

/** The GM's tracker button for the bandit. */
const banditActs = (combat: DgCombat, bandit: ActorDouble, action: "move" | "safeStep" | "retreat" | "takeOff") => combatModule.requestAct(combat, combatantIdOf(combat, bandit), action);

/** Kiba's katana at the bandit as an opportunity attack, asked as a player's request. */
const strikeAsItGoes = (kiba: ActorDouble, bandit: ActorDouble) => ({ actor: kiba.id, itemId: itemId(kiba, "Katana"), target: bandit.id, choice: OPPORTUNITY, rollMode: "publicroll" });

describe("a player's opportunity attack (M55)", () => {
  it("is refused at a foe that made no move this round, naming the field, and nothing is written", async () => {
    const { kiba, bandit } = await banditsTurn();
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /its choice\.opportunity needs an opening\. Bandit made no move this round/]] as const);
  });

  it("is taken once the bandit's move from the tracker gives the opening, once a round", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    await banditActs(combat, bandit, "move");
    expect(uses(combat, bandit)).toEqual({ provokingMove: 1 });
    d8(3, 3);
    actAs(harness, "player");
    expect(await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: OPPORTUNITY })).toEqual({ opened: true });
    actAs(harness, "gm");
    expect(uses(combat, kiba)).toEqual({ opportunityAttack: 1 });
    // One opening, one opportunity attack a round (M55).
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /Opportunity attack can be used 1 time/]] as const);
  });

  it("is refused when the bandit left with a Safe Step or a Retreat, and again once a new round clears the record", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    await banditActs(combat, bandit, "safeStep");
    expect(uses(combat, bandit)).toEqual({ unprovokingMove: 1 });
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /choice\.opportunity needs an opening/]] as const);
    // Into the next round, Kiba first: the bandit's last-round move is no opening now.
    await combat.nextTurn();
    expect(uses(combat, bandit)).toEqual({});
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /choice\.opportunity needs an opening/]] as const);
  });

  it("finds the opening after a take-off, which provokes like any move (M95)", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    await banditActs(combat, bandit, "takeOff");
    expect(uses(combat, bandit)).toMatchObject({ provokingMove: 1 });
    // Up in the air now, out of a katana's reach from the ground: the opening is there, the way up is not.
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /The target flies out of reach/]] as const);
  });

  it("is the GM's judgement when a GM makes it: taken at a foe with no move recorded", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    d8(3, 3);
    actAs(harness, "gm");
    expect(await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: OPPORTUNITY })).toEqual({ opened: true });
    expect(uses(combat, kiba)).toEqual({ opportunityAttack: 1 });
  });

  it("is refused outside a fight, where no move is recorded", async () => {
    actAs(harness, "gm");
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    writes.reset();
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /choice\.opportunity needs an opening/]] as const);
  });
});
