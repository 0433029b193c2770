import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, SceneDouble, writes, type Harness } from "../harness";
import { APPLICATION_INSTANCES } from "../harness/applications";
import { bootDegreesAttackWorld, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { expectAllRefused, sendAs } from "../fixtures/requests";
import type { DegreesObjectCard } from "../../src/rulesets/degrees/attack/object-card";

/**
 * Attacking an object at the table (M117, M118, M121, M123): the player's Kiba (Melee 5, a katana
 * of base 2 + 3 = 5) attacks a door, a pile of smoke and a spear left on a rack, all items of a
 * "Gate" token's actor the GM owns. This process is the GM's client; requests come straight onto
 * the socket as a player's browser may send them.
 */
let harness: Harness;

interface Message {
  id: string;
  content: string;
  flags: { shinobi?: { degreesObjectCard?: DegreesObjectCard } };
}

const GATE_SOURCE = {
  name: "Gate",
  type: "dgNpc",
  system: { hp: { value: 13, nonLethal: 0, stable: false } },
  items: [
    { name: "Iron door", type: "dgObject", system: { hardness: 8 } },
    { name: "Wooden door", type: "dgObject", system: { hardness: 5, size: "massive" } },
    { name: "Smoke", type: "dgObject", system: { hardness: 1, imaginary: true } },
    { name: "Lantern", type: "dgObject", system: { hardness: 0, carried: true } },
    { name: "Spear", type: "dgWeapon", system: { damage: 2 } },
  ],
};

/** A wind technique over an area, and a technique that splits its 9 base among arrows. */
const GALE = { name: "Gale", type: "dgTechnique", system: { action: "standard", chakraCost: 2, accuracy: "ranged", element: "fuuton", area: 3, damage: { source: "custom", base: 4, fixed: 0 }, range: { type: "ranged", metres: 10 } } };
const ARROWS = { name: "Arrows", type: "dgTechnique", system: { action: "standard", chakraCost: 2, accuracy: "ranged", damage: { source: "custom", base: 9, fixed: 0 }, range: { type: "ranged", metres: 20 } } };

interface World {
  kiba: ActorDouble;
  gate: ActorDouble;
  item: (holder: ActorDouble, name: string) => string;
}

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
});

async function world(): Promise<World> {
  const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, items: [...KIBA_SOURCE.items, GALE, ARROWS] } as never)) as ActorDouble;
  const gate = (await ActorDouble.create(GATE_SOURCE as never)) as ActorDouble;
  return { kiba, gate, item: (holder, name) => holder.items.find((i) => i.name === name)!.id };
}

const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];
const hardness = (w: World, name: string) => (w.gate.items.find((i) => i.name === name)!.system as { hardness: number | null }).hardness;

function attackPayload(w: World, weapon: string, object: string, more: object = {}) {
  return { actor: w.kiba.id, itemId: w.item(w.kiba, weapon), object: { actorId: w.gate.id, itemId: w.item(w.gate, object) }, moving: false, parts: 1, explosion: false, rollMode: "publicroll", ...more };
}

/** The player attacks; the card the GM's client posted. */
async function attack(w: World, weapon: string, object: string, faces: number[], more: object = {}): Promise<Message> {
  diceBox.source = fixedDice(faces.map((f) => face(f, 8)));
  const answer = await sendAs(harness, PLAYER, "dgObjectAttack", attackPayload(w, weapon, object, more));
  expect(answer?.error).toBeUndefined();
  expect(answer?.ok).toBe(true);
  return messages().at(-1)!;
}

const apply = (message: Message) => sendAs(harness, PLAYER, "dgCardStep", { messageId: message.id, step: { step: "applyObject" } });

