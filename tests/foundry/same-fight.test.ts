import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, SceneDouble, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import { forgedRequests, PLAYER_ID } from "../fixtures/forged-requests";
import { BANDIT_SOURCE, bootDegreesAttackWorld, FIRE_JET, KIBA_SOURCE, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { createDgActor, d8, itemIdOf, lastCardIn } from "../fixtures/degrees-card";
import { dgActor, dgFight } from "./degrees-combat-helpers";

/*
 * The same-fight rule (docs/security.md, `src/rulesets/same-fight.ts`): a player's request naming a
 * second actor is refused, naming the field, when a fight under way holds one of the two and not
 * the other. Outside it an actor is read with no turn, AP or round's actions, so its attack, a hit
 * taken for a fighter, an ally's aid or a treatment would cost nothing and could be sent again at
 * will. Each refusal writes nothing and posts no card; a GM does as they like. A player's attacker
 * with no token on the target's scene is refused too.
 */
let harness: Harness;
const OWNED = { ownership: { default: 0, [PLAYER_ID]: 3 } };
const ACROSS = (field: string) => new RegExp(`${field.replace(/\./g, "\\.")} names someone across the edge of a fight under way`);
const messages = () => harness.game.messages.size;
const cards = () => [...(harness.game.messages as unknown as Iterable<{ content: string; flags: { shinobi?: Record<string, unknown> } }>)];
const newCombat = <C>(data: object) => (Combat as unknown as { create(d: object): Promise<C> }).create(data);
const token = (actor: ActorDouble, hidden = false) => ({ actorId: actor.id, actorLink: true, x: 0, y: 0, width: 1, height: 1, hidden });
const scene = (name: string, tokens: object[]) => SceneDouble.create({ name, grid: { size: 100, type: 1 }, tokens } as never);

/**
 * The request sent while the GM's queue is held and `begin` (a fight's start) waits in it behind
 * the hold; then the hold is let go. The answer: a check made as the request arrived saw no fight
 * begun, one made in its turn in the queue sees the fight `begin` started.
 */
async function sentWhileAFightBegins(name: string, payload: unknown, begin: () => Promise<unknown>) {
  const { gmQueue } = await import("../../src/authority/gm-queue");
  let letGo = () => {};
  const held = gmQueue.run(() => new Promise<void>((resolve) => (letGo = resolve)));
  const beginning = begin();
  const answer = forgedRequests(harness, name).send(payload);
  await new Promise((resolve) => setTimeout(resolve, 0));
  letGo();
  await Promise.all([held, beginning]);
  return answer;
}

/** The request is refused matching `reason`, with nothing written (`forgedRequests`) and no card posted. */
async function refusedWithNoCard(name: string, payload: unknown, reason: RegExp): Promise<void> {
  const before = messages();
  await forgedRequests(harness, name).refused(payload, reason);
  expect(messages()).toBe(before);
}

describe("IC", () => {
  const unarmed = (actor: ActorDouble) => actor.items.contents.find((i) => i.name === "Basic Unarmed")!.id;
  const useAt = (attacker: ActorDouble, target: ActorDouble) => ({ actor: attacker.id, itemId: unarmed(attacker), options: { targetActorId: target.id }, rollMode: "publicroll" });
  /** A fight begun at IC 0 (round 1) holding `actors`, on ICs 0, 3, 6… */
  const begunFight = (actors: ActorDouble[]) => newCombat({ type: "ic", round: 1, system: { currentIc: 0 }, combatants: actors.map((a, i) => ({ type: "ic", actorId: a.id, name: a.name, initiative: i * 3 })) });
  const boot = async () => {
    harness = await bootSystem();
    const sakura = (await ActorDouble.create({ ...INO_SOURCE, name: "Sakura", ...OWNED })) as ActorDouble;
    const naruto = (await ActorDouble.create({ ...INO_SOURCE, name: "Naruto", ...OWNED })) as ActorDouble;
    const ino = (await ActorDouble.create(INO_SOURCE)) as ActorDouble;
    return { sakura, naruto, ino };
  };

  it("useItem: refuses a player's attacker outside a begun fight at one of its fighters; the GM's goes on", async () => {
    const { sakura, naruto, ino } = await boot();
    await begunFight([ino, naruto]);
    diceBox.source = fixedDice([face(15, 20)]);
    await refusedWithNoCard("useItem", useAt(sakura, ino), ACROSS("options.targetActorId"));
    actAs(harness, "gm");
    diceBox.source = fixedDice([face(15, 20)]);
    await (sakura as unknown as { useTechnique(id: string, o: object): Promise<unknown> }).useTechnique(unarmed(sakura), { targetActorId: ino.id });
    expect(messages()).toBe(1);
  });

  it("useItem: refuses a player's attacker with no token on the target's scene; with neither on any scene there is no board to check", async () => {
    const { sakura, ino } = await boot();
    const { send } = forgedRequests(harness, "useItem");
    diceBox.source = fixedDice([face(15, 20)]);
    expect((await send(useAt(sakura, ino)))?.ok).toBe(true);
    await scene("Here", [token(ino)]);
    diceBox.source = fixedDice([face(15, 20)]);
    await refusedWithNoCard("useItem", useAt(sakura, ino), /options\.targetActorId is out of reach: your character has no token on the target's scene/);
  });

  it("Take the Hit: refuses a protector outside the begun fight of the one it would shield, naming step.protectorActorId", async () => {
    const { sakura, naruto, ino } = await boot();
    await begunFight([ino, sakura]);
    // A kick slow enough (Speed 14) that a protector has time to step in.
    const kick = (await (ino as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> }).createEmbeddedDocuments("Item", [{ name: "Axe Kick", type: "technique", system: { kind: "taijutsu", speed: 14, stamina: 0, damage: { dice: "2d6", stat: "str", type: "blunt" } } }]))[0]!;
    actAs(harness, "gm");
    diceBox.source = fixedDice([]);
    await (ino as unknown as { useTechnique(id: string, o: object): Promise<unknown> }).useTechnique(kick.id, { targetActorId: sakura.id });
    const card = [...(harness.game.messages as unknown as Iterable<{ id: string; flags: { shinobi: { card: { attack: { defense: unknown } } } } }>)].at(-1)!;
    diceBox.source = fixedDice([face(4, 20)]);
    await forgedRequests(harness, "cardStep").refused({ messageId: card.id, step: { step: "defend", choice: "takeTheHit", protectorActorId: naruto.id } }, ACROSS("step.protectorActorId"));
    expect(card.flags.shinobi.card.attack.defense).toBeNull();
  });
});

describe("roll-and-keep: rkAttack", () => {
  const CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 } };
  const boot = async () => {
    harness = await bootSystem({ ruleset: "rollkeep" });
    const unhurt = { system: { ...AYAME_SOURCE.system, wounds: 0 } };
    const ayame = (await ActorDouble.create({ ...AYAME_SOURCE, ...OWNED, ...unhurt })) as ActorDouble;
    const goro = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", ...unhurt })) as ActorDouble;
    const kenji = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Kenji", ...unhurt })) as ActorDouble;
    return { ayame, goro, kenji, attack: { actor: ayame.id, itemId: "katana0000000000", target: goro.id, call: CALL, rollMode: "publicroll" } };
  };

  it("refuses a player's attacker outside a begun fight at one of its fighters", async () => {
    const { goro, kenji, attack } = await boot();
    const fight = await newCombat<{ startCombat(): Promise<unknown> }>({ type: "rk", combatants: [goro, kenji].map((a, i) => ({ type: "rk", actorId: a.id, name: a.name, initiative: 30 - i })) });
    await fight.startCombat();
    diceBox.source = fixedDice([9, 9, 9, 1, 1, 1, 1].map((v) => face(v, 10)));
    await refusedWithNoCard("rkAttack", attack, ACROSS("target"));
  });

  it("refuses a player's attacker with no token on the target's scene", async () => {
    const { goro, attack } = await boot();
    await scene("Here", [token(goro)]);
    diceBox.source = fixedDice([9, 9, 9, 1, 1, 1, 1].map((v) => face(v, 10)));
    await refusedWithNoCard("rkAttack", attack, /target is out of reach: your character has no token on the target's scene/);
  });
});

