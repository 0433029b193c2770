import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { currentScene } from "../settings/scene-setting";
import { degreesExtras, degreesRules, type DegreesState, type RoundPhase } from "../state";
import type { DgCombat } from "./dg-combat";
import { mayCommand } from "./command";
import { KEPT_ACTIONS, mayRide, mountKindOf, MOVE_MODES, TRACKER_ACTIONS } from "./requests";

type Options = RulesetTypesOf<"degrees">["options"];

/** One kind of the round's actions (M14): left or spent. */
interface Pip {
  kind: "standard" | "movement" | "partial";
  label: string;
  left: boolean;
}

/** One row of the round tracker. */
export interface FighterRow {
  id: string;
  name: string;
  img: string;
  /** The initiative it acts on now, conditions included (M7), and the roll it keeps (M5). */
  initiative: number | null;
  rolled: number | null;
  delayedTo: number | null;
  phase: RoundPhase;
  phaseLabel: string;
  side: string;
  sideLabel: string;
  group: string;
  aware: boolean;
  /** The round's actions (M14): each kind left or spent, the one move (M19), the surprise round's single action (M12), free actions taken (M13). */
  pips: Pip[];
  moved: boolean;
  oneOnly: boolean;
  free: number;
  /** Per-round uses counted (a Feint, M59), worded. */
  uses: string;
  /** The stance and a Charge's open guard (M63, M66, M67), worded. */
  stance: string;
  conditions: { id: string; label: string; turns: string }[];
  hpState: string;
  owned: boolean;
  acting: boolean;
  /** For a partner acting in its owner's turn (M86), in whose turn it acts, worded; it has no initiative of its own. Blank for anyone else. */
  partnerOf: string;
  /** The action kept for later (M17, M69), worded; blank for none. */
  kept: string;
  /** It delayed naming no value and waits to step in after someone's turn (M10). */
  waiting: boolean;
  /** It rides a mount (M90): Dismount, not Mount. */
  riding: boolean;
  /** It is up in the air, as the port reads it (M96): Land, not Take off (M95). */
  flying: boolean;
  /** An owner or a partner (M84–M88): the one kind of fighter whose standard action a skip may be announced for (M87). */
  grouped: boolean;
  /** It announced this round that it skips its standard action (M87), worded; blank otherwise. */
  skips: string;
  /** It may still announce that skip now (the port's `skipStandardOpen`: its standard action held and unused). */
  skipOpen: boolean;
}

/** The owner a partner acts for, as its row shows it: the owner's name and fighter (the partner's phase is its owner's). */
export interface RowOwner {
  name: string;
  state: DegreesState;
}

/** An action kept for later, as the tracker words it: held (M17) or prepared (M69), and which. */
function keptOf(state: DegreesState): string {
  const kept = state.kept;
  return kept ? format(`SHINOBI.Degrees.Combat.Kept.${kept.kind}`, { action: localize(`SHINOBI.Degrees.Combat.Action.${kept.action}`) }) : "";
}

function pipsOf(actions: DegreesState["actions"]): Pip[] {
  return (["standard", "movement", "partial"] as const).map((kind) => ({ kind, label: localize(`SHINOBI.Degrees.Combat.Action.${kind}`), left: actions[kind] }));
}

/** Each condition with the turns it has left (M3), counted in its holder's own turns unless keyed to another. */
function conditionsOf(state: DegreesState): FighterRow["conditions"] {
  return state.conditions.map((c) => ({
    id: c.id,
    label: localize(`SHINOBI.Degrees.Condition.${c.id}`),
    turns: c.duration ? format(c.duration.ends === "turnStart" ? "SHINOBI.Degrees.Combat.untilStart" : "SHINOBI.Degrees.Combat.untilEnd", { turns: c.duration.remaining }) : "",
  }));
}

/**
 * What the tracker shows of one fighter: its stored data and what the port derives from it
 * (initiative now, HP state). A partner acting in its owner's turn (`owner`) is shown in its
 * owner's phase, with no initiative of its own (M86).
 */