describe("attacking an object at the table (M117, M118)", () => {
  it("rolls against 5, tests the hardness with the base before any degree, and writes it only on Apply, once", async () => {
    const w = await world();
    writes.reset();
    const card = await attack(w, "Katana", "Iron door", [4, 4]);
    const state = card.flags.shinobi!.degreesObjectCard!;
    expect(state.attack).toMatchObject({ dc: 5, hit: true, base: 5, hardnessBefore: 8, hardnessAfter: 6, broken: false });
    expect(card.content).toContain("Iron door holds: hardness 8 → 6.");
    // Outside a fight a katana costs Kiba nothing to write: the card alone, nothing on the door yet.
    expect(writes.entries.map((e) => `${e.documentName}.${e.action}`)).toEqual(["ChatMessage.create"]);
    expect(hardness(w, "Iron door")).toBe(8);
    writes.reset();
    expect((await apply(card))?.ok).toBe(true);
    expect(hardness(w, "Iron door")).toBe(6);
    expect(writes.entries.map((e) => `${e.documentName}.${e.action}`)).toEqual(["ChatMessage.update", "Item.update"]);
    expect(messages().find((m) => m.id === card.id)!.content).toContain("Written: Iron door holds: hardness 8 → 6.");
    writes.reset();
    const again = await apply(card);
    expect(again?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
    expect(hardness(w, "Iron door")).toBe(6);
  });

  it("re-reads the hardness on Apply: a door worn since then breaks under the same blow", async () => {
    const w = await world();
    const card = await attack(w, "Katana", "Iron door", [4, 4]);
    await w.gate.items.find((i) => i.name === "Iron door")!.update({ system: { hardness: 5 } });
    expect((await apply(card))?.ok).toBe(true);
    expect(hardness(w, "Iron door")).toBe(0);
    expect(messages().at(-1)!.content).toContain("Written: Iron door breaks.");
  });

  it("misses a moving object under 9, with nothing to apply; adds the size bonus against a larger one", async () => {
    const w = await world();
    // Arrows: 2 + 2 + Ranged 4 = 8 misses 9; the katana's 2 + 2 + Melee 5 = 9 meets it.
    const missed = await attack(w, "Arrows", "Iron door", [2, 2], { moving: true });
    expect(missed.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ dc: 9, hit: false, hardnessAfter: 8 });
    expect(missed.content).not.toContain("data-shinobi-step");
    expect((await attack(w, "Katana", "Iron door", [2, 2], { moving: true })).flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ dc: 9, hit: true });
    const big = await attack(w, "Katana", "Wooden door", [4, 4]);
    expect(big.flags.shinobi!.degreesObjectCard!.attack.roll?.modifiers).toContainEqual({ label: "size", value: 1 });
    expect(big.flags.shinobi!.degreesObjectCard!.attack.broken).toBe(true);
    const fumbled = await attack(w, "Katana", "Iron door", [1, 1]);
    expect(fumbled.flags.shinobi!.degreesObjectCard!.attack.hit).toBe(false);
    expect(fumbled.content).not.toContain("data-shinobi-step");
    expect((await apply(fumbled))?.ok).toBe(false);
  });

  it("breaks a weapon on 10 + 5 × damage under the GM option, and refuses it with the option off", async () => {
    const w = await world();
    const card = await attack(w, "Katana", "Spear", [4, 4]);
    expect(card.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ hardnessBefore: 20, hardnessAfter: 18 });
    expect((await apply(card))?.ok).toBe(true);
    // Written as the spear's own hardness: the next attack starts from it.
    expect(hardness(w, "Spear")).toBe(18);
    await harness.game.settings.set("shinobi", "dgWeaponHardness", false);
    await w.gate.items.find((i) => i.name === "Spear")!.update({ system: { hardness: null } });
    await expectAllRefused(harness, PLAYER, "dgObjectAttack", [[attackPayload(w, "Katana", "Spear"), /no hardness of its own/]]);
  });
});

describe("split attacks (M123) and gases (M121)", () => {
  it("takes the hardness off the whole base before dividing it among the parts", async () => {
    const w = await world();
    const card = await attack(w, "Arrows", "Wooden door", [4, 4], { parts: 3 });
    expect(card.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ base: 9, parts: 3, broken: true, perPart: 2 });
    expect(card.content).toContain("2 base damage goes on to each of the 3 parts.");
  });

  it("a wind technique over an area dissipates the smoke, with no check, written on Apply", async () => {
    const w = await world();
    writes.reset();
    const card = await attack(w, "Gale", "Smoke", []);
    // Its 2 chakra paid in one write to Kiba, then the card.
    expect(writes.entries.map((e) => `${e.documentName}.${e.action}`)).toEqual(["Actor.update", "ChatMessage.create"]);
    expect((w.kiba.system as { chakra: { value: number } }).chakra.value).toBe(20);
    expect(card.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ roll: null, broken: true, hardnessAfter: 0 });
    expect(card.content).toContain("Smoke dissipates.");
    expect((await apply(card))?.ok).toBe(true);
    expect(hardness(w, "Smoke")).toBe(0);
  });
});

