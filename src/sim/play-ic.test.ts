import { describe, expect, it, vi } from "vitest";
import { fixedDice, seededDice } from "../rules/dice";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant } from "../rules/ic/combatant";
import { RULESETS } from "../rules/registry";
import { DEFAULT_IC_OPTIONS } from "../rules/ic/options";
import { advanceTo, nextEventIc, playIc, startBattle, type BattleLogEntry, type BattleState, type TurnPlan } from "./play-ic";

const options = DEFAULT_IC_OPTIONS;
const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 40, xp: 0 };
const team = () => [
  newCombatant({ id: "choji", name: "Choji", stats: { ...stats, str: 60 }, vitality: { value: 800, max: 800 }, hp: { value: 200, max: 200 } }),
  newCombatant({ id: "shikamaru", name: "Shikamaru", stats, vitality: { value: 800, max: 800 }, hp: { value: 200, max: 200 } }),
  newCombatant({ id: "ino", name: "Ino", stats: { ...stats, cha: 50 }, vitality: { value: 800, max: 800 }, hp: { value: 200, max: 200 }, skills: { chakraControl: 30, athletics: 0, toxicology: 0, stealth: 0, awareness: 0 } }),
];
const taijutsu = (speed: number): IcAction => ({ name: `Taijutsu ${speed}`, kind: "taijutsu", role: "attack", speed, damage: { dice: "1d4", stat: "str", type: "blunt" } });
const jutsu: IcAction = { name: "Ino's jutsu", kind: "ninjutsu", role: "attack", speed: 6, sealSpeed: 18, damage: { dice: "1d6", stat: "cha", type: "energy" } };
const ic = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id)?.nextIc;

function step(state: BattleState, plans: TurnPlan[]): BattleState {
  const at = Math.min(...plans.map((p) => state.combatants.find((c) => c.id === p.actorId)!.nextIc));
  return playIc(advanceTo(state, at, options, seededDice(1)), plans, options, seededDice(7));
}

