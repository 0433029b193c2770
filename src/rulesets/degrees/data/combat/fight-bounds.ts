import { GROUP_NAME_MAX } from "../bounds";

/**
 * The ranges of a degrees fight's stored numbers. The port counts time in moments (ten thousand a
 * round, docs/rules-degrees.md "Behind the port"); a fight is stored up to this many rounds, ours,
 * far past any table's (the port itself refuses a moment past its own last round).
 */
export const FIGHT_ROUNDS_MAX = 100_000;
/** The last moment a stored fight may reach: the end of its last round. */
export const MOMENT_MAX = (FIGHT_ROUNDS_MAX + 1) * 10_000 - 1;
/** The highest ceiling a GM may give a fight indoors, in metres (M97): far past the 10 m the aerial rules ask. */
export const CEILING_MAX = 10_000;
/** The most combatants one fight places (a tie order runs from 0 below it). */
export const FIGHTERS_MAX = 1_000;
/** The most named free actions one round records (M13: each once a round). */
export const FREE_ACTIONS_MAX = 50;
/** A free action's key, or a per-round use's, as the port names it. */
export const KEY_MAX = 40;
/** An initiative group's name, as the NPC sheet stores it (M8). */
export { GROUP_NAME_MAX };
/** A Delay's value (M10): below any initiative the rules can roll, above any they can lower to. */
export const DELAY_MIN = -1_000;
export const DELAY_MAX = 1_000;
/** A fighter named by another's record (the mount ridden, the owner a partner serves): an actor reference, a world id or a token actor's UUID. */
export const FIGHTER_REF_MAX = 200;
/** A prepared action's trigger as the player states it (M69): a sentence, not a page. */
export const TRIGGER_MAX = 200;
