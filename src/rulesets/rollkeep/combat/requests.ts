import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { localize } from "../../../i18n";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { STANCES } from "../data/choices";
import { rollkeepRules } from "../state";
import { GRAPPLE_STEP_OF } from "./grapple-steps";
import { steedWaterOf } from "./steeds";
import type { RkCombat, RoundVoidChoice } from "./rk-combat";

type Rk = RulesetTypesOf<"rollkeep">;
type User = NonNullable<typeof game.user>;
/** A Move action's distance, direction, ground and a rider's steed's Water, as the port takes it (C17, C18, CO8); a request names the steed instead (`RequestedMove`). */
export type MoveChoice = NonNullable<Rk["choice"]["move"]>;

const MOVES = RULESET_EXTRAS.rollkeep.moves;
/** The most feet a request may name; the rules refuse far fewer. */
const FEET_LIMIT = 10_000;

/** A player's turn step, asked of the GM's client: an action of the turn (a stance chosen as it begins, S3/S10), Pass or Delay (S2). */
export const RK_TURN_REQUEST = "rkTurn";
/** A player's opening stance, asked of the GM's client (S1, S8). */
export const RK_OPENING_REQUEST = "rkOpeningStance";
/** A player's Void Point bought as the round begins, asked of the GM's client (V8–V10). */
export const RK_ROUND_VOID_REQUEST = "rkRoundVoid";

/** Attacks are declared by the weapon's attack card, which opens the attack with them; the tracker's turn takes every other action. */
const CARD_ACTIONS = new Set(["attack"]);

/** The actions a turn request may name: the basic actions (Pass and Delay among them) but the attack, and the grapple's Nevermind (G9). */
export function turnActionKeys(): string[] {
  return [...Object.keys(rollkeepRules.basicActions).filter((key) => !CARD_ACTIONS.has(key)), "grappleNevermind"];
}

/** What the GM's client answers a turn request with: whether a turn began, what the action took (A1, A4), and a move's outcome (C17, CO1). */
export interface TurnReport {
  startedTurn: boolean;
  speed: Rk["declared"]["speed"];
  move: Rk["declared"]["move"] | null;
  blindMove: Rk["declared"]["blindMove"] | null;
}

function owned(combat: RkCombat, combatantId: string, user: User): void {
  if (!combat.combatants.get(combatantId)?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/** How a turn step is taken beyond its action: a stance chosen as the turn begins (S3, S10), a grapple step's target or a Guard's ward (M5), a 4e Down fighter's Void Point (V7, C11), a move's distance and direction (C17, C18). */
export interface TurnOptions {
  stance?: string;
  target?: string;
  paidWithVoid?: boolean;
  move?: RequestedMove;
}

/** A turn step for a combatant the user owns, at another combatant for a grapple step; the GM's client takes it through the port (nothing is decided here). */
export async function requestTurn(combat: RkCombat, combatantId: string, action: string, how: TurnOptions = {}): Promise<TurnReport> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  owned(combat, combatantId, user);
  const payload = { combatId: combat.id, combatantId, action, ...(how.stance ? { stance: how.stance } : {}), ...(how.target ? { target: how.target } : {}), ...(how.paidWithVoid ? { paidWithVoid: true } : {}), ...(how.move ? { move: how.move } : {}) };
  // The GM's client answers with the report it made (plain data).
  return (await askGm(RK_TURN_REQUEST, payload)) as TurnReport;
}

/** A move as a client asks for it: the port's move, a rider naming the steed's combatant instead of its Water (CO8), which the GM's client reads from the steed's sheet. */
export type RequestedMove = Omit<MoveChoice, "steedWater"> & { steed?: string };

/**
 * A move read from a request: each field by what it must be, the steed a combatant of this fight
 * that is a steed, its Water read from its sheet (a request stating a Water is refused: it is the
 * sheet's, not the rider's to say); the port then judges the distance against the rules.
 */
export function moveIn(value: unknown, field: string, combat: RkCombat, riderId: string): MoveChoice {
  const m = record(value, field);
  if (fieldOf(m, "steedWater") !== undefined) throw new RequestRefused(`${field}.steedWater`);
  const terrain = optional(fieldOf(m, "terrain"), (v) => oneOf(v, `${field}.terrain`, MOVES.terrains));
  const steed = optional(fieldOf(m, "steed"), (v) => documentId(v, `${field}.steed`));
  return {
    feet: integerIn(fieldOf(m, "feet"), `${field}.feet`, 0, FEET_LIMIT),
    direction: oneOf(fieldOf(m, "direction"), `${field}.direction`, MOVES.directions),
    ...(terrain ? { terrain } : {}),
    ...(steed === undefined ? {} : { steedWater: steedWaterOf(combat, riderId, steed, `${field}.steed`) }),
  };
}

/** An opening stance for a combatant the user owns, chosen through the GM's client. */
export async function requestOpeningStance(combat: RkCombat, combatantId: string, stance: string): Promise<void> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  owned(combat, combatantId, user);
  await askGm(RK_OPENING_REQUEST, { combatId: combat.id, combatantId, stance });
}

