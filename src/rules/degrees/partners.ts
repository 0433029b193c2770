import { degreesRefusal } from "./refusals";

/** Limits an owner shares with all its partners (M88): how often the whole group may use each. */
export const SHARED_LIMITS = {
  opportunityAttack: "round",
  feint: "round",
  kawarimi: "scene",
} as const;
export type SharedLimit = keyof typeof SHARED_LIMITS;

/** Uses of shared limits by an owner and its partners, reset per round or per scene by the caller. */
export type SharedUses = Readonly<Partial<Record<SharedLimit, string>>>;

/**
 * Records that `user` (the owner or a partner) takes a shared limit; refused when anyone in the
 * group already took it this round or scene (M55, M59, M88). Feats and powers are not shared.
 */
export function useSharedLimit(uses: SharedUses, limit: SharedLimit, user: string): SharedUses {
  const by = uses[limit];
  if (by !== undefined) throw degreesRefusal("sharedLimit", { limit, by }, `${limit} was already used by ${by} this ${SHARED_LIMITS[limit]}`);
  return { ...uses, [limit]: user };
}

/**
 * The divisor of the group's attack damage: the standard actions used this round by the owner
 * and its partners, whatever they were used for (M87); at least 1.
 */
export function partnerDivisor(standardActionsUsed: readonly boolean[]): number {
  return Math.max(1, standardActionsUsed.filter(Boolean).length);
}