describe("a construction's absorption (M125)", () => {
  const WALL_SOURCE = { name: "Wall", type: "dgNpc", system: { hp: { value: 13, nonLethal: 0, stable: false } }, items: [{ name: "Stone wall", type: "dgObject", system: { hardness: 3, absorption: { value: 20, max: 20 } } }] };
  const wallOf = async () => (await ActorDouble.create(WALL_SOURCE as never)) as ActorDouble;
  const wallState = (wall: ActorDouble) => wall.items.find((i) => i.name === "Stone wall")!.system as { hardness: number; absorption: { value: number; max: number } };
  const at = async (w: World, wall: ActorDouble, faces: number[]) => {
    diceBox.source = fixedDice(faces.map((f) => face(f, 8)));
    const payload = { ...attackPayload(w, "Katana", "Iron door"), object: { actorId: wall.id, itemId: wall.items.find((i) => i.name === "Stone wall")!.id } };
    expect((await sendAs(harness, PLAYER, "dgObjectAttack", payload))?.ok).toBe(true);
    return messages().at(-1)!;
  };

  it("shows what passes the hardness × the degree coming off the absorption, and Apply writes both in one update after the card", async () => {
    const w = await world();
    const wall = await wallOf();
    // Katana base 5 past hardness 3: 2 pass; natural 10 is degree 2, so 4 off 20.
    const card = await at(w, wall, [5, 5]);
    expect(card.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ hit: true, degree: 2, hardnessAfter: 0, broken: false, absorbed: { base: 2, fixed: 0, degree: 2, damage: 4, before: 20, after: 16 } });
    expect(card.content).toContain("Past it: 2 base × degree 2 + 0 fixed makes 4 off its absorption: 20 → 16.");
    expect(wallState(wall).absorption.value).toBe(20);
    writes.reset();
    expect((await apply(card))?.ok).toBe(true);
    expect(writes.entries.map((e) => `${e.documentName}.${e.action}`)).toEqual(["ChatMessage.update", "Item.update"]);
    expect(wallState(wall)).toMatchObject({ hardness: 0, absorption: { value: 16, max: 20 } });
  });

  it("re-reads the absorption on Apply and writes the wall destroyed at 0, never below", async () => {
    const w = await world();
    const wall = await wallOf();
    const card = await at(w, wall, [5, 5]);
    await wall.items.find((i) => i.name === "Stone wall")!.update({ system: { absorption: { value: 3 } } });
    expect((await apply(card))?.ok).toBe(true);
    expect(wallState(wall).absorption.value).toBe(0);
    expect(messages().find((m) => m.id === card.id)!.content).toContain("Stone wall is destroyed");
  });

  it("leaves an object with no absorption as it was: hardness only", async () => {
    const w = await world();
    const card = await attack(w, "Katana", "Iron door", [5, 5]);
    expect(card.flags.shinobi!.degreesObjectCard!.attack).toMatchObject({ absorbed: null, hardnessAfter: 6 });
    expect((await apply(card))?.ok).toBe(true);
    expect(w.gate.items.find((i) => i.name === "Iron door")!.system).toMatchObject({ hardness: 6, absorption: { value: 0, max: 0 } });
  });
});

