import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, writes, type Harness, face } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { has } from "../harness/i18n";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});


const GM = "gm00000000000000";
const PLAYER = "player0000000000";

interface Term {
  number?: number;
  faces?: number;
  results?: { result: number; active: boolean }[];
  operator?: string;
}
interface TestRoll {
  formula: string;
  total: number;
  options: { flavor?: string };
  terms: Term[];
  _evaluated: boolean;
  constructor: { name: string };
  toJSON(): Record<string, unknown>;
}
interface Message {
  id: string;
  content: string;
  whisper: string[];
  blind: boolean;
  rolls: TestRoll[];
  isContentVisible: boolean;
  visible: boolean;
  _source: { rolls: { class: string; formula: string; total: number; evaluated: boolean }[] };
}
interface ActorDoc {
  id: string;
  hasPlayerOwner: boolean;
}

const createMessage = (data: object) => (ChatMessage as unknown as { create(d: object): Promise<Message> }).create(data);
const createActor = (data: object) => (Actor as unknown as { create(d: object): Promise<ActorDoc> }).create(data);
/** An NPC nobody but the GM owns, and Sakura, whom the player owns. */
const npc = () => createActor({ ...INO_SOURCE, name: "Rogue ninja", ownership: { default: 0 } });
const playerOwned = () => createActor({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });

/** The Die terms of a roll as [faces, results] pairs, operators as their symbol. */
function shape(roll: TestRoll): (string | [number, number[]])[] {
  return roll.terms.map((t) => (t.operator ? t.operator : [t.faces!, t.results!.map((r) => r.result)]));
}

describe("recordingDice: what the engine drew, as Foundry Rolls", () => {
  it("draws each face from Foundry's generator and hands it to the engine unchanged, remembering it", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(3, 6), face(5, 6), face(2, 4)]);
    const dice = recordingDice();
    expect([dice.roll(6), dice.roll(6), dice.roll(4)]).toEqual([3, 5, 2]);
    expect(dice.drawn).toEqual([{ faces: 6, result: 3 }, { faces: 6, result: 5 }, { faces: 4, result: 2 }]);
  });

  it("turns consecutive same-sized dice into one Die term: 2d6 + 1d4 holding exactly the drawn faces", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(3, 6), face(5, 6), face(2, 4)]);
    const dice = recordingDice();
    dice.roll(6);
    dice.roll(6);
    dice.roll(4);
    const [roll, ...more] = dice.take("Damage") as unknown as TestRoll[];
    expect(more).toEqual([]);
    expect(roll!.formula).toBe("2d6 + 1d4");
    expect(roll!.total).toBe(10);
    expect(shape(roll!)).toEqual([[6, [3, 5]], "+", [4, [2]]]);
    expect(roll!.terms[0]).toMatchObject({ number: 2, faces: 6, results: [{ result: 3, active: true }, { result: 5, active: true }] });
    expect(roll!._evaluated).toBe(true);
    expect(roll!.constructor.name).toBe("ShinobiRoll");
  });

  it("keeps the order of draws: a die of another size between two d6s splits them", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(6, 6), face(1, 4), face(4, 6), face(2, 6)]);
    const dice = recordingDice();
    for (const sides of [6, 4, 6, 6]) dice.roll(sides);
    const [roll] = dice.take() as unknown as TestRoll[];
    expect(roll!.formula).toBe("1d6 + 1d4 + 2d6");
    expect(shape(roll!)).toEqual([[6, [6]], "+", [4, [1]], "+", [6, [4, 2]]]);
    expect(roll!.total).toBe(13);
    expect(roll!.options.flavor).toBeUndefined();
  });

  it("labels each batch, starts afresh after each take, and gives nothing for an empty batch", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(15, 20), face(9, 20), face(4, 4), face(3, 4)]);
    const dice = recordingDice();
    dice.roll(20);
    const stamina = dice.take("Stamina") as unknown as TestRoll[];
    expect(dice.drawn).toEqual([]);
    expect(dice.take("Nothing")).toEqual([]);
    dice.roll(20);
    const dodge = dice.take("Dodge") as unknown as TestRoll[];
    dice.roll(4);
    dice.roll(4);
    const damage = dice.take("Damage") as unknown as TestRoll[];
    expect([...stamina, ...dodge, ...damage].map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Stamina", "1d20", 15],
      ["Dodge", "1d20", 9],
      ["Damage", "2d4", 7],
    ]);
  });

  it("wraps any DiceSource, so a seeded or fixed source can be recorded too", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([]); // Foundry's generator must not be touched
    const dice = recordingDice(fixedDice([2, 7]));
    expect([dice.roll(4), dice.roll(8)]).toEqual([2, 7]);
    expect((dice.take() as unknown as TestRoll[])[0]!.formula).toBe("1d4 + 1d8");
  });

  it("refuses to build a Roll from no faces", async () => {
    const { rollFromFaces } = await import("../../src/dice/recorded-dice");
    expect(() => rollFromFaces([])).toThrow(/at least one/);
  });

  it("attaches several labelled Rolls to one message, which keeps them as evaluated JSON and rebuilds them", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(15, 20), face(4, 4), face(3, 4)]);
    const dice = recordingDice();
    dice.roll(20);
    const rolls = [...dice.take("Stamina")];
    dice.roll(4);
    dice.roll(4);
    rolls.push(...dice.take("Damage"));
    const message = await createMessage({ content: "<div class=\"card\"></div>", rolls });
    expect(message._source.rolls.map((r) => [r.class, r.formula, r.total, r.evaluated])).toEqual([
      ["ShinobiRoll", "1d20", 15, true],
      ["ShinobiRoll", "2d4", 7, true],
    ]);
    const rebuilt = message.rolls;
    expect(rebuilt.map((r) => r.constructor.name)).toEqual(["ShinobiRoll", "ShinobiRoll"]);
    expect(rebuilt.map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Stamina", "1d20", 15],
      ["Damage", "2d4", 7],
    ]);
    expect(shape(rebuilt[1]!)).toEqual([[4, [4, 3]]]);
  });

  it("is refused by a message when a Roll is not evaluated, as core's validation does", async () => {
    const roll = new Roll("1d20");
    await expect(createMessage({ rolls: [roll] })).rejects.toThrow(/must be evaluated/);
  });
});