describe("the worked combat example, replayed", () => {
  it("reaches the same ICs: Shikamaru 30, Ino 28, Choji 34", () => {
    let s = startBattle(team(), { choji: 6, shikamaru: 16, ino: 12 });
    expect([ic(s, "shikamaru"), ic(s, "ino"), ic(s, "choji")]).toEqual([0, 4, 10]);
    // IC 0: Shikamaru's Speed 8 punch; Choji dodges (fails) and moves to 12.
    s = step(s, [{ actorId: "shikamaru", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "choji", defense: "dodge", defenseDice: fixedDice([1]), dice: fixedDice([20, 1, 1]) }]);
    expect([ic(s, "shikamaru"), ic(s, "choji")]).toEqual([8, 12]);
    // IC 4: Ino starts Seal Speed 14 handseals (18 - DEX 40/10), ready on 18.
    s = step(s, [{ actorId: "ino", action: BASIC_ACTIONS["Perform Handseals"]!, variableLength: 14 }]);
    expect(ic(s, "ino")).toBe(18);
    // IC 8: Shikamaru's Speed 12 taijutsu; Choji dodges successfully: 20 and 14.
    s = step(s, [{ actorId: "shikamaru", action: taijutsu(12), targetId: "choji", defense: "dodge", defenseDice: fixedDice([20]), dice: fixedDice([1]) }]);
    expect([ic(s, "shikamaru"), ic(s, "choji")]).toEqual([20, 14]);
    // IC 14: Choji's Speed 20 taijutsu on Ino; she dodges (fails), keeps her seals: 34 and 20.
    s = step(s, [{ actorId: "choji", action: taijutsu(20), targetId: "ino", defense: "dodge", defenseDice: fixedDice([1]), dice: fixedDice([2]) }]);
    expect([ic(s, "choji"), ic(s, "ino")]).toEqual([34, 20]);
    expect(s.combatants.find((c) => c.id === "ino")?.ongoing?.role).toBe("handseals");
    // IC 20: both act at once, each dodging the other: Shikamaru 20+8+2, Ino 20+6+2.
    s = step(s, [
      { actorId: "shikamaru", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "ino", defense: "dodge", dice: fixedDice([20, 1, 1]), defenseDice: fixedDice([20]) },
      { actorId: "ino", action: jutsu, targetId: "shikamaru", defense: "dodge", dice: fixedDice([1]), defenseDice: fixedDice([20]) },
    ]);
    expect([ic(s, "shikamaru"), ic(s, "ino"), ic(s, "choji")]).toEqual([30, 28, 34]);
  });

  it("lands nothing from a technique pushed past unconsciousness: its attack is never answered", () => {
    let s = startBattle(team(), { choji: 6, shikamaru: 16, ino: 12 });
    s = { ...s, combatants: s.combatants.map((c) => (c.id === "shikamaru" ? { ...c, fatigue: { level: 5, staminaPenalty: 40, chakraPenalty: 0 } } : c)) };
    const costly: IcAction = { ...taijutsu(8), stamina: 5 };
    const log: BattleLogEntry[] = [];
    // The Stamina roll of 1 falls 15 or more short: two categories past Fatigue 5, so the technique fails.
    s = playIc(s, [{ actorId: "shikamaru", action: costly, targetId: "choji", defense: "none", dice: fixedDice([1, 4]) }], options, fixedDice([1, 4]), log);
    expect(log.map((e) => e.note ?? e.action)).toEqual(["the technique fails: pushed past unconsciousness"]);
    expect(s.combatants.find((c) => c.id === "choji")).toMatchObject({ vitality: { value: 800 }, wounds: [] });
  });

  it("rolls damage against the defender as their answer left them (their Dodge's push on their next IC), as the table does", () => {
    const damage = vi.spyOn(RULESETS.ic.attack, "damage");
    try {
      const s = startBattle(team(), { choji: 6, shikamaru: 16, ino: 12 });
      // Shikamaru's punch on IC 0; Choji (on 10) dodges with a 1 and moves to 12, then takes the damage.
      playIc(s, [{ actorId: "shikamaru", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "choji", defense: "dodge", defenseDice: fixedDice([1]), dice: fixedDice([20, 1, 1]) }], options, seededDice(7));
      expect(damage).toHaveBeenCalledTimes(1);
      expect(damage.mock.calls[0]?.[2]).toMatchObject({ id: "choji", nextIc: 12 });
    } finally {
      damage.mockRestore();
    }
  });

  it("aborts handseals on a failed concentration roll: next action on the following IC", () => {
    let s = startBattle(team(), { choji: 6, shikamaru: 16, ino: 12 });
    s = { ...s, combatants: s.combatants.map((c) => (c.id === "ino" ? { ...c, skills: { ...c.skills, chakraControl: 0 } } : c)) };
    s = advanceTo(s, 4, options, seededDice(1));
    s = playIc(s, [{ actorId: "ino", action: BASIC_ACTIONS["Perform Handseals"]!, variableLength: 14 }], options, seededDice(1));
    s = advanceTo(s, 10, options, seededDice(1));
    // Choji hits for plenty at IC 10; Ino's Chakra Control roll of 1 + 0 cannot beat 10 + damage/10.
    s = playIc(s, [{ actorId: "choji", action: taijutsu(20), targetId: "ino", defense: "none", dice: fixedDice([4]) }], options, fixedDice([50, 1]));
    expect(ic(s, "ino")).toBe(11);
    expect(s.combatants.find((c) => c.id === "ino")?.ongoing).toBeNull();
  });
});

describe("simultaneous ICs", () => {
  it("applies both attacks at the end of the IC, each resolved against the other's state before it", () => {
    const fighters = [
      newCombatant({ id: "a", name: "A", stats, vitality: { value: 10, max: 300 } }),
      newCombatant({ id: "b", name: "B", stats, vitality: { value: 10, max: 300 } }),
    ];
    let s = startBattle(fighters, { a: 10, b: 10 });
    s = playIc(
      s,
      [
        { actorId: "a", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "b", defense: "none", dice: fixedDice([20, 4, 4]) },
        { actorId: "b", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "a", defense: "none", dice: fixedDice([20, 4, 4]) },
      ],
      options,
      seededDice(3),
    );
    // Basic Unarmed: 2d4 (8) + STR 30/15 (2) × Speed 8 = 24 each, both landing.
    expect(s.combatants.map((c) => [c.vitality.value, c.hp.value])).toEqual([[0, 86], [0, 86]]);
  });
});

