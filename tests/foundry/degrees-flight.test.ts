import { describe, expect, it } from "vitest";
import { actAs, SceneDouble, type ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { createDgActor, d8, degreesAttackWorld, itemIdOf } from "../fixtures/degrees-card";

/**
 * Flight at the table (M99, M101, M103): a melee attack from the ground reaches a flier only with a
 * way up, the board's (the flier's token higher and within reach) or a GM's word (a player's claim
 * alone refused, naming the field); a flier whose sheet says it cannot hover strikes in melee only with
 * the Moving Attack feat; and a flier put Paralyzed, Unconscious or Impeded by the GM falls at once,
 * its Vigor in damage, Prone, no longer Winged, in one write of HP and effects.
 */
const world = degreesAttackWorld();

const WINGED = { name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged", source: "flight" } } } };
const create = createDgActor;
const itemId = itemIdOf;
const statuses = (actor: ActorDouble) => [...(actor.effects as unknown as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]).sort();
const hp = (actor: ActorDouble) => (actor.system as { hp: { value: number } }).hp.value;

async function swing(attacker: ActorDouble, target: ActorDouble, choice: object, item = "Katana"): Promise<unknown> {
  actAs(world.harness, "player");
  try {
    return await world.attack.useItem(attacker as never, itemId(attacker, item), { targetActorId: target.id, choice });
  } finally {
    actAs(world.harness, "gm");
  }
}

describe("melee and fliers", () => {
  it("refuses a melee attack from the ground at a flier, and opens it with a way up (M99)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bird = await create(BANDIT_SOURCE, { effects: [WINGED] });
    writes.reset();
    await expect(swing(kiba, bird, {})).rejects.toThrow("The target flies out of reach: melee needs flight or a way to reach up.");
    expect(writes.calls()).toBe(0);
    // A player's word alone is no way up: the wall run or the long arm is the GM's to grant.
    await expect(swing(kiba, bird, { reachesUp: true })).rejects.toThrow("The request was refused: its choice.reachesUp is the GM's call.");
    expect(writes.calls()).toBe(0);
    d8(4, 4);
    expect(await world.attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bird.id, choice: { reachesUp: true } })).toEqual({ opened: true });
  });

  it("takes a way up from the board: the flier's token higher than the attacker's and within the attack's reach", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bird = await create(BANDIT_SOURCE, { effects: [WINGED] });
    // Kiba (Standard size, a katana's 1 m reach) a cell from the bird, on a scene of 1 m cells.
    const place = async (elevation: number) => {
      const token = (actor: ActorDouble, x: number, z: number) => ({ actorId: actor.id, actorLink: true, x, y: 0, width: 1, height: 1, elevation: z, disposition: actor === kiba ? 1 : -1 });
      world.harness.game.scenes.viewed = (await SceneDouble.create({ name: "Cliff", grid: { size: 100, distance: 1 }, tokens: [token(kiba, 0, 0), token(bird, 100, elevation)] } as never)) as SceneDouble;
    };
    // At the same elevation the board shows no height: the player's claim stays the GM's call.
    await place(0);
    await expect(swing(kiba, bird, { reachesUp: true })).rejects.toThrow(/choice\.reachesUp is the GM's call/);
    // Three metres up is out of a 1 m reach.
    await place(3);
    await expect(swing(kiba, bird, {})).rejects.toThrow("The target flies out of reach: melee needs flight or a way to reach up.");
    await place(1);
    d8(4, 4);
    expect(await swing(kiba, bird, {})).toEqual({ opened: true });
  });

  it("lets a flier that cannot hover strike in melee only with the Moving Attack feat (M101)", async () => {
    const bandit = await create(BANDIT_SOURCE);
    const glider = await create(KIBA_SOURCE, { effects: [WINGED], system: { flightHovers: false } });
    await expect(swing(glider, bandit, {})).rejects.toThrow("A flier that cannot hover needs Moving Attack to strike in melee.");
    const trained = await create(KIBA_SOURCE, { effects: [WINGED], system: { flightHovers: false, feats: { movingAttack: true } } });
    d8(4, 4);
    expect(await swing(trained, bandit, {})).toEqual({ opened: true });
  });
});

