import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { rollkeepWorld, samurai } from "./rollkeep-combat-helpers";

/*
 * Sumai at the table (G6, O4): the GM's `game.shinobi.rollkeep.sumaiBout` (the pack's macro) runs
 * the port's bout between two actors on the GM's client and posts one card; nothing else is written.
 */
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let a: ActorDouble;
let b: ActorDouble;

type Api = { sumaiBout(first: unknown, second: unknown, how?: object): Promise<{ stareDown: [number, number] | null; exchanges: [number, number][]; winner: string | null }> };
const api = () => (harness.game as unknown as { shinobi: { rollkeep: Api } }).shinobi.rollkeep;
const lastContent = () => ([...harness.game.messages.values()] as unknown as { content: string; rolls: unknown[] }[]).at(-1)!;

/** Jiujutsu 2, Strength 2: 4k2 an exchange; Intimidation 0, Willpower 2: 2k2 unskilled a stare-down. */
function wrestler(name: string): Record<string, unknown> {
  const s = samurai(name);
  (s.system as { skills: object[] }).skills.push({ key: "jiujutsu", rank: 2, emphases: [] });
  return s;
}

beforeEach(async () => {
  harness = await rollkeepWorld();
  a = (await ActorDouble.create(wrestler("Onodera"))) as ActorDouble;
  b = (await ActorDouble.create(wrestler("Kaiu"))) as ActorDouble;
});

describe("a sumai bout at the table (G6, O4)", () => {
  it("runs exchanges until one leads by 5, in one message with every total and the dice, writing nothing else", async () => {
    actAs(harness, "gm");
    // Exchange 1: 9+9 = 18 against 8+7 = 15, on; exchange 2: 9+9 = 18 against 5+4 = 9, Onodera by 9.
    diceBox.source = d10(9, 9, 1, 1, 8, 7, 1, 1, 9, 9, 1, 1, 5, 4, 1, 1);
    writes.reset();
    const bout = await api().sumaiBout(a, b);
    expect(bout.exchanges).toEqual([
      [18, 15],
      [18, 9],
    ]);
    expect(trail()).toEqual(["ChatMessage:create"]);
    const message = lastContent();
    expect(message.content).toContain("Onodera wins the bout.");
    expect(message.content).toMatch(/<li class="rk-sumai-exchange won"><span>Exchange 2<\/span><strong class="total">18 · 9<\/strong>/);
    expect(message.rolls).toHaveLength(1);
  });

  it("begins with the stare-down when asked; the larger wrestler and a stare-down won by 5 each add +1k0", async () => {
    actAs(harness, "gm");
    // Stare-down 2k2 unskilled: 9+9 = 18 against 2+1 = 3, Kaiu is larger: both roll 5k2 in the exchange.
    diceBox.source = d10(9, 9, 2, 1, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    const bout = await api().sumaiBout(a, b, { stareDown: true, larger: "second" });
    expect(bout.stareDown).toEqual([18, 3]);
    expect(bout.exchanges).toEqual([[18, 2]]);
    expect(lastContent().content).toContain("Larger wrestler: <strong>Kaiu</strong>");
    expect(lastContent().content).toMatch(/Stare-down \(Intimidation\/Willpower\): <strong>18<\/strong> · <strong>3<\/strong>/);
  });

  it("is the GM's to run, and needs two wrestlers; a refusal posts nothing", async () => {
    actAs(harness, "player");
    writes.reset();
    await expect(api().sumaiBout(a, b)).rejects.toThrow(/GM/);
    actAs(harness, "gm");
    await expect(api().sumaiBout(a, a)).rejects.toThrow(/a bout needs two wrestlers/);
    expect(writes.calls()).toBe(0);
  });
});
