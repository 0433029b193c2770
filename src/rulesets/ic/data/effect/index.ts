export { StatusEffectData } from "./status-effect-data";
export { toStatusInstance, toStoredStatus, type StoredStatus } from "./status-instance";