describe("cover from above (M98)", () => {
  it("leaves out the dialog's cover for an attacker in the air at a target on the ground, and keeps it from the ground", async () => {
    const bandit = await create(BANDIT_SOURCE);
    const flier = await create(KIBA_SOURCE, { effects: [WINGED] });
    const walker = await create(KIBA_SOURCE);
    const dodged = async (attacker: ActorDouble): Promise<string> => {
      d8(6, 5);
      await swing(attacker, bandit, { around: { cover: "partial" } });
      const message = [...(world.harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
      await world.attack.degreesCardStep(message.id, { step: "defend", choice: "dodge" });
      return message.content;
    };
    expect(await dodged(walker)).toContain("Cover + 3");
    expect(await dodged(flier)).not.toContain("Cover");
  });
});

describe("an area attack at a rider on a winged mount (M93, M102, M103)", () => {
  it("rolls the mount's fall check with the rider's; both fail: each falls for its Vigor, Prone, the card naming both, written in one Apply", async () => {
    const { dgFight } = await import("./degrees-combat-helpers");
    const KATON = { name: "Katon", type: "dgTechnique", system: { action: "standard", damage: { source: "ninpou", base: 0, fixed: 2 }, range: { type: "ranged", metres: 20 }, area: 3 } };
    const kiba = await create(KIBA_SOURCE, { items: [...KIBA_SOURCE.items, KATON] });
    const rider = await create(BANDIT_SOURCE, { name: "Rider", effects: [WINGED] });
    const hawk = await create(BANDIT_SOURCE, { name: "Hawk", effects: [WINGED] });
    const combat = await dgFight([kiba, rider, hawk], (i) => ({ initiative: [12, 8, 6][i], ...(i === 1 ? { system: { mountedOn: hawk.id } } : {}) }));
    await combat.startCombat();
    (world.harness.game as unknown as { combat: unknown }).combat = combat;
    const [riderHp, hawkHp] = [hp(rider), hp(hawk)];
    const vigorOf = (a: ActorDouble) => (a.system as { attributes: { vigor: number } }).attributes.vigor;
    d8(6, 6);
    await swing(kiba, rider, {}, "Katon");
    const message = [...(world.harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
    // The rider's Acrobatics, then the hawk's: both natural 2.
    d8(1, 1, 1, 1);
    await world.attack.degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    const said = message.content.replace(/&#x27;/g, "'");
    expect(said).toContain(`Rider's Acrobatics 2 against 8: it falls (${vigorOf(rider)} damage).`);
    expect(said).toContain(`Hawk's Acrobatics 2 against 8: it falls (${vigorOf(hawk)} damage).`);
    writes.reset();
    // Apply works the damage out again from the documents, the fall checks with it.
    d8(1, 1, 1, 1);
    await world.attack.degreesCardStep(message.id, { step: "apply" });
    expect(statuses(hawk)).toEqual(["prone"]);
    expect(hp(hawk)).toBe(hawkHp - vigorOf(hawk));
    expect(statuses(rider)).toContain("prone");
    expect(statuses(rider)).not.toContain("winged");
    // The blast's 4 and the fall's Vigor.
    expect(hp(rider)).toBe(riderHp - 4 - vigorOf(rider));
    const riding = combat.fighterOf(combat.combatants.contents.find((c) => c.actorId === rider.id)!)!.state;
    expect(riding.mountedOn).toBeUndefined();
    // The three fighters' actors in one batch (the attacker's unchanged), each one's effects, the combatants in one batch, the card.
    expect(writes.entries.filter((w) => w.documentName === "Actor").map((w) => w.action)).toEqual(["update"]);
    expect(writes.entries.filter((w) => w.documentName === "Combatant")).toHaveLength(1);
  });
});

describe("flying by mount (M101)", () => {
  it("needs the mount's own Moving Attack for the rider's melee when the winged mount cannot hover, read from the mount's sheet", async () => {
    const { dgFight } = await import("./degrees-combat-helpers");
    const bandit = await create(BANDIT_SOURCE);
    // The rider has the feat and a hovering flight of its own: the mount's flight is what counts.
    const rider = await create(KIBA_SOURCE, { effects: [WINGED], system: { feats: { movingAttack: true } } });
    const hawk = await create(BANDIT_SOURCE, { name: "Hawk", effects: [WINGED], system: { flightHovers: false } });
    const trained = await create(BANDIT_SOURCE, { name: "Trained hawk", effects: [WINGED], system: { flightHovers: false, feats: { movingAttack: true } } });
    const combat = await dgFight([rider, bandit, hawk, trained], (i) => ({ initiative: [12, 8, 6, 5][i], ...(i === 0 ? { system: { mountedOn: hawk.id } } : {}) }));
    await combat.startCombat();
    (world.harness.game as unknown as { combat: unknown }).combat = combat;
    writes.reset();
    await expect(swing(rider, bandit, {})).rejects.toThrow("A flier that cannot hover needs Moving Attack to strike in melee.");
    expect(writes.calls()).toBe(0);
    const riderId = combat.combatants.contents.find((c) => c.actorId === rider.id)!.id!;
    const trainedId = combat.combatants.contents.find((c) => c.actorId === trained.id)!.id!;
    await combat.linkFighter(riderId, { mountedOn: trainedId });
    d8(4, 4);
    expect(await swing(rider, bandit, {})).toEqual({ opened: true });
  });
});

describe("a flier grounded by the GM (M103)", () => {
  it("falls as Paralyzed is put on it: its Vigor in damage, Prone, Winged gone, in one actor write and one effects batch each way", async () => {
    const bird = await create(BANDIT_SOURCE, { effects: [WINGED] });
    const before = hp(bird);
    const vigor = (bird.system as { derived: { vigor?: number }; attributes: { vigor: number } }).attributes.vigor;
    const api = (world.harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void> } }).degrees;
    writes.reset();
    await api.applyCondition(bird, { condition: "paralyzed" });
    expect(hp(bird)).toBe(before - vigor);
    expect(statuses(bird)).toEqual(["paralyzed", "prone"]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "ActiveEffect:delete", "ActiveEffect:create"]);
  });

  it("drops the Winged rider of a winged mount the GM paralyzes, in the same batch: the rider's Vigor in damage, Prone, off the mount", async () => {
    const { dgFight } = await import("./degrees-combat-helpers");
    const rider = await create(KIBA_SOURCE, { effects: [WINGED] });
    const hawk = await create(BANDIT_SOURCE, { name: "Hawk", effects: [WINGED] });
    const combat = await dgFight([rider, hawk], (i) => ({ initiative: [12, 6][i], ...(i === 0 ? { system: { mountedOn: hawk.id } } : {}) }));
    await combat.startCombat();
    (world.harness.game as unknown as { combat: unknown }).combat = combat;
    const before = hp(rider);
    const vigor = (rider.system as { attributes: { vigor: number } }).attributes.vigor;
    const api = (world.harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void> } }).degrees;
    writes.reset();
    await api.applyCondition(hawk, { condition: "paralyzed" });
    expect(statuses(hawk)).toEqual(["paralyzed", "prone"]);
    expect(hp(rider)).toBe(before - vigor);
    expect(statuses(rider)).toEqual(["prone"]);
    const riding = combat.fighterOf(combat.combatants.contents.find((c) => c.actorId === rider.id)!)!.state;
    expect(riding.mountedOn).toBeUndefined();
    // Both actors in one batch, each one's effects in one deletion and one creation, then the rider's combatant.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combatant:update", "Actor:update", "ActiveEffect:delete", "ActiveEffect:create", "ActiveEffect:delete", "ActiveEffect:create"]);
  });
});
