import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { forgedRequests, PLAYER_ID } from "../fixtures/forged-requests";
import { samurai } from "./rollkeep-combat-helpers";

/*
 * Rolls made with or against others (docs/rollkeep-play.md, "Rolling together"): helpers in the
 * roll dialog (R12), contests thrown on the GM's client and settled on one card (R11), a group's
 * roll and a cumulative effort on the GM's card (R13, R14). Forged requests are refused naming why.
 */

const PLAYER = PLAYER_ID;
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;

type Contest = { status: string; sides: { name: string; total: number; raisesCalled: number }[]; result: { outcome: string; winner?: number } | null };
type Effort = { entries: { name: string; total: number; counted: boolean }[]; progress: number; complete: boolean };
interface Message {
  id: string;
  content: string;
  rolls: { formula: string; total: number }[];
  author: { isGM: boolean } | null;
  flags: { shinobi?: { rkContest?: Contest; rkEffort?: Effort } };
}
const messages = () => [...harness.game.messages.values()] as unknown as Message[];
interface Dialog {
  choice: Record<string, unknown> & { raisesCalled: number };
  company: { helpers: string[]; contest: string };
  render(): Promise<unknown>;
  html: string;
  options: { form: { handler(this: unknown): Promise<void> } };
}

/** A samurai with Stealth at the given rank (Agility 3): the rest as the fights' samurai. */
const sneak = (name: string, stealth: number, extra: Record<string, unknown> = {}) => {
  const base = samurai(name, { agility: 3 }, extra) as { system: { skills: object[] } };
  return { ...base, system: { ...base.system, skills: [...base.system.skills, { key: "stealth", rank: stealth, emphases: [] }] } };
};

async function dialogFor(actor: ActorDouble, rolled: object): Promise<Dialog> {
  const { RollkeepRollDialog } = await import("../../src/rulesets/rollkeep/roll");
  const dialog = new RollkeepRollDialog({ actor: actor as never, rolled: rolled as never, heading: { label: "Stealth", img: null } }) as unknown as Dialog;
  await dialog.render();
  return dialog;
}
const stealthRoll = { kind: "skill", skill: "stealth", trait: "agility" };

let mine: ActorDouble;
let theirs: ActorDouble;
let helper: ActorDouble;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
  mine = (await ActorDouble.create(sneak("Ayame", 2, { ownership: { default: 0, [PLAYER]: 3 } }))) as ActorDouble;
  theirs = (await ActorDouble.create(sneak("Guard", 1))) as ActorDouble;
  helper = (await ActorDouble.create(sneak("Kenji", 3, { ownership: { default: 2 } }))) as ActorDouble;
});

describe("help on a roll (R12)", () => {
  it("offers the others as helpers on a Skill roll and adds their ranks, shown as a part of the pool", async () => {
    const dialog = await dialogFor(mine, stealthRoll);
    expect(dialog.html).toContain(`name="helpers" value="${helper.id}"`);
    dialog.company = { ...dialog.company, helpers: [helper.id, theirs.id] };
    await dialog.render();
    // Kenji's Stealth 3 and the Guard's 1.
    expect(dialog.html).toContain("<li><span>helpers&#x27; ranks</span><strong>+4</strong></li>");
    diceBox.source = d10(5, 5, 5, 5, 5);
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(trail()).toEqual(["ChatMessage:create"]);
    expect(messages().at(-1)!.rolls.map((r) => [r.formula, r.total])).toEqual([["5k3 + 4", 19]]);
  });

  it("offers no helpers on a Trait roll", async () => {
    const dialog = await dialogFor(mine, { kind: "trait", trait: "agility" });
    expect(dialog.html).not.toContain('name="helpers"');
    expect(dialog.html).toContain(`value="against:${theirs.id}"`);
  });
});