describe("degrees", () => {
  /** Kiba and Shino (the player's), the bandit and its lookout (the GM's). */
  const boot = async () => {
    harness = await bootDegreesAttackWorld();
    actAs(harness, "gm");
    const kiba = await createDgActor(KIBA_SOURCE);
    const shino = await createDgActor(SHINO_SOURCE);
    const bandit = await createDgActor(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, FIRE_JET] });
    const lookout = await createDgActor(BANDIT_SOURCE, { name: "Lookout" });
    return { kiba, shino, bandit, lookout };
  };
  /** A degrees fight begun with `actors`, the first one's turn. */
  const begun = async (actors: ActorDouble[]) => {
    const combat = await dgFight(actors, (i) => ({ initiative: 20 - i }));
    (harness.game as unknown as { combat: unknown }).combat = combat;
    await combat.startCombat();
    return combat;
  };

  it("dgAttack: refuses a player's attacker outside a begun fight at one of its fighters", async () => {
    const { kiba, bandit, lookout } = await boot();
    await begun([bandit, lookout]);
    d8(6, 5);
    await refusedWithNoCard("dgAttack", { actor: kiba.id, itemId: itemIdOf(kiba, "Katana"), target: bandit.id, choice: {}, rollMode: "publicroll" }, ACROSS("target"));
  });

  it("aid: refuses a helper who is no fighter of the ally's begun fight, outside any or in another, naming step.protectorActorId", async () => {
    const { kiba, shino, bandit, lookout } = await boot();
    // Shino fighting elsewhere, on Kiba's side: the rules' sides alone would let it in.
    const elsewhere = await begun([shino, lookout]);
    const fight = await begun([bandit, kiba]);
    const attack = await import("../../src/rulesets/degrees/attack");
    d8(3, 3);
    expect(await attack.useItem(bandit as never, itemIdOf(bandit, "Fire Jet"), { targetActorId: kiba.id, choice: {} })).toEqual({ opened: true });
    const card = lastCardIn(harness);
    const aid = (step: object) => ({ messageId: card.id, step: { step: "aid", protectorActorId: shino.id, ...step } });
    const wall = { choice: "technique", techniqueId: itemIdOf(shino, "Water Wall") };
    d8(8, 8);
    await forgedRequests(harness, "dgCardStep").refused(aid(wall), ACROSS("step.protectorActorId"));
    await forgedRequests(harness, "dgCardStep").refused(aid({ choice: "takeHit" }), ACROSS("step.protectorActorId"));
    harness.game.combats.delete(elsewhere.id ?? "");
    expect((harness.game as unknown as { combat: unknown }).combat).toBe(fight);
    d8(8, 8);
    await forgedRequests(harness, "dgCardStep").refused(aid(wall), ACROSS("step.protectorActorId"));
    expect(card.flags.shinobi.degreesCard.flow.aid).toBeNull();
  });

  describe("dgObjectAttack", () => {
    const holding = (name: string) => createDgActor({ name, type: "dgNpc", system: {}, items: [{ name: "Iron door", type: "dgObject", system: { hardness: 8 } }] });
    const at = (kiba: ActorDouble, holder: ActorDouble) => ({ actor: kiba.id, itemId: itemIdOf(kiba, "Katana"), object: { actorId: holder.id, itemId: itemIdOf(holder, "Iron door") }, moving: false, parts: 1, explosion: false, rollMode: "publicroll" });

    it("refuses a player's attacker outside a begun fight at an object one of its fighters holds, naming object.actorId", async () => {
      const { kiba, lookout } = await boot();
      const gate = await holding("Gate");
      await begun([gate, lookout]);
      d8(6, 5);
      await refusedWithNoCard("dgObjectAttack", at(kiba, gate), ACROSS("object.actorId"));
    });

    it("checks the fight in the GM's queue: one begun while the request waited there refuses it", async () => {
      const { kiba, lookout } = await boot();
      const gate = await holding("Gate");
      const combat = await dgFight([gate, lookout], (i) => ({ initiative: 20 - i }));
      d8(6, 5);
      const answer = await sentWhileAFightBegins("dgObjectAttack", at(kiba, gate), () => combat.startCombat());
      expect(combat.started).toBe(true);
      expect(answer?.error).toMatch(ACROSS("object.actorId"));
      expect(cards().filter((c) => c.flags.shinobi?.degreesObjectCard)).toEqual([]);
    });

    it("lets a fighter attack, on its turn, an object no fighter holds (a door is no one's fight)", async () => {
      const { kiba, lookout } = await boot();
      const gate = await holding("Gate");
      await begun([kiba, lookout]);
      const before = messages();
      d8(6, 5);
      const answer = await forgedRequests(harness, "dgObjectAttack").send(at(kiba, gate));
      expect(answer?.error).toBeUndefined();
      expect(messages()).toBe(before + 1);
    });
  });
});

