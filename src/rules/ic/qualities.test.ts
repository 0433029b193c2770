import { describe, expect, it } from "vitest";
import { buildChain, chainDamageSpeed } from "./chain";
import { canInterrupt, counterAttackSpeed, interruptTotal, maxDefenceAgainstSneakAttack, sneakAttackInterruptSpeed } from "./interrupt";
import { finalSpeed } from "./speed";
import { handsealConcentrationTn, keepsHandseals, modifiedSealSpeed } from "./handseals";

describe("chains", () => {
  it("adds Speeds and costs: Dodge + Kawarimi is Speed 6 with Seal Speed 4", () => {
    const chain = buildChain({ name: "Dodge", speed: 2 }, [{ name: "Kawarimi", speed: 4, sealSpeed: 4, chakra: 10 }]);
    expect(chain).toMatchObject({ name: "Dodge + Kawarimi", speed: 6, sealSpeed: 4, chakra: 10 });
  });

  it("keeps the core's rank", () => {
    expect(buildChain({ name: "Shuurai", speed: 8, rank: "D" }, [{ name: "Big link", speed: 4, rank: "A" }]).rank).toBe("D");
  });

  it("multiplies damage by the lower of the core's base Speed and the chain's final Speed", () => {
    const chain = buildChain({ name: "Strike", speed: 10 }, [{ name: "Flow", speed: 4 }]);
    const speed = finalSpeed({ base: chain.speed }, { apSpent: 2 }).speed;
    expect(speed).toBe(12);
    expect(chainDamageSpeed(chain, speed)).toBe(10);
    expect(chainDamageSpeed(chain, 7)).toBe(7);
  });
});

describe("interrupts", () => {
  it("are legal only at half the interrupted Speed or less", () => {
    expect(canInterrupt(4, 8)).toBe(true);
    expect(canInterrupt(5, 8)).toBe(false);
  });

  it("count a handseal ninjutsu's modified Seal Speed, and +1 for aborting", () => {
    expect(interruptTotal({ speed: 2, modifiedSealSpeed: 3, aborting: true })).toBe(6);
  });

  it("let a sneak attack interrupt as a quarter of its Speed (Speed 16 interrupts a Speed 8 punch)", () => {
    expect(canInterrupt(sneakAttackInterruptSpeed(16), 8)).toBe(true);
    expect(maxDefenceAgainstSneakAttack(16)).toBe(8);
  });

  it("turn into attacks of at least Speed 3", () => {
    expect(counterAttackSpeed(2)).toBe(3);
    expect(counterAttackSpeed(7)).toBe(7);
  });
});

describe("handseals", () => {
  it("take Seal Speed minus DEX/10, or any Speed in between if the caster forgoes some of it", () => {
    expect(modifiedSealSpeed(10, 40)).toBe(6);
    expect(modifiedSealSpeed(10, 40, 0)).toBe(10);
    expect(modifiedSealSpeed(10, 40, 2)).toBe(8);
    expect(modifiedSealSpeed(3, 40)).toBe(0);
  });

  it("survive damage only by beating 10 + damage/10 on Chakra Control", () => {
    expect(handsealConcentrationTn(85)).toBe(18);
    expect(keepsHandseals(19, 85)).toBe(true);
    expect(keepsHandseals(18, 85)).toBe(false);
  });
});

describe("timeline helpers", () => {
  it("lets an aborting actor act on the next IC, and a delayed action be called off until it resolves", async () => {
    const { abortNextIc, canAbortDelayed, afterInterrupt, nextActingIc, mayUseApOnDefense } = await import("./timeline");
    expect(abortNextIc(14)).toBe(15);
    expect(canAbortDelayed(14, 14)).toBe(true);
    expect(canAbortDelayed(14, 15)).toBe(false);
    expect(afterInterrupt(18, 2)).toBe(20);
    expect(nextActingIc(5, 6)).toBe(11);
    // Defending against a surprise attack, the interrupt may not be sped up with AP.
    expect(mayUseApOnDefense(true)).toBe(false);
    expect(mayUseApOnDefense(false)).toBe(true);
  });

  it("rolls Accuracy and defences as 1d20 plus the bonus", async () => {
    const { rollAccuracy, rollDefense } = await import("./defense");
    const { fixedDice } = await import("../dice");
    expect(rollAccuracy(4, fixedDice([11]))).toBe(15);
    expect(rollDefense(3, fixedDice([9]))).toBe(12);
  });
});
