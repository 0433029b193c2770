/** The parts of a technique that add up in a chain. */
export interface ChainPart {
  name: string;
  /** For the core: its base Speed; for a link: the Speed it adds. */
  speed: number;
  sealSpeed?: number;
  stamina?: number;
  chakra?: number;
  rank?: string;
}

export interface Chain {
  name: string;
  /** Summed Speed of core and links: the chain's base Speed. */
  speed: number;
  sealSpeed: number;
  stamina: number;
  chakra: number;
  /** The core's rank decides the chain's rank, whatever the links are. */
  rank?: string;
  /** The core's own base Speed, which caps the Speed its damage bonus multiplies. */
  coreSpeed: number;
}

/** Builds a chain: one core action plus links, treated as a single action with summed Speed and costs. */
export function buildChain(core: ChainPart, links: readonly ChainPart[]): Chain {
  const parts = [core, ...links];
  const sum = (pick: (p: ChainPart) => number | undefined) => parts.reduce((total, p) => total + (pick(p) ?? 0), 0);
  return {
    name: parts.map((p) => p.name).join(" + "),
    speed: sum((p) => p.speed),
    sealSpeed: sum((p) => p.sealSpeed),
    stamina: sum((p) => p.stamina),
    chakra: sum((p) => p.chakra),
    rank: core.rank,
    coreSpeed: core.speed,
  };
}

/** For a damaging chain, the damage bonus multiplies the lower of the core's base Speed and the chain's final Speed. */
export function chainDamageSpeed(chain: Pick<Chain, "coreSpeed">, chainFinalSpeed: number): number {
  return Math.min(chain.coreSpeed, chainFinalSpeed);
}