describe("roll modes", () => {
  const setRollMode = (mode: string) => harness.game.settings.set("core", "rollMode", mode);

  it("leaves a public roll visible to everyone", async () => {
    const { applyRollModeFor } = await import("../../src/dice/roll-mode");
    actAs(harness, "player");
    const message = await createMessage(applyRollModeFor({ content: "x" }, await playerOwned()));
    expect([message.whisper, message.blind]).toEqual([[], false]);
  });

  it("whispers a private (GM) roll to the GMs; the rolling player still sees it, others see that a roll was made", async () => {
    const { applyRollModeFor } = await import("../../src/dice/roll-mode");
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    actAs(harness, "player");
    await setRollMode("gmroll");
    diceBox.source = fixedDice([face(12, 20)]);
    const dice = recordingDice();
    dice.roll(20);
    const message = await createMessage(applyRollModeFor({ content: "x", rolls: dice.take("Dodge") }, await playerOwned()));
    expect(message.whisper).toEqual([GM]);
    expect(message.blind).toBe(false);
    expect(message.isContentVisible).toBe(true); // the author
    actAs(harness, "gm");
    expect(message.isContentVisible).toBe(true);
  });

  it("hides a blind roll from the player who made it, but not from the GM", async () => {
    const { applyRollModeFor } = await import("../../src/dice/roll-mode");
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    actAs(harness, "player");
    await setRollMode("blindroll");
    diceBox.source = fixedDice([face(12, 20)]);
    const dice = recordingDice();
    dice.roll(20);
    const message = await createMessage(applyRollModeFor({ content: "x", rolls: dice.take("Dodge") }, await playerOwned()));
    expect(message.whisper).toEqual([GM]);
    expect(message.blind).toBe(true);
    expect(message.visible).toBe(true); // the message is there...
    expect(message.isContentVisible).toBe(false); // ...but not its result
    actAs(harness, "gm");
    expect(message.isContentVisible).toBe(true);
  });

  it("uses the roll mode a player sent along when a GM's client rolls on their behalf", async () => {
    const { rollModeFor } = await import("../../src/dice/roll-mode");
    actAs(harness, "gm");
    expect(rollModeFor(await playerOwned(), "blindroll")).toBe("blindroll");
    expect(rollModeFor(await playerOwned())).toBe("publicroll");
  });
});