describe("a plan's carried places (TurnPlan.actorAt, targetAt)", () => {
  it("are believed only while they hold the plan's actor and target: stale ones are found by id, as plans with none", () => {
    const fighters = () => [
      newCombatant({ id: "a", name: "A", stats: { ...stats, str: 60 }, vitality: { value: 40, max: 300 } }),
      newCombatant({ id: "b", name: "B", stats, vitality: { value: 200, max: 300 } }),
    ];
    const play = (places: { a?: [number, number]; b?: [number, number] }, owned: boolean) => {
      const s = startBattle(fighters(), { a: 10, b: 10 });
      const plan = (actorId: "a" | "b", targetId: string, faces: number[]): TurnPlan => {
        const at = places[actorId];
        return { actorId, action: taijutsu(6), targetId, defense: "none", dice: fixedDice(faces), ...(at ? { actorAt: at[0], targetAt: at[1] } : {}) };
      };
      return playIc(s, [plan("a", "b", [4, 4]), plan("b", "a", [1, 1])], options, seededDice(3), undefined, owned).combatants;
    };
    for (const owned of [true, false]) {
      const byId = play({}, owned);
      // Swapped places: believing them would have each duellist play the other's turn.
      expect(play({ a: [1, 0], b: [0, 1] }, owned)).toEqual(byId);
      // Places past the list's end, and right ones.
      expect(play({ a: [5, 7], b: [9, 9] }, owned)).toEqual(byId);
      expect(play({ a: [0, 1], b: [1, 0] }, owned)).toEqual(byId);
    }
    // Both hit, A (STR 60, a 4) harder than B (a 1): a swapped turn would not have gone unnoticed.
    const [a, b] = play({}, true);
    expect(40 - a!.vitality.value).toBeGreaterThan(0);
    expect(200 - b!.vitality.value).toBeGreaterThan(40 - a!.vitality.value);
    expect([a!.nextIc, b!.nextIc]).toEqual([6, 6]);
  });
});

describe("an owned IC's declarations", () => {
  it("keep a turn's attack as declared when its user also interrupts on the same IC: the interrupt writes over nothing", () => {
    const flicker: IcAction = { name: "Flicker", kind: "utility", speed: 2, interrupt: true };
    const play = (owned: boolean) => {
      const s = startBattle([newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })], { a: 20, b: 10 });
      const onTurn = (state: BattleState): BattleState => ({ ...state, ic: 20, combatants: state.combatants.map((c) => ({ ...c, nextIc: c.id === "a" ? 20 : 40 })) });
      const plans: TurnPlan[] = [
        { actorId: "a", action: taijutsu(14), targetId: "b", defense: "none" },
        { actorId: "a", action: flicker },
      ];
      // Played twice, so the owned IC's records are ones written over from an earlier IC.
      const once = playIc(onTurn(s), plans, options, seededDice(3), undefined, owned);
      return playIc(onTurn(once), plans, options, seededDice(5), undefined, owned);
    };
    const owned = play(true);
    expect(owned.combatants).toEqual(play(false).combatants);
    // Speed 14's damage, not the interrupt's Speed 2: 1d4 + 2 per Speed point, twice.
    expect(owned.combatants.find((c) => c.id === "b")!.vitality.value).toBeLessThan(300 - 2 * 14);
  });
});

describe("Delay", () => {
  it("resolves the effect Delay IC later while the next action follows the full Speed", () => {
    const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
    const delayed: IcAction = { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "1d6", stat: "none", type: "energy" } };
    let s = startBattle(fighters, { a: 20, b: 10 });
    s = { ...s, ic: 10, combatants: s.combatants.map((c) => ({ ...c, nextIc: c.id === "a" ? 10 : 30 })) };
    s = playIc(s, [{ actorId: "a", action: delayed, targetId: "b", defense: "none", dice: fixedDice([6]) }], options, seededDice(1));
    expect(ic(s, "a")).toBe(22);
    expect(s.pending).toHaveLength(1);
    expect(nextEventIc(s, new Set(["a", "b"]), 10, options)).toBe(14);
    s = playIc(advanceTo(s, 14, options, seededDice(1)), [], options, seededDice(1));
    expect(s.pending).toHaveLength(0);
    expect(s.combatants.find((c) => c.id === "b")?.vitality.value).toBe(294);
  });
});