/** The combat and the combatant a request names, the requester owning it. */
function fightOf(request: Record<string, unknown>, requester: User): { combat: RkCombat; combatantId: string } {
  // Combats of a roll-and-keep world are this ruleset's own document class (its pieces register it).
  const combat = game.combats?.get(documentId(fieldOf(request, "combatId"), "combatId")) as RkCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  const combatantId = documentId(fieldOf(request, "combatantId"), "combatantId");
  owned(combat, combatantId, requester);
  return { combat, combatantId };
}

const stanceOf = (value: unknown, field: string) => oneOf(value, field, Object.keys(STANCES));

/**
 * The GM's side of a turn request: the sender is the user the server names and must own the
 * combatant; the action is one of the basic actions by key, the stance one of the stances, the
 * target another combatant of the fight (a grapple step's, a Guard's ward, M5), and
 * `paidWithVoid` a flag; the port decides whether each is allowed now (whose turn, the stance's
 * timing, the budget, a Down fighter's Void Point under the option `downVoidBuys`).
 */
export async function handleTurnRequest(payload: unknown, requester: User): Promise<TurnReport> {
  const request = record(payload, "payload");
  const { combat, combatantId } = fightOf(request, requester);
  const key = oneOf(fieldOf(request, "action"), "action", turnActionKeys());
  // A grapple step's or a Guard's target is another combatant of this fight, named by id; the port decides whether the step may be taken.
  const target = optional(fieldOf(request, "target"), (v) => documentId(v, "target"));
  if (target !== undefined && (!combat.combatants.get(target) || target === combatantId)) throw new RequestRefused("target");
  const grappling = GRAPPLE_STEP_OF[key];
  if (grappling) {
    await combat.grapple(combatantId, grappling, target ?? null);
    return { startedTurn: false, speed: null, move: null, blindMove: null };
  }
  const action = rollkeepRules.basicActions[key];
  if (!action) throw new RequestRefused("action");
  const stance = optional(fieldOf(request, "stance"), (v) => stanceOf(v, "stance"));
  const paidWithVoid = optional(fieldOf(request, "paidWithVoid"), (v) => {
    if (typeof v !== "boolean") throw new RequestRefused("paidWithVoid");
    return v;
  });
  const move = optional(fieldOf(request, "move"), (v) => moveIn(v, "move", combat, combatantId));
  // STANCES' keys are the stances the port knows (tests/build/rollkeep-data.test.ts holds them together).
  const declared = await combat.declareAction(combatantId, action, { ...(stance ? { stance: stance as Rk["combatant"]["stance"] } : {}), ...(paidWithVoid ? { paidWithVoid } : {}), ...(move ? { move } : {}), ...(target ? { target } : {}) });
  return { startedTurn: declared.startedTurn, speed: declared.speed, move: declared.move ?? null, blindMove: declared.blindMove ?? null };
}

/** The GM's side of an opening stance: the owner's combatant, a stance by key; the combat and the port check the timing and the choice. */
export async function handleOpeningRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  const { combat, combatantId } = fightOf(request, requester);
  await combat.chooseOpeningStance(combatantId, stanceOf(fieldOf(request, "stance"), "stance"));
  return null;
}

/** The round-start spends a request may name (V8–V10), as the rules list them. */
const ROUND_VOID_KINDS = RULESET_EXTRAS.rollkeep.roundStart.kinds;

/** A Void Point bought as the round begins for a combatant the user owns, through the GM's client (V8–V10). */
export async function requestRoundVoid(combat: RkCombat, combatantId: string, spend: RoundVoidChoice): Promise<void> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  owned(combat, combatantId, user);
  await askGm(RK_ROUND_VOID_REQUEST, { combatId: combat.id, combatantId, ...spend });
}

/**
 * The GM's side of a round-start spend: the requester owns the spender; the kind is one the rules
 * list; a swap names a partner combatant the requester owns too, since it must be willing (V9: a
 * swap with someone else's fighter is the GM's to make, once its owner agrees). The combat and the
 * port check the rest (the round's start, the round's one point, the order).
 */
export async function handleRoundVoidRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  const { combat, combatantId } = fightOf(request, requester);
  const kind = oneOf(fieldOf(request, "kind"), "kind", ROUND_VOID_KINDS);
  if (kind !== "swapInitiative") {
    await combat.spendRoundStartVoid(combatantId, { kind });
    return null;
  }
  const partnerId = documentId(fieldOf(request, "partnerId"), "partnerId");
  if (!combat.combatants.get(partnerId)?.actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.RollKeep.Combat.swapNeedsPartner"));
  await combat.spendRoundStartVoid(combatantId, { kind, partnerId });
  return null;
}
