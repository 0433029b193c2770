/** The statuses the IC rules define, each with its own stacking rule and schedule. */
export type StatusKind =
  | "bleed"
  | "burn"
  | "ignite"
  | "immobility"
  | "paralysis"
  | "poison"
  | "shock"
  | "sleep"
  | "stun"
  | "suffocation"
  | "visibility";

export const STATUS_KINDS: readonly StatusKind[] = [
  "bleed",
  "burn",
  "ignite",
  "immobility",
  "paralysis",
  "poison",
  "shock",
  "sleep",
  "stun",
  "suffocation",
  "visibility",
];

/** One status on one combatant, as plain data the Foundry layer stores on an ActiveEffect. */
export interface StatusInstance {
  kind: StatusKind;
  severity: number;
  /** What caused it (a technique id, a venom); same-source rules compare this. */
  source: string;
  /** The IC it was applied on; every periodic schedule counts from here. */
  appliedIc: number;
  /** How many IC it lasts, or null when it lasts until removed (or fades by its own rule). */
  duration: number | null;
  /**
   * True while the cause persists (standing in the mud, still being choked); such statuses
   * neither fade nor expire until it ends. Suffocation starts fading once this turns false.
   */
  ongoing?: boolean;
  /** IC when an ongoing status stopped being sustained, from which its fade is counted. */
  releasedIc?: number;
  /**
   * Sleep only: an attack has woken this sleeper. The status stays to carry its -5 until the
   * sleeper's first action after waking, which removes it.
   */
  woken?: boolean;
}