describe("Delay, called off or outlived", () => {
  const slowBomb: IcAction = { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "1d6", stat: "none", type: "energy" } };
  const abort = BASIC_ACTIONS.Abort as IcAction;
  /** A throws the bomb at B on IC 10 (it resolves on 14), played owned or copying. */
  function thrown(owned: boolean): BattleState {
    const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
    let s = startBattle(fighters, { a: 20, b: 10 });
    s = { ...s, ic: 10, combatants: s.combatants.map((c) => ({ ...c, nextIc: c.id === "a" ? 10 : 30 })) };
    return playIc(s, [{ actorId: "a", action: slowBomb, targetId: "b", defense: "none", dice: fixedDice([6]) }], options, seededDice(1), undefined, owned);
  }
  const vitality = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id)?.vitality.value;

  for (const owned of [false, true]) {
    it(`drops an attack aborted before its IC, and one aborted on its IC (${owned ? "owned" : "copying"})`, () => {
      let early = advanceTo(thrown(owned), 12, options, seededDice(1), undefined, owned);
      early = playIc(early, [{ actorId: "a", action: abort }], options, seededDice(1), undefined, owned);
      expect(early.pending).toHaveLength(0);
      early = playIc(advanceTo(early, 14, options, seededDice(1), undefined, owned), [], options, seededDice(1), undefined, owned);
      expect(vitality(early, "b")).toBe(300);
      let onIc = advanceTo(thrown(owned), 14, options, seededDice(1), undefined, owned);
      onIc = playIc(onIc, [{ actorId: "a", action: abort }], options, seededDice(1), undefined, owned);
      expect(vitality(onIc, "b")).toBe(300);
      expect(ic(onIc, "a")).toBe(15);
    });
  }

  for (const owned of [false, true]) {
    it(`refuses a delayed attack whose damage roll the options forbid by the IC it resolves on, rather than drop it (${owned ? "owned" : "copying"})`, () => {
      const tighter = { ...options, maxDicePerRoll: 0 };
      const due = advanceTo(thrown(owned), 14, options, seededDice(1), undefined, owned);
      expect(() => playIc(due, [], tighter, seededDice(1), undefined, owned)).toThrow(expect.objectContaining({ code: "tooManyDice" }));
    });
  }

  it("lands an attack whose user fell before its IC (the effect was already under way)", () => {
    let s = thrown(false);
    s = { ...s, combatants: s.combatants.map((c) => (c.id === "a" ? { ...c, hp: { ...c.hp, value: 0 }, condition: "incapacitated" as const } : c)) };
    s = playIc(advanceTo(s, 14, options, seededDice(1)), [], options, seededDice(1));
    expect(vitality(s, "b")).toBe(294);
  });

  it("checks a coup de grace's target on the IC it resolves on: standing then, nothing; fallen by then, dead", () => {
    const coup = BASIC_ACTIONS["Coup de Grace"] as IcAction;
    const start = () => {
      const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
      return playIc(startBattle(fighters, { a: 20, b: 10 }), [{ actorId: "a", action: coup, targetId: "b", defense: "none" }], options, seededDice(1));
    };
    expect(start().pending).toHaveLength(1);
    const standing = playIc(advanceTo(start(), 5, options, seededDice(1)), [], options, seededDice(1));
    expect(standing.combatants.find((c) => c.id === "b")?.condition).toBe("active");
    let fallen = start();
    fallen = { ...fallen, combatants: fallen.combatants.map((c) => (c.id === "b" ? { ...c, hp: { ...c.hp, value: 0 }, condition: "incapacitated" as const } : c)) };
    fallen = playIc(advanceTo(fallen, 5, options, seededDice(1)), [], options, seededDice(1));
    expect(fallen.combatants.find((c) => c.id === "b")?.condition).toBe("dead");
  });
});

describe("the next IC, as the port says it", () => {
  it("asks the port about those with turns left, from the IC before the start", () => {
    const s = startBattle(team(), { choji: 6, shikamaru: 16, ino: 12 });
    // Nothing played yet: the start's own IC 0 (Shikamaru) comes first.
    expect(nextEventIc(s, new Set(["shikamaru", "ino", "choji"]), s.ic - 1, options)).toBe(0);
    // Shikamaru has no turns left: Ino's IC 4 is next, then Choji's 10 once Ino has none either.
    expect(nextEventIc(s, new Set(["ino", "choji"]), 0, options)).toBe(4);
    expect(nextEventIc(s, new Set(["choji"]), 0, options)).toBe(10);
    expect(nextEventIc(s, new Set(), 0, options)).toBeNull();
  });

  it("stops where a delayed attack it holds resolves, though its user has no turns left", () => {
    const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
    const delayed: IcAction = { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "1d6", stat: "none", type: "energy" } };
    const s = playIc(startBattle(fighters, { a: 20, b: 10 }), [{ actorId: "a", action: delayed, targetId: "b", defense: "none", dice: fixedDice([6]) }], options, seededDice(1));
    expect(nextEventIc(s, new Set(["b"]), 0, options)).toBe(4);
    expect(nextEventIc(s, new Set(), 0, options)).toBe(4);
    expect(nextEventIc(s, new Set(["b"]), 4, options)).toBe(10);
  });
});

