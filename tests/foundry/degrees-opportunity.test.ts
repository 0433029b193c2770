import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, SceneDouble, writes, type Harness } from "../harness";
import { gmQueue } from "../../src/authority/gm-queue";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { expectAllRefused } from "../fixtures/requests";
import { combatantIdOf, dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import type * as AttackModule from "../../src/rulesets/degrees/attack";
import type * as CombatModule from "../../src/rulesets/degrees/combat";

/**
 * A player's opportunity attack (M55) checked against the fight's record, not the player's word:
 * the GM's client remembers on the mover's combatant each move this round that gives an opening
 * (a Move, a take-off, a Charge's run, a ride, an Evade, a token moved on the canvas) and each that
 * gives none (a Safe Step, a Retreat; a GM's teleport or forced move on the canvas); a player's opportunity attack is taken only at a foe whose record shows an opening
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

/** A token of each fighter on the board, linked to its actor. */
async function onTheBoard(...actors: ActorDouble[]): Promise<SceneDouble["tokens"]["contents"]> {
  const scene = (await SceneDouble.create({ name: "Bridge", tokens: actors.map((a, i) => ({ actorId: a.id, actorLink: true, x: 100 * i, y: 0 })) } as never)) as SceneDouble;
  return scene.tokens.contents;
}

/** A token moved on the canvas by `who`, its passed waypoints taking `action`, as core's `moveToken` reaches every client; then the GM's queue drained. */
async function dragged(token: object, who: "gm" | "player", action = "walk", method = "dragging"): Promise<void> {
  const mover = harness.game.users.find((u) => u.isGM === (who === "gm"));
  const movement = { method, passed: { waypoints: [{ action }] } };
  // The cast: core types the hook's arguments as its documents; the harness's doubles stand in for them.
  (Hooks.callAll as (hook: string, ...args: unknown[]) => unknown)("moveToken", token, movement, {}, mover);
  await gmQueue.run(async () => undefined);
}

describe("a token moved on the canvas in a fight under way (M55)", () => {
  it("gives the opening a Move from the tracker gives, recorded by the GM's client in one combatant write, and a player's opportunity attack is taken", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    const [, banditToken] = await onTheBoard(kiba, bandit);
    writes.reset();
    await dragged(banditToken!, "gm");
    expect(uses(combat, bandit)).toEqual({ provokingMove: 1 });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combatant:update"]);
    d8(3, 3);
    actAs(harness, "player");
    expect(await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: OPPORTUNITY })).toEqual({ opened: true });
  });

  it("reads a player's drag as a move of the fighter's own, whatever action it names: a Blink is the player's word", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    const [kibaToken] = await onTheBoard(kiba, bandit);
    await dragged(kibaToken!, "player", "blink");
    expect(uses(combat, kiba)).toEqual({ provokingMove: 1 });
  });

  it("gives none for a GM's teleport, forced move or placement, nothing written, and the opportunity attack is refused", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    const [, banditToken] = await onTheBoard(kiba, bandit);
    writes.reset();
    await dragged(banditToken!, "gm", "blink");
    await dragged(banditToken!, "gm", "displace");
    await dragged(banditToken!, "gm", "walk", "undo");
    await dragged(banditToken!, "gm", "walk", "config");
    expect(uses(combat, bandit)).toEqual({});
    expect(writes.calls()).toBe(0);
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /choice\.opportunity needs an opening/]] as const);
  });

  it("only shows a move the round records: a Safe Step from the tracker dragged on the board stays one, nothing written", async () => {
    const { combat, kiba, bandit } = await banditsTurn();
    const [, banditToken] = await onTheBoard(kiba, bandit);
    await banditActs(combat, bandit, "safeStep");
    writes.reset();
    await dragged(banditToken!, "gm");
    expect(uses(combat, bandit)).toEqual({ unprovokingMove: 1 });
    expect(writes.calls()).toBe(0);
    await expectAllRefused(harness, PLAYER, "dgAttack", [[strikeAsItGoes(kiba, bandit), /choice\.opportunity needs an opening/]] as const);
  });

  it("records nothing outside a fight under way, nor on a client other than the GM's that keeps the fights", async () => {
    actAs(harness, "gm");
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    const combat = await dgFight([kiba, bandit], (i) => ({ initiative: [12, 8][i] }));
    const [, banditToken] = await onTheBoard(kiba, bandit);
    writes.reset();
    await dragged(banditToken!, "gm");
    expect(writes.calls()).toBe(0);
    await combat.startCombat();
    actAs(harness, "player");
    writes.reset();
    await dragged(banditToken!, "player");
    actAs(harness, "gm");
    expect(writes.calls()).toBe(0);
    expect(uses(combat, bandit)).toEqual({});
  });
});
