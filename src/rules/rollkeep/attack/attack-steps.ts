import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import type { RollkeepOptions } from "../options";
import { addToPool, skillPool } from "../pool";
import { prepareRoll, type RollkeepRollInput } from "../prepare-roll";
import { NO_RAISES, raisesCounted } from "../raises";
import { rollkeepRoll } from "../roll";
import { attackModifiers, sumParts } from "./attack-modifiers";
import type { AttackDeclaration, AttackerSnapshot, AttackStep, ManeuverContest, RollkeepAttack, TargetSnapshot } from "./attack-state";
import { damageSteps, feintBonus } from "./damage-pool";
import { checkManeuvers, PUSH_STEP_FEET } from "./maneuvers";
import { strengthContest } from "./strength-contest";
import { isRanged } from "./weapons";

function attackRollInput(attack: Pick<RollkeepAttack, "attacker" | "declaration" | "armorTn" | "modifiers">): RollkeepRollInput {
  const { attacker, declaration } = attack;
  // AT2: melee and thrown weapons are swung with Agility, aimed ones with Reflexes (4e leaves it to the weapon; same default); a duel's Strike names Reflexes (DU4).
  const trait = (declaration.trait ?? (declaration.weapon.reach === "aimed" ? "reflexes" : "agility")) === "reflexes" ? attacker.reflexes : attacker.agility;
  return {
    kind: "attack",
    pool: sumParts(skillPool(attacker.skillRank, trait), attack.modifiers),
    unskilled: attacker.skillRank === 0,
    tn: { base: attack.armorTn, ...(declaration.wind ? { wind: declaration.wind } : {}), ...(declaration.weather ? { weather: declaration.weather } : {}) },
    raises: declaration.raises ?? NO_RAISES,
    voidRing: attacker.voidRing,
    woundPenalty: attacker.woundPenalty,
    ...(declaration.difficultTerrain ? { difficultTerrain: declaration.difficultTerrain } : {}),
    ...(attacker.deprivation ? { deprivation: attacker.deprivation } : {}),
    ...(declaration.voidSpends ? { voidSpends: declaration.voidSpends } : {}),
  };
}

/** Which maneuvers call for a Strength contest, and when (M2, M7, M8). */
function contestsOf(declaration: AttackDeclaration, variant: RollkeepOptions["variant"]): ManeuverContest[] {
  const contests: ManeuverContest[] = [];
  for (const m of declaration.maneuvers) {
    if (m.kind === "disarm") contests.push({ maneuver: "disarm", when: "afterDamage", targetAddsEarth: false, result: null });
    if (m.kind === "knockdown") contests.push({ maneuver: "knockdown", when: variant === "4e" ? "afterDamage" : "beforeDamage", targetAddsEarth: false, result: null });
    if (m.kind === "pushPull") contests.push({ maneuver: "pushPull", when: "beforeDamage", targetAddsEarth: m.feet > PUSH_STEP_FEET, result: null });
  }
  return contests;
}

/**
 * Declares an attack (AT1): the Armor TN to reach, the modifiers, the maneuvers checked against
 * the raises. Everything the rules forbid is refused now, before a die is drawn.
 */
export function declareAttack(attacker: AttackerSnapshot, target: TargetSnapshot, declaration: AttackDeclaration, options: RollkeepOptions): RollkeepAttack {
  const armorTn = isRanged(declaration.weapon) ? target.armorTn.total : target.armorTn.againstMelee;
  const modifiers = attackModifiers(declaration.weapon, declaration.situation ?? {}, options);
  const draft = { attacker, declaration, armorTn, modifiers };
  const prepared = prepareRoll(attackRollInput(draft), options);
  const maneuverRaises = checkManeuvers(declaration.maneuvers, target, raisesCounted(prepared.raises), { variant: options.variant, extraAttackUsedThisTurn: declaration.extraAttackUsedThisTurn === true });
  return { ...draft, target, maneuverRaises, attackRoll: null, contests: contestsOf(declaration, options.variant), damage: null };
}

/** Whether the damage is off: a house Knockdown or Push/Pull lost (M7, M8; Knockdown by option). */
function damageDenied(attack: RollkeepAttack, options: Pick<RollkeepOptions, "knockdownLossDamage">): boolean {
  return attack.contests.some((c) => c.when === "beforeDamage" && c.result?.attackerWon === false && !(c.maneuver === "knockdown" && options.knockdownLossDamage));
}

