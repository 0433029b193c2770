export { StatusEffectData } from "./status-effect-data";
export { statusEffectsOf, toStatusInstance, toStoredStatus, type StoredStatus } from "./status-instance";