describe("a contest between two characters (R11)", () => {
  it("throws the player's side on the GM's client and waits; the answer settles it on the same card (not blind)", async () => {
    await harness.game.settings.set("shinobi", "rkBlindContests", false);
    actAs(harness, "player");
    const opener = await dialogFor(mine, stealthRoll);
    opener.choice = { ...opener.choice, raisesCalled: 1 };
    opener.company = { helpers: [], contest: `against:${theirs.id}` };
    await opener.render();
    // A contest has no TN: the dialog shows no chance.
    expect(opener.html).not.toContain('class="chance"');
    // Ayame, Stealth 2 / Agility 3: 5k3 of 9, 9, 8 → 26.
    diceBox.source = d10(9, 9, 8, 1, 1);
    writes.reset();
    await opener.options.form.handler.call(opener);
    expect(trail()).toEqual(["ChatMessage:create"]);
    const card = messages().at(-1)!;
    expect(card.author?.isGM).toBe(true);
    expect(card.flags.shinobi?.rkContest).toMatchObject({ status: "awaiting", sides: [{ name: "Ayame", total: 26, raisesCalled: 1 }] });
    expect(card.content).toContain("Waiting for Guard: answer from your sheet");

    actAs(harness, "gm");
    const answer = await dialogFor(theirs, { kind: "trait", trait: "awareness" });
    expect(answer.html).toContain(`<option value="answer:${card.id}">Answer Ayame&#x27;s contest</option>`);
    answer.company = { helpers: [], contest: `answer:${card.id}` };
    // The Guard's Awareness 2: 2k2 of 10+4 and 6 → 20; Ayame beat it by 6, enough for her one raise.
    diceBox.source = d10(10, 4, 6);
    writes.reset();
    await answer.options.form.handler.call(answer);
    expect(trail()).toEqual(["ChatMessage:update"]);
    const settled = messages().find((m) => m.id === card.id)!;
    expect(settled.flags.shinobi?.rkContest).toMatchObject({ status: "settled", result: { outcome: "winner", winner: 0 } });
    expect(settled.rolls.map((r) => r.total)).toEqual([26, 20]);
    expect(settled.content).toContain("Ayame wins the contest.");
  });

  it("rolls blind by default (R2): the first side's total, raises and dice whispered to the GMs and its owner; the card shows them once answered", async () => {
    actAs(harness, "player");
    const opener = await dialogFor(mine, stealthRoll);
    opener.choice = { ...opener.choice, raisesCalled: 1 };
    opener.company = { helpers: [], contest: `against:${theirs.id}` };
    diceBox.source = d10(9, 9, 8, 1, 1);
    writes.reset();
    await opener.options.form.handler.call(opener);
    expect(trail()).toEqual(["ChatMessage:create", "ChatMessage:create"]);
    const [seal, card] = messages().slice(-2) as (Message & { whisper: string[] })[];
    expect(seal!.whisper.sort()).toEqual(["gm00000000000000", PLAYER].sort());
    expect(seal!.rolls.map((r) => r.total)).toEqual([26]);
    expect(card!.whisper ?? []).toEqual([]);
    expect(card!.rolls).toEqual([]);
    expect(card!.flags.shinobi?.rkContest).toMatchObject({ status: "awaiting", sides: [], sealed: { messageId: seal!.id, name: "Ayame" } });
    expect(JSON.stringify(card!.flags)).not.toContain("26");
    expect(card!.content).toContain("rolled, hidden until the answer");
    expect(card!.content).not.toContain(">26<");

    actAs(harness, "gm");
    const answer = await dialogFor(theirs, { kind: "trait", trait: "awareness" });
    expect(answer.html).toContain(`<option value="answer:${card!.id}">Answer Ayame&#x27;s contest</option>`);
    answer.company = { helpers: [], contest: `answer:${card!.id}` };
    diceBox.source = d10(10, 4, 6);
    writes.reset();
    await answer.options.form.handler.call(answer);
    expect(trail()).toEqual(["ChatMessage:update"]);
    const settled = messages().find((m) => m.id === card!.id)!;
    expect(settled.flags.shinobi?.rkContest).toMatchObject({ status: "settled", sealed: null, sides: [{ name: "Ayame", total: 26, raisesCalled: 1 }, { name: "Guard", total: 20 }], result: { outcome: "winner", winner: 0 } });
    expect(settled.rolls.map((r) => r.total)).toEqual([26, 20]);
    expect(settled.content).toContain("Ayame wins the contest.");
  });

  it("settles raises by the world's contestRaises: both raising and missing is no winner by default", async () => {
    const { requestContest } = await import("../../src/rulesets/rollkeep/roll/contest");
    const { initialChoice } = await import("../../src/rulesets/rollkeep/roll/roll-choice");
    const choice = { ...initialChoice(stealthRoll as never), raisesCalled: 1 };
    diceBox.source = d10(9, 9, 6, 1, 1);
    await requestContest({ actor: mine as never, rolled: stealthRoll as never, choice, label: "Stealth", helpers: [], ask: { against: theirs.id } });
    const id = messages().at(-1)!.id;
    diceBox.source = d10(9, 9, 4, 1);
    await requestContest({ actor: theirs as never, rolled: stealthRoll as never, choice, label: "Stealth", helpers: [], ask: { answer: id } });
    expect(messages().at(-1)!.flags.shinobi?.rkContest?.result).toEqual({ outcome: "noWinner" });
    await harness.game.settings.set("shinobi", "rkContestRaises", "netTotals");
    diceBox.source = d10(9, 9, 6, 1, 1);
    await requestContest({ actor: mine as never, rolled: stealthRoll as never, choice, label: "Stealth", helpers: [], ask: { against: theirs.id } });
    const next = messages().at(-1)!.id;
    diceBox.source = d10(9, 9, 4, 1);
    await requestContest({ actor: theirs as never, rolled: stealthRoll as never, choice, label: "Stealth", helpers: [], ask: { answer: next } });
    expect(messages().at(-1)!.flags.shinobi?.rkContest?.result).toEqual({ outcome: "winner", winner: 0 });
  });

  it("refuses forged contest requests, naming why, with nothing written", async () => {
    const { initialChoice } = await import("../../src/rulesets/rollkeep/roll/roll-choice");
    const choice = initialChoice(stealthRoll as never);
    const { refused } = forgedRequests(harness, "rkContest");
    const good = { actor: mine.id, rolled: stealthRoll, choice, label: "Stealth", helpers: [], ask: { against: theirs.id } };
    await refused({ ...good, actor: theirs.id }, /own/);
    await refused({ ...good, rolled: { kind: "attack" } }, /rolled\.kind/);
    await refused({ ...good, rolled: { kind: "skill", skill: "Stealth!", trait: "agility" } }, /rolled\.skill/);
    await refused({ ...good, choice: { ...choice, raisesCalled: -1 } }, /choice\.raisesCalled/);
    await refused({ ...good, helpers: "everyone" }, /helpers/);
    await refused({ ...good, ask: { against: "nobody" } }, /ask\.against/);
    await refused({ ...good, ask: { answer: "0000000000000000" } }, /gone|no longer/i);
    // A card a player posted counts for nothing.
    const forged = (await (ChatMessage as unknown as { create(d: object): Promise<{ id: string }> }).create({ author: PLAYER, content: "", flags: { shinobi: { rkContest: { status: "awaiting", sides: [], opponent: mine.id, opponentName: "Ayame", result: null } } } }))!;
    await refused({ ...good, ask: { answer: forged.id } }, /GM/);
  });
});