describe("the NPC roll mode setting", () => {
  async function register(): Promise<void> {
    const { registerRollModeSettings } = await import("../../src/dice/roll-mode");
    registerRollModeSettings();
  }

  it("is a world setting, public by default, offering private and blind, each labelled in en.json", async () => {
    await register();
    const config = harness.game.settings.settings.get("shinobi.npcRollMode")!;
    expect(config).toMatchObject({ scope: "world", config: true, default: "public" });
    expect(Object.keys(config.choices!)).toEqual(["public", "gmroll", "blindroll"]);
    for (const key of [config.name!, config.hint!, ...Object.values(config.choices!)]) expect(has(key), key).toBe(true);
  });

  it("by default leaves an NPC's roll in the roller's chosen mode", async () => {
    const { rollModeFor } = await import("../../src/dice/roll-mode");
    await register();
    const rogue = await npc();
    expect(rollModeFor(rogue)).toBe("publicroll");
    await harness.game.settings.set("core", "rollMode", "selfroll");
    expect(rollModeFor(rogue)).toBe("selfroll");
  });

  it("makes a roll for an actor no player owns private, while a player-owned actor's roll stays public", async () => {
    const { applyRollModeFor, rollModeFor } = await import("../../src/dice/roll-mode");
    await register();
    await harness.game.settings.set("shinobi", "npcRollMode", "gmroll");
    const [rogue, sakura] = [await npc(), await playerOwned()];
    expect([rogue.hasPlayerOwner, sakura.hasPlayerOwner]).toEqual([false, true]);
    expect(rollModeFor(rogue)).toBe("gmroll");
    expect(rollModeFor(sakura)).toBe("publicroll");
    expect(applyRollModeFor({ content: "npc" }, rogue)).toMatchObject({ whisper: [GM], blind: false });
    expect(applyRollModeFor({ content: "pc" }, sakura)).toMatchObject({ whisper: [], blind: false });
  });

  it("can make NPC rolls blind", async () => {
    const { applyRollModeFor } = await import("../../src/dice/roll-mode");
    await register();
    await harness.game.settings.set("shinobi", "npcRollMode", "blindroll");
    expect(applyRollModeFor({ content: "npc" }, await npc())).toMatchObject({ whisper: [GM], blind: true });
  });

  it("leaves rolls for no actor, and worlds without the setting, to the roller's mode", async () => {
    const { rollModeFor } = await import("../../src/dice/roll-mode");
    await harness.game.settings.set("core", "rollMode", "gmroll");
    expect(rollModeFor(await npc())).toBe("gmroll"); // not registered in this world
    await register();
    await harness.game.settings.set("shinobi", "npcRollMode", "blindroll");
    expect(rollModeFor(null)).toBe("gmroll");
  });
});