/** The step the attack waits for now. */
export function attackStep(attack: RollkeepAttack, options: Pick<RollkeepOptions, "knockdownLossDamage">): AttackStep {
  if (attack.attackRoll === null) return "roll";
  if (!attack.attackRoll.success) return "done";
  if (attack.contests.some((c) => c.when === "beforeDamage" && c.result === null)) return "contestBeforeDamage";
  if (damageDenied(attack, options)) return "done";
  if (attack.damage === null) return "damage";
  if (attack.contests.some((c) => c.when === "afterDamage" && c.result === null)) return "contestAfterDamage";
  return "done";
}

function expectStep(attack: RollkeepAttack, steps: readonly AttackStep[], options: RollkeepOptions): AttackStep {
  const step = attackStep(attack, options);
  if (!steps.includes(step)) throw new RuleRefusal("notYet", {}, `attack: waiting for ${step}, not ${steps.join(" or ")}`);
  return step;
}

/** Rolls the attack against the Armor TN, raised by the raises called (AT1, R7: missing the raised TN misses). */
export function rollAttack(attack: RollkeepAttack, options: RollkeepOptions, dice: DiceSource): RollkeepAttack {
  expectStep(attack, ["roll"], options);
  return { ...attack, attackRoll: rollkeepRoll(attackRollInput(attack), options, dice) };
}

/** Rolls the Strength contests due at this step (M2, M7, M8). */
export function rollManeuverContests(attack: RollkeepAttack, options: RollkeepOptions, dice: DiceSource): RollkeepAttack {
  const step = expectStep(attack, ["contestBeforeDamage", "contestAfterDamage"], options);
  const when = step === "contestBeforeDamage" ? "beforeDamage" : "afterDamage";
  const contests = attack.contests.map((c) =>
    c.when !== when || c.result !== null
      ? c
      : {
          ...c,
          result: strengthContest({ strength: attack.attacker.strength, woundPenalty: attack.attacker.woundPenalty }, { strength: attack.target.strength, woundPenalty: attack.target.woundPenalty, bonus: c.targetAddsEarth ? attack.target.earth : 0 }, options, dice),
        },
  );
  return { ...attack, contests };
}

/**
 * Rolls the damage of a hit (AT4–AT7, M2, M4, M6, CO10, MK2): the pool in its steps, the Feint or
 * Defenseless bonus, a Void Point's +1k1 only where the options allow it (V3), mook dice that
 * never explode in the house rules.
 */
export function rollAttackDamage(attack: RollkeepAttack, options: RollkeepOptions, dice: DiceSource): RollkeepAttack {
  expectStep(attack, ["damage"], options);
  const roll = attack.attackRoll;
  if (roll === null || roll.margin === null) throw new RuleRefusal("notYet", {}, "attack: no attack roll");
  const { declaration, attacker, target } = attack;
  const has = (kind: string) => declaration.maneuvers.some((m) => m.kind === kind);
  const spentOnDamage = declaration.maneuvers.reduce((sum, m) => sum + (m.kind === "extraDamage" ? m.raises : 0), 0);
  // M6: +1k0 a raise, or (option `extraDamageRaises: "once"`) +1k0 however many were spent.
  const extraDamageRaises = options.extraDamageRaises === "once" ? Math.min(1, spentOnDamage) : spentOnDamage;
  const bonus = feintBonus({ overRaisedTn: roll.margin, overArmorTn: roll.total - attack.armorTn }, { feint: has("feint"), defenseless: target.defenseless === true, insightRank: attacker.insightRank }, options);
  const voidBoost = declaration.damage?.voidBoost === true;
  const steps = damageSteps(
    {
      weapon: declaration.weapon,
      strength: attacker.strength,
      disarm: has("disarm"),
      extraDamageRaises,
      feintBonus: bonus,
      modifiers: declaration.damage?.modifiers ?? { rolled: 0, kept: 0, flat: 0 },
      activated: addToPool(declaration.damage?.activated ?? { rolled: 0, kept: 0, flat: 0 }, voidBoost ? { rolled: 1, kept: 1 } : {}),
    },
    options.variant,
  );
  // Step 4 shows the Void Point's +1k1; the roll adds it itself as a void spend, which refuses it unless voidOnDamage allows it.
  const beforeVoid = addToPool(steps[steps.length - 1]?.pool ?? { rolled: 0, kept: 0, flat: 0 }, voidBoost ? { rolled: -1, kept: -1 } : {});
  const damageRoll = rollkeepRoll({ kind: "damage", pool: beforeVoid, neverExplodes: options.variant === "house" && attacker.mook, ...(voidBoost ? { voidSpends: { voidBoost: true } } : {}) }, options, dice);
  return { ...attack, damage: { steps, feintBonus: bonus, roll: damageRoll } };
}
