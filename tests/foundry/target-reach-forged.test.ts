import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, bootSystem, diceBox, face, SceneDouble, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import { forgedRequests, PLAYER_ID } from "../fixtures/forged-requests";

/*
 * A player's target, checked on the GM's client (docs/security.md): in the attacker's fight, one
 * of its combatants and not hidden there; outside a fight, someone with a visible token on a scene
 * where the attacker has a token. Forged requests aiming past that are refused naming the field,
 * with nothing written and no card (which would show the target's name and defences).
 */
let harness: Harness;
const OWNED = { ownership: { default: 0, [PLAYER_ID]: 3 } };
const token = (actor: ActorDouble, hidden = false) => ({ actorId: actor.id, actorLink: true, x: 0, y: 0, width: 1, height: 1, hidden });
const scene = (name: string, tokens: object[]) => SceneDouble.create({ name, grid: { size: 100, type: 1 }, tokens } as never);
const messages = () => [...harness.game.messages.values()];
type CombatDoc = { id: string };
const newCombat = (d: object) => (Combat as unknown as { create(d: object): Promise<CombatDoc> }).create(d);

describe("IC: useItem's target", () => {
  let sakura: ActorDouble;
  let ino: ActorDouble;
  let stranger: ActorDouble;
  beforeEach(async () => {
    harness = await bootSystem();
    sakura = (await ActorDouble.create({ ...INO_SOURCE, name: "Sakura", ...OWNED })) as ActorDouble;
    ino = (await ActorDouble.create(INO_SOURCE)) as ActorDouble;
    stranger = (await ActorDouble.create({ ...INO_SOURCE, name: "Stranger" })) as ActorDouble;
  });
  const unarmed = (actor: ActorDouble) => actor.items.contents.find((i) => i.name === "Basic Unarmed")!.id;
  const use = (target: ActorDouble) => ({ actor: sakura.id, itemId: unarmed(sakura), options: { targetActorId: target.id }, rollMode: "publicroll" });
  const REFUSED = /options\.targetActorId names no one your character can reach/;

  it("outside a fight: refuses a target on another scene, or hidden on the attacker's, and takes a visible one", async () => {
    await scene("Here", [token(sakura), token(ino, true)]);
    await scene("Elsewhere", [token(stranger)]);
    const { refused, send } = forgedRequests(harness, "useItem");
    await refused(use(stranger), REFUSED);
    await refused(use(ino), REFUSED);
    expect(messages()).toHaveLength(0);
    await scene("Here too", [token(sakura), token(stranger)]);
    diceBox.source = fixedDice([face(15, 20)]);
    expect((await send(use(stranger)))?.ok).toBe(true);
    expect(messages()).toHaveLength(1);
  });

  it("in a fight: refuses an actor who is not in it, and a hidden combatant", async () => {
    await newCombat({ type: "ic", combatants: [{ type: "ic", actorId: sakura.id, name: "Sakura", initiative: 0 }, { type: "ic", actorId: ino.id, name: "Ino", initiative: 5, hidden: true }] });
    const { refused } = forgedRequests(harness, "useItem");
    // The costs are rolled as the port declares; the target is refused before anything is written.
    diceBox.source = fixedDice([face(15, 20), face(15, 20)]);
    await refused(use(stranger), REFUSED);
    diceBox.source = fixedDice([face(15, 20), face(15, 20)]);
    await refused(use(ino), REFUSED);
    expect(messages()).toHaveLength(0);
  });
});

describe("roll-and-keep: rkAttack's target", () => {
  let ayame: ActorDouble;
  let goro: ActorDouble;
  beforeEach(async () => {
    harness = await bootSystem({ ruleset: "rollkeep" });
    ayame = (await ActorDouble.create({ ...AYAME_SOURCE, ...OWNED, system: { ...AYAME_SOURCE.system, wounds: 0 } })) as ActorDouble;
    goro = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", system: { ...AYAME_SOURCE.system, wounds: 0 } })) as ActorDouble;
  });
  const NO_MODIFIER = { rolled: 0, kept: 0, flat: 0 };
  const attack = () => ({ actor: ayame.id, itemId: "katana0000000000", target: goro.id, call: { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: NO_MODIFIER }, rollMode: "publicroll" });
  const REFUSED = /target names no one your character can reach/;

  it("outside a fight: refuses a target on another scene or hidden, and takes a visible one on the attacker's scene", async () => {
    await scene("Here", [token(ayame)]);
    const elsewhere = (await scene("Elsewhere", [token(goro)])) as SceneDouble;
    const { refused, send } = forgedRequests(harness, "rkAttack");
    await refused(attack(), REFUSED);
    await scene("Hidden", [token(ayame), token(goro, true)]);
    await refused(attack(), REFUSED);
    expect(messages()).toHaveLength(0);
    expect(elsewhere.tokens.size).toBe(1);
    await scene("Together", [token(ayame), token(goro)]);
    diceBox.source = fixedDice([9, 9, 9, 1, 1, 1, 1].map((v) => face(v, 10)));
    expect((await send(attack()))?.ok).toBe(true);
  });

  it("in a fight: refuses a target who is not one of its fighters", async () => {
    const fight = await newCombat({ type: "rk", combatants: [{ type: "rk", actorId: ayame.id, name: "Ayame", initiative: 30 }] });
    await (fight as unknown as { startCombat(): Promise<unknown> }).startCombat();
    const before = messages().length;
    await forgedRequests(harness, "rkAttack").refused(attack(), REFUSED);
    expect(messages()).toHaveLength(before);
  });
});