describe("degrees: dgTreat", () => {
  const boot = async () => {
    harness = await bootSystem({ ruleset: "degrees" });
    const healer = await dgActor({ name: "Healer", owner: PLAYER_ID, system: { skills: { notice: 2, medicine: 3 } } });
    const patient = await dgActor({ name: "Patient", hp: -15 });
    const guard = await dgActor({ name: "Guard" });
    return { healer, patient, guard };
  };
  const begun = async (actors: ActorDouble[]) => {
    const combat = await dgFight(actors, (i) => ({ initiative: 20 - i }));
    await combat.startCombat();
  };

  it("refuses a healer outside a begun fight treating one of its fighters, naming healer", async () => {
    const { healer, patient, guard } = await boot();
    await begun([patient, guard]);
    diceBox.source = fixedDice([7, 6]);
    await refusedWithNoCard("dgTreat", { healer: healer.id, patient: patient.id }, ACROSS("healer"));
    expect((patient.system as { hp: { stable: boolean } }).hp.stable).toBe(false);
  });

  it("checks the fight in the GM's queue: one begun while the request waited there refuses it, with no card and the patient as it was", async () => {
    const { healer, patient, guard } = await boot();
    const combat = await dgFight([patient, guard], (i) => ({ initiative: 20 - i }));
    diceBox.source = fixedDice([7, 6]);
    const answer = await sentWhileAFightBegins("dgTreat", { healer: healer.id, patient: patient.id }, () => combat.startCombat());
    expect(combat.started).toBe(true);
    expect(answer?.error).toMatch(ACROSS("healer"));
    expect(cards().filter((c) => c.content.includes("Treating Patient"))).toEqual([]);
    expect((patient.system as { hp: { stable: boolean } }).hp.stable).toBe(false);
  });

  it("refuses a fighter of a begun fight treating someone outside it", async () => {
    const { healer, patient, guard } = await boot();
    await begun([healer, guard]);
    diceBox.source = fixedDice([7, 6]);
    await refusedWithNoCard("dgTreat", { healer: healer.id, patient: patient.id }, ACROSS("healer"));
  });
});