export function fighterRow(combatant: { id: string | null; name?: string | null; img?: string | null; isOwner: boolean }, state: DegreesState, moment: number, options: Options, owner: RowOwner | null = null, leads = false): FighterRow {
  const derived = degreesRules.derive(state, options);
  const phase = degreesExtras.roundPhase(owner?.state ?? state, moment);
  const uses = degreesExtras.countedUses(state.uses).map(({ key, times }) => `${localize(`SHINOBI.Degrees.Combat.Use.${key}`)} ×${times}`).join(", ");
  return {
    id: combatant.id ?? "",
    name: combatant.name ?? state.name,
    img: combatant.img ?? "",
    initiative: derived.initiativeNow,
    rolled: state.initiative,
    delayedTo: state.delayedTo,
    phase,
    phaseLabel: localize(`SHINOBI.Degrees.Combat.Phase.${phase}`),
    side: state.side,
    sideLabel: localize(`SHINOBI.Degrees.Combat.Side.${state.side}`),
    group: state.group?.startsWith("side:") ? localize("SHINOBI.Degrees.Combat.sideGroup") : (state.group ?? ""),
    aware: state.aware,
    pips: pipsOf(state.actions),
    moved: state.actions.moved,
    oneOnly: state.actions.oneOnly ?? false,
    free: state.actions.freeTaken?.length ?? 0,
    uses,
    stance: [state.stance ? localize(`SHINOBI.Degrees.Combat.Stance.${state.stance}`) : "", state.guardOpen ? localize("SHINOBI.Degrees.Combat.guardOpen") : ""].filter(Boolean).join(", "),
    conditions: conditionsOf(state),
    hpState: derived.state === "active" ? "" : localize(`SHINOBI.Degrees.Combat.Threshold.${derived.state}`),
    owned: combatant.isOwner,
    acting: phase === "acting",
    partnerOf: owner ? format("SHINOBI.Degrees.Combat.inTurnOf", { owner: owner.name }) : "",
    kept: keptOf(state),
    waiting: degreesExtras.waitingToStepIn(state),
    riding: state.mountedOn !== undefined,
    flying: degreesExtras.inTheAir(state, options),
    grouped: owner !== null || leads,
    skips: degreesExtras.skipsStandard(state.uses) ? localize("SHINOBI.Degrees.Combat.skipsStandard") : "",
    skipOpen: degreesExtras.skipStandardOpen(state, moment),
  };
}

/**
 * For the GM, each fighter's links to another of the fight (M86–M92): the mount it rides and the
 * owner it is a partner of, as selects over the other combatants (by combatant id), the current one
 * selected.
 */
function linksOf(combat: DgCombat): { id: string; links: { field: "mountedOn" | "partnerOf"; label: string; options: Record<string, string>; selected: string }[] }[] {
  const byRef = new Map(combat.combatants.contents.flatMap((c) => (c.actor && c.id ? [[actorRef(c.actor), c.id] as const] : [])));
  return combat.combatants.contents.flatMap((c) => {
    const read = c.id ? combat.fighterOf(c) : null;
    if (!read || !c.id) return [];
    const others: Record<string, string> = { "": localize("SHINOBI.Degrees.Combat.noLink") };
    for (const other of combat.combatants.contents) if (other.id && other.id !== c.id && other.actor) others[other.id] = other.name ?? "";
    const selected = (ref: string | undefined) => (ref === undefined ? "" : (byRef.get(ref) ?? ""));
    return [{
      id: c.id,
      links: (["mountedOn", "partnerOf"] as const).map((field) => ({ field, label: localize(`SHINOBI.Degrees.Combat.${field}`), options: others, selected: selected(read.state[field]) })),
    }];
  });
}

/**
 * The buttons a row offers: no Delay for a partner, which has no initiative of its own (M86); Land
 * for one in the air, Take off for one on the ground (M95; whether it can fly at all is the
 * table's: the rules keep no flight ability, and the port refuses only a flier taking off again),
 * and no Take off under a ceiling too low for the aerial rules (`aerial`, M94, M97); Dismount for a
 * rider, Mount for anyone else when the fight holds a mount (M90); the skipped standard action
 * only for an owner or a partner that may still announce it (M87).
 */
function actsFor<A extends { key: string }>(acts: readonly A[], row: Pick<FighterRow, "partnerOf" | "flying" | "riding" | "grouped" | "skipOpen">, mountsOffered: boolean, aerial: boolean): A[] {
  const hidden = new Set(["stepIn", row.flying ? "takeOff" : "land", row.riding ? "mount" : "dismount"]);
  if (!row.grouped || !row.skipOpen) hidden.add("skipStandard");
  if (!aerial) hidden.add("takeOff");
  if (!mountsOffered) hidden.add("mount");
  if (row.partnerOf) hidden.add("delay");
  // Stepping in is a waiter's, off its turn: its own button on the waiting row.
  return acts.filter((a) => !hidden.has(a.key));
}