describe("rolls added to an existing message", () => {
  interface ShowCall {
    roll: TestRoll;
    user: unknown;
    synchronize: boolean;
    users: string[] | null;
    blind: boolean;
    messageId: string;
  }
  let events: string[];
  let shown: ShowCall[];

  /** A stand-in for Dice So Nice's `game.dice3d`, recording every throw. */
  function installDiceSoNice(resolve = true): void {
    (harness.game as unknown as { dice3d: unknown }).dice3d = {
      showForRoll(roll: TestRoll, user: unknown, synchronize: boolean, users: string[] | null, blind: boolean, messageId: string) {
        shown.push({ roll, user, synchronize, users, blind, messageId });
        events.push(`show ${roll.options.flavor}`);
        return resolve ? Promise.resolve(true) : new Promise<boolean>(() => {});
      },
    };
  }

  beforeEach(() => {
    events = [];
    shown = [];
    harness.Hooks.on("updateChatMessage", () => events.push("update"));
  });

  async function cardWithStamina(whisper: string[] = []): Promise<Message> {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(15, 20)]);
    const dice = recordingDice();
    dice.roll(20);
    return createMessage({ content: "<div>attack</div>", rolls: dice.take("Stamina"), whisper, blind: false });
  }

  async function dodgeAndDamage(): Promise<TestRoll[]> {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(9, 20), face(4, 4), face(3, 4)]);
    const dice = recordingDice();
    dice.roll(20);
    const rolls = dice.take("Dodge");
    dice.roll(4);
    dice.roll(4);
    return [...rolls, ...dice.take("Damage")] as unknown as TestRoll[];
  }

  it("appends the new Rolls and the other changes in one update", async () => {
    const { addRollsToMessage } = await import("../../src/dice/dice-so-nice");
    const card = await cardWithStamina();
    const before = writes.calls("update");
    await addRollsToMessage(card as never, (await dodgeAndDamage()) as never, { content: "<div>damage</div>" });
    expect(writes.calls("update") - before).toBe(1);
    expect(card.content).toBe("<div>damage</div>");
    expect(card.rolls.map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Stamina", "1d20", 15],
      ["Dodge", "1d20", 9],
      ["Damage", "2d4", 7],
    ]);
  });

  it("throws the new dice with Dice So Nice, in order, for everyone, before the message changes", async () => {
    const { addRollsToMessage } = await import("../../src/dice/dice-so-nice");
    installDiceSoNice();
    const card = await cardWithStamina();
    await addRollsToMessage(card as never, (await dodgeAndDamage()) as never);
    expect(events).toEqual(["show Dodge", "show Damage", "update"]);
    expect(shown.map((s) => [s.roll.formula, s.user, s.synchronize, s.users, s.blind, s.messageId])).toEqual([
      ["1d20", harness.game.user, true, null, false, card.id],
      ["2d4", harness.game.user, true, null, false, card.id],
    ]);
  });

  it("throws a whispered message's dice for its recipients only, and a blind one's blind", async () => {
    const { addRollsToMessage } = await import("../../src/dice/dice-so-nice");
    installDiceSoNice();
    const card = await cardWithStamina([GM]);
    await (card as unknown as { update(d: object): Promise<unknown> }).update({ blind: true });
    await addRollsToMessage(card as never, (await dodgeAndDamage()) as never);
    expect(shown.map((s) => [s.users, s.blind])).toEqual([
      [[GM], true],
      [[GM], true],
    ]);
  });

  it("does not wait forever for an animation that never ends", async () => {
    const { addRollsToMessage } = await import("../../src/dice/dice-so-nice");
    installDiceSoNice(false);
    const card = await cardWithStamina();
    await addRollsToMessage(card as never, (await dodgeAndDamage()) as never, {}, { waitMs: 5 });
    expect(events).toEqual(["show Dodge", "update"]);
    expect(card.rolls).toHaveLength(3);
  });

  it("just updates when Dice So Nice is not active, and throws nothing when no rolls were added", async () => {
    const { addRollsToMessage, diceSoNice } = await import("../../src/dice/dice-so-nice");
    expect(diceSoNice()).toBeUndefined();
    const card = await cardWithStamina();
    await addRollsToMessage(card as never, (await dodgeAndDamage()) as never);
    expect(card.rolls).toHaveLength(3);
    installDiceSoNice();
    await addRollsToMessage(card as never, [], { content: "<div>applied</div>" });
    expect(shown).toEqual([]);
    expect(card.content).toBe("<div>applied</div>");
  });
});
