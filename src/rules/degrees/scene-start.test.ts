import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { castTechnique } from "./casting-time";
import { useLimit } from "./limits";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { endScene, FIRST_SCENE, sceneUsesLeft, useInScene, type SceneLimit } from "./scene";
import { awarenessAtStart } from "./start-sequence";
import { rollAgainst } from "./checks";
import { FRESH_ROUND } from "./turn-actions";

describe("scenes (M4)", () => {
  it("count per-scene uses until the End Scene step, which also ends scene-long conditions", () => {
    const used = useLimit(FIRST_SCENE.uses, "ninja:kawarimi", 1, "scene");
    expect(worded(refusalOf(() => useLimit(used, "ninja:kawarimi", 1, "scene")))).toBe("ninja:kawarimi can be used 1 time(s) per scene, and that is used up.");
    const ended = endScene({ ...FIRST_SCENE, uses: used }, [{ id: "ninja", conditions: [{ id: "haste", untilSceneEnds: true }, { id: "prone" }] }]);
    expect(ended.scene).toEqual({ number: 2, uses: {} });
    expect(ended.ended).toEqual([{ holder: "ninja", conditions: [{ id: "haste", untilSceneEnds: true }] }]);
  });
});

describe("uses a scene (M4, M88)", () => {
  const kawarimi: SceneLimit = { key: "kawarimi", times: 1, shared: true, name: "Kawarimi" };
  const owner = { id: "naruto" };
  const clone = { id: "clone", partnerOf: "naruto" };

  it("E17: a partner's Kawarimi uses its owner's for the scene, and the End Scene step gives it back", () => {
    const used = useInScene(FIRST_SCENE, clone, kawarimi);
    expect(used).toEqual({ number: 1, uses: { "naruto:kawarimi": 1 } });
    expect(sceneUsesLeft(used, owner, kawarimi)).toBe(0);
    expect(worded(refusalOf(() => useInScene(used, owner, kawarimi)))).toBe("Kawarimi can be used 1 time(s) per scene, and that is used up.");
    expect(sceneUsesLeft(endScene(used, []).scene, owner, kawarimi)).toBe(1);
  });

  it("counts an unshared limit (a feat or power) for each user alone, up to its times", () => {
    const power: SceneLimit = { key: "gate", times: 2, shared: false, name: "Gate" };
    const once = useInScene(FIRST_SCENE, clone, power);
    expect(sceneUsesLeft(once, owner, power)).toBe(2);
    expect(sceneUsesLeft(once, clone, power)).toBe(1);
    const twice = useInScene(once, clone, power);
    expect(refusalOf(() => useInScene(twice, clone, power)).code).toBe("degrees.limitReached");
    expect(useInScene(twice, owner, power).uses).toEqual({ "clone:gate": 2, "naruto:gate": 1 });
  });
});

describe("the start sequence (M2)", () => {
  it("leaves everyone unaware unless already aware or a Notice call succeeds", () => {
    const call = rollAgainst(2, [], 12, O, fixedDice([5, 5]));
    expect(call.success).toBe(true);
    expect(awarenessAtStart({ a: { aware: true }, b: { aware: false, noticed: call.success }, c: { aware: false, noticed: false } })).toEqual({ a: true, b: true, c: false });
  });
});

describe("casting time (M18)", () => {
  it("spends the technique's own action, none for a reaction, and refuses actions off one's turn", () => {
    expect(castTechnique(FRESH_ROUND, "fullRound", true)).toEqual({ ...FRESH_ROUND, standard: false, movement: false });
    expect(castTechnique(FRESH_ROUND, "reaction", false)).toBe(FRESH_ROUND);
    expect(refusalOf(() => castTechnique(FRESH_ROUND, "partial", false)).code).toBe("degrees.notYourTurn");
  });
});