/** The mounts a row's rider may get on (M90): every other combatant whose sheet makes it a mount and that this user may have it ride (`mayRide`), by combatant id. */
function mountsFor(combat: DgCombat, riderId: string): Record<string, string> {
  const user = game.user;
  return Object.fromEntries(combat.combatants.contents.filter((c) => c.id && c.id !== riderId && mountKindOf(c.actor) !== "none" && !!user && mayRide(combat, riderId, c, user)).map((c) => [c.id ?? "", c.name ?? ""]));
}

/** The tracker's own part: the round, the scene and its uses, the sides' awareness before the fight, the rows and the buttons. */
export function trackerContext(combat: DgCombat | null): Record<string, unknown> {
  if (!combat) return { hasCombat: false };
  const options = degreesOptions();
  // Whoever owns the actor acts for it (core's combatant ownership follows the actor's too), and the owner of a partner for the partner (M85).
  const user = game.user;
  // The owners of the fight's partners, by fighter id: they and their partners may announce a skipped standard action (M87).
  const owners = new Set(combat.fighters().flatMap((f) => (f.state.partnerOf === undefined ? [] : [f.state.partnerOf])));
  const rows = combat.rows().flatMap(({ combatant, state }) => {
    if (!state) return [];
    const owner = combat.ownerPlaceOf({ id: combatant.id ?? "", fighter: state });
    const ownerName = owner ? (combat.combatants.get(owner.id)?.name ?? owner.fighter?.name ?? "") : "";
    const commands = !!user && !!combatant.actor && mayCommand(combatant.actor, user, combat);
    return [fighterRow({ id: combatant.id, name: combatant.name, img: combatant.img, isOwner: commands }, state, combat.moment, options, owner?.fighter ? { name: ownerName, state: owner.fighter } : null, owners.has(state.id))];
  });
  const links = game.user?.isGM ? linksOf(combat) : [];
  const scene = currentScene();
  const sceneUses = Object.values(scene.uses).reduce((sum, n) => sum + n, 0);
  const sides = combat.started ? [] : combat.sides().map(({ side, aware }) => ({ side, aware, label: localize(`SHINOBI.Degrees.Combat.Side.${side}`) }));
  const acts = TRACKER_ACTIONS.map((key) => ({ key, label: localize(`SHINOBI.Degrees.Combat.Act.${key}`) }));
  // At a round's end the clock stops only for the held actions the GM lets be taken then (M17).
  const roundEnd = combat.started && degreesExtras.isRoundEnd(combat.moment);
  const aerial = degreesExtras.takeOffRefusal(combat.ceiling) === null;
  return {
    hasCombat: true,
    isGM: !!game.user?.isGM,
    started: combat.started,
    roundLabel: combat.roundLabel(),
    surprise: combat.started && degreesRules.roundOf(combat.moment) === 0,
    sceneLabel: format("SHINOBI.Degrees.Combat.scene", { number: scene.number, uses: sceneUses }),
    sides,
    // The GM's ceiling over the fight (M94, M97): blank in the open.
    ceiling: combat.ceiling ?? "",
    // The surprise round is played only when some but not all are aware (M12): the port's count, over the fighters the clock will play.
    surprisePossible: !combat.started && degreesExtras.surpriseAtStart(combat.fighters().map((f) => f.state), options),
    // A partner has no initiative of its own to Delay (M86).
    rows: rows.map((row) => {
      const mounts = mountsFor(combat, row.id);
      const mountsOffered = Object.keys(mounts).length > 0;
      return { ...row, links: links.find((l) => l.id === row.id)?.links ?? null, holding: roundEnd && row.kept !== "", acts: actsFor(acts, row, mountsOffered, aerial), mounts: mountsOffered && !row.riding ? mounts : null };
    }),
    keepOptions: Object.fromEntries(KEPT_ACTIONS.map((kind) => [kind, localize(`SHINOBI.Degrees.Combat.Action.${kind}`)])),
    moveModes: Object.fromEntries(MOVE_MODES.map((mode) => [mode, localize(`SHINOBI.Degrees.Combat.MoveMode.${mode}`)])),
  };
}
