import type { DegreesOptions } from "../options";

/** The conditions of the text's list (M130) and the states it names without defining (M131). */
export const CONDITION_IDS = [
  "debilitated", "grabbed", "afraid", "amputated", "frightened", "terrified", "stunned", "prone", "blind", "confused",
  "unaware", "stable", "exhausted", "fascinated", "fatigued", "feinted", "flanked", "impeded", "unconscious", "defenseless",
  "paralyzed", "slow", "dying", "blinded", "bleeding", "suffocating", "deafened", "dizzy",
  // M131: named in the text, never defined; each behaves as its nearest defined condition.
  "restrained", "flatFooted", "unprepared", "offGuard", "weakened", "unbalanced", "helpless", "haste", "winged",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** Which checks a penalty reaches. An attribute name ("strength") reaches checks of that attribute. */
export type PenaltyScope = "all" | "attack" | "meleeAttack" | "defence" | "initiative" | "sight" | (string & {});

/** A number a condition adds to checks in its scope (negative for a penalty). */
export interface ConditionPenalty {
  scope: PenaltyScope;
  value: number;
  /** Only against attacks of these kinds (Prone's −3 is against melee and area). */
  against?: readonly ("melee" | "ranged" | "area")[];
  /** Not on Dodge, whose difficulty the condition fixes instead (Impeded, M130 18). */
  exceptDodge?: boolean;
}

/** What a condition stops or changes, beyond numbers. */
export type ConditionFlag =
  | "cannotAct" // no actions at all, not even free ones
  | "cannotDefend" // attacks hit automatically (M27)
  | "cannotAttack"
  | "losesDodgeBonuses" // Dodge falls back to 9 (M22 default)
  | "noDodgeVsArea" // no Dodge or Anticipate against area attacks
  | "cannotMove"
  | "halfMovement"
  | "noRunOrCharge"
  | "noMovementAction"
  | "noMentalActions"
  | "partialCoverVsRanged" // Prone
  | "seesNothing" // Blind: the character's attacks meet total camouflage, and nothing is seen
  | "hearsNothing" // Deafened: nothing is heard
  | "rollsBehaviour" // Confused rolls what it does each turn
  | "airborne"; // Winged: in the air, out of a grounded foe's melee reach (M96, M99)

export interface ConditionDefinition {
  id: ConditionId;
  /** Conditions it brings with it (Terrified is Stunned, Grabbed is Impeded, M130). */
  implies: readonly ConditionId[];
  penalties: readonly ConditionPenalty[];
  flags: readonly ConditionFlag[];
}

/**
 * The severity chains (M129): within one, a present condition hides the penalties of every
 * milder one (M128 "apply only the more severe").
 */
export const SEVERITY_CHAINS: readonly (readonly ConditionId[])[] = [
  ["frightened", "afraid", "terrified", "paralyzed"],
  ["slow", "fatigued", "exhausted", "unconscious"],
  // Dizzy's worse form is Stunned (M130 27), whose own is Defenseless.
  ["dizzy", "stunned", "defenseless"],
  ["impeded", "defenseless"],
];

function def(id: ConditionId, implies: readonly ConditionId[], penalties: readonly ConditionPenalty[] = [], flags: readonly ConditionFlag[] = []): ConditionDefinition {
  return { id, implies, penalties, flags };
}

// Every check of every attack reads the definitions: build them once per options object.
const built = new WeakMap<DegreesOptions, Readonly<Record<ConditionId, ConditionDefinition>>>();

/** Every condition's definition, with the numbers the text leaves out taken from the options. */
export function conditionDefinitions(options: DegreesOptions): Readonly<Record<ConditionId, ConditionDefinition>> {
  let definitions = built.get(options);
  if (!definitions) {
    definitions = buildDefinitions(options);
    built.set(options, definitions);
  }
  return definitions;
}

function buildDefinitions(options: DegreesOptions): Readonly<Record<ConditionId, ConditionDefinition>> {
  const fatigued = -options.fatiguedPenalty;
  const list: ConditionDefinition[] = [
    // The generic penalty: −1 per instance on its scope (an instance may carry more, up to the cap).
    def("debilitated", [], [{ scope: "all", value: -1 }]),
    def("grabbed", ["impeded"]),
    def("afraid", [], [{ scope: "all", value: -1 }], ["cannotAttack"]),
    def("amputated", []),
    // Debilitated only when it cannot move away (M130 5): the GM adds that Debilitated itself.
    def("frightened", []),
    def("terrified", ["stunned"]),
    def("stunned", [], [], ["cannotAct"]),
    def("prone", [], [{ scope: "meleeAttack", value: -3 }, { scope: "defence", value: -3, against: ["melee", "area"] }], ["partialCoverVsRanged"]),
    def("blind", [], [], ["seesNothing"]),
    def("confused", [], [], ["rollsBehaviour"]),
    def("unaware", [], [{ scope: "defence", value: -3 }], ["losesDodgeBonuses"]),
    def("stable", ["unconscious"]),
    def("exhausted", ["slow"], [{ scope: "attack", value: -3 }, { scope: "defence", value: -3 }]),
    def("fascinated", []),
    def("fatigued", ["slow"], [{ scope: "attack", value: fatigued }, { scope: "defence", value: fatigued }]),
    def("feinted", [], [{ scope: "defence", value: -2 }]),
    def("flanked", [], [{ scope: "defence", value: -1 }]),
    def("impeded", [], [{ scope: "attack", value: -1 }, { scope: "defence", value: -1, exceptDodge: true }], ["cannotMove", "losesDodgeBonuses", "noDodgeVsArea"]),
    def("unconscious", ["defenseless"], [], ["noMentalActions"]),
    def("defenseless", [], [], ["cannotAct", "cannotDefend"]),
    def("paralyzed", ["defenseless"]),
    def("slow", [], [], ["halfMovement", "noRunOrCharge"]),
    // Dying's HP loss is its own tick (M41), so it does not also imply Bleeding.
    def("dying", ["unconscious"]),
    def("blinded", [], [{ scope: "attack", value: -options.blindedPenalty }, { scope: "sight", value: -options.blindedPenalty }]),
    def("bleeding", []),
    def("suffocating", []),
    def("deafened", [], [{ scope: "initiative", value: -3 }], ["hearsNothing"]),
    def("dizzy", [], [], ["noMovementAction"]),
    def("restrained", ["impeded"]),
    def("flatFooted", [], [], ["losesDodgeBonuses"]),
    def("unprepared", ["unaware"]),
    def("offGuard", ["flatFooted"]),
    def("weakened", ["debilitated"]),
    // Losing balance: the nearest defined effect is a general debilitation.
    def("unbalanced", ["debilitated"]),
    def("helpless", ["defenseless"]),
    def("haste", [], [{ scope: "initiative", value: 2 }]),
    // Height is a position, not a hindrance; the aerial rules read it (M96).
    def("winged", [], [], ["airborne"]),
  ];
  // The list names every id once (a test checks it), so the entries make the whole record.
  return Object.fromEntries(list.map((d) => [d.id, d])) as Record<ConditionId, ConditionDefinition>;
}