describe("Block and stun", () => {
  it("blocks half of an unarmed hit, and a stun aborts the Block and pushes the next IC", () => {
    const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
    let s = startBattle(fighters, { a: 10, b: 20 });
    s = playIc(s, [{ actorId: "b", action: BASIC_ACTIONS.Block!, variableLength: 20 }], options, seededDice(1));
    expect(ic(s, "b")).toBe(20);
    s = advanceTo(s, 10, options, seededDice(1));
    const stunningPunch: IcAction = { ...BASIC_ACTIONS["Basic Unarmed"]!, name: "Stunning punch", statuses: [{ kind: "stun", severity: 4, duration: 0, roll: "none", tn: 0 }] };
    s = playIc(s, [{ actorId: "a", action: stunningPunch, targetId: "b", defense: "block", dice: fixedDice([20, 4, 4]) }], options, seededDice(1));
    const b = s.combatants.find((c) => c.id === "b")!;
    expect(b.vitality.value).toBe(300 - 12);
    expect(b.ongoing).toBeNull();
    expect(b.nextIc).toBe(10 + 1 + 4);
  });
});

describe("Sleep in a fight", () => {
  it("keeps a sleeper woken by a miss at -5 to dodge through later attacks, until their own action", () => {
    const lullaby = { kind: "sleep" as const, severity: 1, source: "lullaby", appliedIc: 0, duration: 6 };
    let s = startBattle([newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats, statuses: [lullaby] })], { a: 20, b: 10 });
    const punchB = (dodgeFace: number): TurnPlan => ({ actorId: "a", action: BASIC_ACTIONS["Basic Unarmed"]!, targetId: "b", defense: "dodge", dice: fixedDice([20, 1, 1], seededDice(2)), defenseDice: fixedDice([dodgeFace]) });
    // IC 0: the punch misses (a 20 on the Dodge) but wakes B.
    s = playIc(s, [punchB(20)], options, seededDice(3));
    // IC 8: the Sleep's 6 IC are long gone, yet B (AGI 30: +3) still dodges at -5: 10 + 3 - 5.
    const log: BattleLogEntry[] = [];
    s = playIc(advanceTo(s, 8, options, seededDice(1)), [punchB(10)], options, seededDice(3), log);
    expect(log.find((e) => e.attack)?.attack?.defenseRoll).toBe(8);
    // IC 14 (10, pushed by two Dodges): B's own action ends it.
    expect(ic(s, "b")).toBe(14);
    s = playIc(advanceTo(s, 14, options, seededDice(1)), [{ actorId: "b", action: BASIC_ACTIONS.Rest! }], options, seededDice(3));
    expect(s.combatants.find((c) => c.id === "b")?.statuses).toEqual([]);
  });
});

describe("refusals", () => {
  it("will not let a jutsu with handseals go off without Perform Handseals", () => {
    const s = startBattle([newCombatant({ id: "a", name: "A", stats })], { a: 10 });
    expect(() => playIc(s, [{ actorId: "a", action: jutsu, targetId: "a" }], options, seededDice(1))).toThrow(/needs a Perform Handseals action first/);
  });
});

describe("an owned fight's knowledge of delayed actions held (BattleState.holding)", () => {
  it("starts knowing nobody holds one, learns of a delay declared, and clears it on its IC as a copied fight does", () => {
    const delayed: IcAction = { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "1d6", stat: "none", type: "energy" } };
    const play = (owned: boolean) => {
      let s = startBattle([newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })], { a: 20, b: 10 });
      expect(s.holding).toBe(false);
      s = { ...s, ic: 10, combatants: s.combatants.map((c) => ({ ...c, nextIc: c.id === "a" ? 10 : 30 })) };
      s = playIc(s, [{ actorId: "a", action: delayed, targetId: "b", defense: "none", dice: fixedDice([6]) }], options, seededDice(1), undefined, owned);
      if (owned) expect(s.holding).toBe(true);
      expect(s.combatants.find((c) => c.id === "a")?.delayed).toEqual({ name: "Slow bomb", resolvesOn: 14 });
      s = playIc(advanceTo(s, 14, options, seededDice(1), undefined, owned), [], options, seededDice(1), undefined, owned);
      return s;
    };
    const owned = play(true);
    expect(owned.holding).toBe(false);
    expect(owned.combatants.find((c) => c.id === "a")?.delayed).toBeNull();
    expect(owned.combatants).toEqual(play(false).combatants);
  });
});