describe("a group roll and a cumulative effort (R13, R14)", () => {
  it("rolls the whole group at once, each below the best rank adding it, on one card", async () => {
    const { startEffort } = await import("../../src/rulesets/rollkeep/roll");
    // Ayame (Stealth 2) and the Guard (1) add Kenji's 3; Kenji adds nothing.
    diceBox.source = d10(5, 5, 5, 1, 1, 5, 5, 5, 1, 5, 5, 5, 1, 1, 1);
    writes.reset();
    await startEffort({ kind: "group", members: [mine, theirs, helper] as never, rolled: stealthRoll as never, label: "Stealth", tn: 15, terms: null });
    expect(trail()).toEqual(["ChatMessage:create"]);
    const card = messages().at(-1)!;
    expect(card.rolls.map((r) => r.formula)).toEqual(["5k3 + 3", "4k3 + 3", "6k3"]);
    expect(card.flags.shinobi?.rkEffort?.entries.map((e) => [e.name, e.total, e.counted])).toEqual([["Ayame", 18, true], ["Guard", 18, true], ["Kenji", 15, true]]);
    expect(card.content).toContain("Everyone made it: the group succeeds.");
  });

  it("counts each member's roll toward the total from the card, until it is reached", async () => {
    const { startEffort, effortStep } = await import("../../src/rulesets/rollkeep/roll");
    await startEffort({ kind: "cumulative", members: [mine, helper] as never, rolled: stealthRoll as never, label: "Stealth", tn: 40, terms: { minimumPerRoll: 15, setback: 5 } });
    const id = messages().at(-1)!.id;
    expect(messages().at(-1)!.content).toContain(`data-side="${mine.id}"`);
    actAs(harness, "player");
    // Ayame 5k3 of 9, 9, 8 → 26: counts.
    diceBox.source = d10(9, 9, 8, 1, 1);
    writes.reset();
    await effortStep(id, { step: "effortRoll", side: mine.id });
    expect(trail()).toEqual(["ChatMessage:update"]);
    expect(messages().find((m) => m.id === id)!.flags.shinobi?.rkEffort).toMatchObject({ progress: 26, complete: false });
    await expect(effortStep(id, { step: "effortRoll", side: helper.id })).rejects.toThrow(/own/);
    actAs(harness, "gm");
    // Kenji 6k3 of 2, 2, 2 → 6, too low: 5 taken back.
    diceBox.source = d10(2, 2, 2, 1, 1, 1);
    await effortStep(id, { step: "effortRoll", side: helper.id });
    expect(messages().find((m) => m.id === id)!.flags.shinobi?.rkEffort).toMatchObject({ progress: 21 });
    diceBox.source = d10(9, 9, 9, 1, 1, 1);
    await effortStep(id, { step: "effortRoll", side: helper.id });
    const done = messages().find((m) => m.id === id)!;
    expect(done.flags.shinobi?.rkEffort).toMatchObject({ progress: 48, complete: true });
    expect(done.content).toContain("The total is reached: the effort succeeds.");
    expect(done.content).not.toContain("data-shinobi-step");
    await expect(effortStep(id, { step: "effortRoll", side: helper.id })).rejects.toThrow("This effort takes no more rolls.");
  });

  it("refuses terms the rules cannot use before any roll", async () => {
    const { startEffort } = await import("../../src/rulesets/rollkeep/roll");
    writes.reset();
    await expect(startEffort({ kind: "cumulative", members: [mine] as never, rolled: stealthRoll as never, label: "Stealth", tn: 0, terms: { minimumPerRoll: 0, setback: 0 } })).rejects.toThrow(/tn/);
    expect(writes.calls()).toBe(0);
  });

  it("is set up in the GM's dialog: members picked, the skill by key and trait, the total and terms for a cumulative one", async () => {
    const { RkEffortDialog } = await import("../../src/rulesets/rollkeep/roll");
    const dialog = new RkEffortDialog() as unknown as Dialog & { choice: { kind: string; members: string[]; skill: string; trait: string; tn: number } };
    await dialog.render();
    expect(dialog.html.match(/name="members"/g)).toHaveLength(3);
    expect(dialog.html).toContain("Pick who rolls.");
    expect(dialog.html).not.toContain('name="setback"');
    dialog.choice = { ...dialog.choice, kind: "cumulative", members: [mine.id, helper.id], tn: 50 };
    await dialog.render();
    expect(dialog.html).toContain('name="setback"');
    expect(dialog.html).not.toContain("rk-refused");
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(trail()).toEqual(["ChatMessage:create"]);
    expect(messages().at(-1)!.content).toContain("toward 50; a roll counts from 10, a poorer one takes back 0");
  });
});
