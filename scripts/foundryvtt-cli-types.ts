// The Foundry CLI ships no type declarations; this describes the one function the build uses.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(src: string, dest: string, options?: { yaml?: boolean; recursive?: boolean; log?: boolean; nedb?: boolean }): Promise<void>;
}
