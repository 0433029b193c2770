/** Fixed choice lists shared by schemas, sheets and the rules, each value labelled by an i18n key. */

/** The five core stats, in the order sheets show them. */
export const STAT_KEYS = ["str", "dex", "agi", "res", "cha"] as const;
export const TECHNIQUE_KINDS = {
  taijutsu: "SHINOBI.Technique.Kind.taijutsu",
  ninjutsu: "SHINOBI.Technique.Kind.ninjutsu",
  genjutsu: "SHINOBI.Technique.Kind.genjutsu",
  weapon: "SHINOBI.Technique.Kind.weapon",
  defensive: "SHINOBI.Technique.Kind.defensive",
  utility: "SHINOBI.Technique.Kind.utility",
} as const;

/** How a defensive technique protects its user: rolled like a Dodge or a Parry, or taken like a Block. */
export const DEFENSE_MODES = {
  dodge: "SHINOBI.Technique.Defense.dodge",
  parry: "SHINOBI.Technique.Defense.parry",
  block: "SHINOBI.Technique.Defense.block",
} as const;

/** What an action does when resolved: the jobs of the basic actions, "attack", "other", or "auto" (read off its damage and statuses). */
export const ACTION_ROLES = {
  auto: "SHINOBI.Technique.Role.auto",
  attack: "SHINOBI.Technique.Role.attack",
  dodge: "SHINOBI.Technique.Role.dodge",
  parry: "SHINOBI.Technique.Role.parry",
  block: "SHINOBI.Technique.Role.block",
  takeTheHit: "SHINOBI.Technique.Role.takeTheHit",
  move: "SHINOBI.Technique.Role.move",
  rest: "SHINOBI.Technique.Role.rest",
  handseals: "SHINOBI.Technique.Role.handseals",
  hide: "SHINOBI.Technique.Role.hide",
  improveHiding: "SHINOBI.Technique.Role.improveHiding",
  search: "SHINOBI.Technique.Role.search",
  pointOut: "SHINOBI.Technique.Role.pointOut",
  prepareSneakAttack: "SHINOBI.Technique.Role.prepareSneakAttack",
  coupDeGrace: "SHINOBI.Technique.Role.coupDeGrace",
  abort: "SHINOBI.Technique.Role.abort",
  other: "SHINOBI.Technique.Role.other",
} as const;

export const TECHNIQUE_RANKS = {
  basic: "SHINOBI.Technique.Rank.basic",
  E: "SHINOBI.Technique.Rank.E",
  D: "SHINOBI.Technique.Rank.D",
  C: "SHINOBI.Technique.Rank.C",
  B: "SHINOBI.Technique.Rank.B",
  A: "SHINOBI.Technique.Rank.A",
  S: "SHINOBI.Technique.Rank.S",
} as const;

export const ELEMENTS = {
  none: "SHINOBI.Element.none",
  katon: "SHINOBI.Element.katon",
  raiton: "SHINOBI.Element.raiton",
  doton: "SHINOBI.Element.doton",
  suiton: "SHINOBI.Element.suiton",
  fuuton: "SHINOBI.Element.fuuton",
} as const;

export const DAMAGE_TYPES = {
  none: "SHINOBI.DamageType.none",
  blunt: "SHINOBI.DamageType.blunt",
  slashing: "SHINOBI.DamageType.slashing",
  piercing: "SHINOBI.DamageType.piercing",
  energy: "SHINOBI.DamageType.energy",
} as const;

export const DAMAGE_STATS = {
  none: "SHINOBI.DamageStat.none",
  str: "SHINOBI.DamageStat.str",
  cha: "SHINOBI.DamageStat.cha",
} as const;

export const WOUND_SEVERITY_LABELS = {
  minor: "SHINOBI.Wound.Severity.minor",
  major: "SHINOBI.Wound.Severity.major",
  severe: "SHINOBI.Wound.Severity.severe",
  critical: "SHINOBI.Wound.Severity.critical",
} as const;

export const WOUND_SIDES = {
  "": "SHINOBI.Wound.Side.none",
  left: "SHINOBI.Wound.Side.left",
  right: "SHINOBI.Wound.Side.right",
} as const;

export const WOUND_POOLS = {
  vitality: "SHINOBI.Pool.vitality",
  hp: "SHINOBI.Pool.hp",
} as const;

export const STATUS_LABELS = {
  bleed: "SHINOBI.Status.bleed",
  burn: "SHINOBI.Status.burn",
  ignite: "SHINOBI.Status.ignite",
  immobility: "SHINOBI.Status.immobility",
  paralysis: "SHINOBI.Status.paralysis",
  poison: "SHINOBI.Status.poison",
  shock: "SHINOBI.Status.shock",
  sleep: "SHINOBI.Status.sleep",
  stun: "SHINOBI.Status.stun",
  suffocation: "SHINOBI.Status.suffocation",
  visibility: "SHINOBI.Status.visibility",
} as const;

export const STATUS_ROLLS = {
  none: "SHINOBI.StatusRoll.none",
  chakraControl: "SHINOBI.Skill.chakraControl",
  athletics: "SHINOBI.Skill.athletics",
  toxicology: "SHINOBI.Skill.toxicology",
} as const;

export const ABILITY_KINDS = {
  ability: "SHINOBI.Ability.Kind.ability",
  unique: "SHINOBI.Ability.Kind.unique",
  clan: "SHINOBI.Ability.Kind.clan",
} as const;

export const MULTI_THROW_WEAPONS = {
  none: "SHINOBI.Technique.MultiThrow.none",
  shuriken: "SHINOBI.Technique.MultiThrow.shuriken",
  kunai: "SHINOBI.Technique.MultiThrow.kunai",
} as const;

export const CONDITION_LABELS = {
  incapacitated: "SHINOBI.Condition.incapacitated",
  unconscious: "SHINOBI.Condition.unconscious",
  dead: "SHINOBI.Condition.dead",
} as const;