describe("forged object attacks", () => {
  it("refuses each bad field, naming it, and what the rules refuse, writing nothing", async () => {
    const w = await world();
    const good = attackPayload(w, "Katana", "Iron door");
    await expectAllRefused(harness, PLAYER, "dgObjectAttack", [
      ["nothing", /payload is not valid/],
      [{ ...good, actor: w.gate.id }, /only act for combatants you own/],
      [{ ...good, itemId: "../x" }, /itemId is not valid/],
      [{ ...good, object: "door" }, /object is not valid/],
      [{ ...good, object: { actorId: "../../x", itemId: good.object.itemId } }, /object\.actorId is not valid/],
      [{ ...good, object: { actorId: "AAAAAAAAAAAAAAAA", itemId: good.object.itemId } }, /object\.actorId is not valid/],
      [{ ...good, object: { actorId: w.gate.id, itemId: "BBBBBBBBBBBBBBBB" } }, /object\.itemId is not valid/],
      [{ ...good, object: { actorId: w.kiba.id, itemId: w.item(w.kiba, "Fire Bolt") } }, /object\.itemId is not valid/],
      [{ ...good, moving: "yes" }, /moving is not valid/],
      [{ ...good, parts: 0 }, /parts is not valid/],
      [{ ...good, parts: 13 }, /parts is not valid/],
      [{ ...good, explosion: 1 }, /explosion is not valid/],
      [{ ...good, rollMode: "loud" }, /rollMode is not valid/],
      [attackPayload(w, "Katana", "Lantern"), /attacked with a Disarm/],
      [attackPayload(w, "Katana", "Smoke"), /explosion or a wind technique over an area/],
    ]);
  });

  it("never takes the hardness from the request: a claimed one is ignored", async () => {
    const w = await world();
    diceBox.source = fixedDice([4, 4].map((f) => face(f, 8)));
    const payload = attackPayload(w, "Katana", "Iron door");
    await sendAs(harness, PLAYER, "dgObjectAttack", { ...payload, object: { ...payload.object, hardness: 0 }, hardness: 0 });
    expect(messages().at(-1)!.flags.shinobi!.degreesObjectCard!.attack.hardnessBefore).toBe(8);
  });

  it("refuses an Apply on a card a player posted with the object card's flags", async () => {
    const w = await world();
    const real = await attack(w, "Katana", "Iron door", [4, 4]);
    actAs(harness, "player");
    const forged = (await (ChatMessage as unknown as { create(d: object): Promise<Message> }).create({ content: "<p>x</p>", flags: { shinobi: { degreesObjectCard: structuredClone(real.flags.shinobi!.degreesObjectCard!) } } }))!;
    actAs(harness, "gm");
    await expectAllRefused(harness, PLAYER, "dgCardStep", [[{ messageId: forged.id, step: { step: "applyObject" } }, /not posted by the GM's client/]]);
    expect(hardness(w, "Iron door")).toBe(8);
  });
});

describe("the object on the board", () => {
  const token = (actor: ActorDouble, x: number, hidden = false) => ({ actorId: actor.id, actorLink: true, x, y: 0, width: 1, height: 1, disposition: 0, hidden });

  it("refuses an object whose holder has no token on the fight's scene, or only a hidden one, and accepts a visible one", async () => {
    const w = await world();
    const onScene = async (tokens: object[]) => {
      harness.game.scenes.viewed = (await SceneDouble.create({ name: "Gate", grid: { size: 100, type: 1 }, tokens } as never)) as SceneDouble;
    };
    await onScene([token(w.kiba, 0)]);
    await expectAllRefused(harness, PLAYER, "dgObjectAttack", [[attackPayload(w, "Katana", "Iron door"), /object\.actorId is not valid/]]);
    await onScene([token(w.kiba, 0), token(w.gate, 100, true)]);
    await expectAllRefused(harness, PLAYER, "dgObjectAttack", [[attackPayload(w, "Katana", "Iron door"), /object\.actorId is not valid/]]);
    await onScene([token(w.kiba, 0), token(w.gate, 100)]);
    expect((await attack(w, "Katana", "Iron door", [4, 4])).flags.shinobi!.degreesObjectCard!.attack.hit).toBe(true);
  });
});

describe("the object dialog's form", () => {
  it("offers the holder's objects not carried, and reads a pick, the flags and the parts; a bad one refused naming the field", async () => {
    const { objectsOf, objectChoiceFromForm } = await import("../../src/rulesets/degrees/attack/object-dialog");
    const w = await world();
    const offered = objectsOf(w.gate as never);
    expect(offered.map((o) => o.name)).toEqual(["Iron door", "Wooden door", "Smoke"]);
    const door = offered[0]!;
    expect(objectChoiceFromForm({ object: door.itemId, moving: true, parts: 3, explosion: false }, offered)).toEqual({ object: { actorId: w.gate.id, itemId: door.itemId }, aim: { moving: true, parts: 3, explosion: false } });
    expect(objectChoiceFromForm({ object: "", parts: 1 }, offered).object).toBeNull();
    expect(() => objectChoiceFromForm({ object: w.item(w.gate, "Lantern"), parts: 1 }, offered)).toThrow(/object is not valid/);
    expect(() => objectChoiceFromForm({ object: door.itemId, parts: 0 }, offered)).toThrow(/parts is not valid/);
    expect(() => objectChoiceFromForm({ object: door.itemId, parts: 13 }, offered)).toThrow(/parts is not valid/);
  });
});

describe("one click at scenery, the dialog at a creature carrying objects", () => {
  type Dialog = { rendered: boolean; html: string; close(): Promise<unknown> };
  const dialogs = async () => {
    const { ObjectAttackDialog } = await import("../../src/rulesets/degrees/attack/object-dialog");
    return [...APPLICATION_INSTANCES.values()].filter((app) => app instanceof ObjectAttackDialog && app.rendered) as unknown as Dialog[];
  };
  /** The object dialog once it is drawn (the use awaits it). */
  async function openedDialog(): Promise<Dialog> {
    for (let tick = 0; tick < 100; tick++) {
      const open = await dialogs();
      if (open[0]) return open[0];
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    throw new Error("No object dialog opened");
  }
  const submit = async (dialog: Dialog, object: object) => {
    const { ObjectAttackDialog } = await import("../../src/rulesets/degrees/attack/object-dialog");
    await ObjectAttackDialog.submitForm.call(dialog as never, new Event("submit"), {} as HTMLFormElement, { object });
  };
  const scenery = async (name: string, items: object[]) => (await ActorDouble.create({ name, type: "dgNpc", system: {}, items } as never)) as ActorDouble;
  const use = async (w: World, target: ActorDouble) => (await import("../../src/rulesets/degrees/attack")).useItem(w.kiba as never, w.item(w.kiba, "Katana"), { targetActorId: target.id });
  const objectCard = () => messages().at(-1)?.flags.shinobi?.degreesObjectCard;

  it("attacks a scenery holder's one solid object at once, standing still and whole, with no dialog", async () => {
    const w = await world();
    const door = await scenery("Door", [{ name: "Wooden door", type: "dgObject", system: { hardness: 5, size: "grand" } }]);
    diceBox.source = fixedDice([4, 4].map((f) => face(f, 8)));
    expect(await use(w, door)).toEqual({ opened: true });
    expect(await dialogs()).toEqual([]);
    expect(objectCard()).toMatchObject({ object: { actorId: door.id, name: "Wooden door" }, attack: { dc: 5, parts: 1, hit: true, broken: true } });
  });

  it("asks only which object when scenery holds several, or a gas, offering no creature", async () => {
    const w = await world();
    const gatehouse = await scenery("Gatehouse", [
      { name: "Wooden door", type: "dgObject", system: { hardness: 5 } },
      { name: "Iron door", type: "dgObject", system: { hardness: 10 } },
    ]);
    diceBox.source = fixedDice([4, 4].map((f) => face(f, 8)));
    const used = use(w, gatehouse);
    const dialog = await openedDialog();
    expect(dialog.html).toContain("Katana: at which of Gatehouse’s objects?");
    expect(dialog.html).not.toContain("Gatehouse itself");
    // Picking no object is refused at scenery, and the dialog stays open.
    await submit(dialog, { object: "", parts: 1 });
    expect(dialog.rendered).toBe(true);
    await submit(dialog, { object: w.item(gatehouse, "Iron door"), moving: false, parts: 1, explosion: false });
    expect(await used).toEqual({ opened: true });
    expect(objectCard()).toMatchObject({ object: { name: "Iron door" }, attack: { hardnessBefore: 10 } });

    const smoke = await scenery("Smoke cloud", [{ name: "Smoke", type: "dgObject", system: { hardness: 1, imaginary: true } }]);
    const asked = use(w, smoke);
    const gasDialog = await openedDialog();
    expect(gasDialog.html).not.toContain("Smoke cloud itself");
    await gasDialog.close();
    expect(await asked).toEqual({ opened: false, why: "cancelled" });
  });

  it("keeps asking at a creature that merely holds objects, every time, remembering nothing", async () => {
    const w = await world();
    // The gate holds a spear too: a creature by the convention, so it may be attacked itself.
    for (let round = 0; round < 2; round++) {
      const used = use(w, w.gate);
      const dialog = await openedDialog();
      expect(dialog.html).toContain("Gate itself");
      await dialog.close();
      expect(await used).toEqual({ opened: false, why: "cancelled" });
    }
    expect(messages()).toEqual([]);
  });
});
