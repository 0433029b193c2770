interface SettingConfig {
  default?: unknown;
  scope?: string;
  config?: boolean;
  type?: unknown;
  name?: string;
  hint?: string;
  choices?: Record<string, string>;
  onChange?: (value: unknown) => void;
}

/** `game.settings`: register with defaults, get and set, keyed "namespace.key". */
export class SettingsDouble {
  settings = new Map<string, SettingConfig>();
  menus = new Map<string, Record<string, unknown>>();

  registerMenu(namespace: string, key: string, config: Record<string, unknown>): void {
    this.menus.set(`${namespace}.${key}`, config);
  }
  #values = new Map<string, unknown>();

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, config);
  }

  /**
   * A value the world's database holds before the setting is registered, as Foundry loads it at
   * start-up (a world set to play another ruleset): `get` returns it once the setting exists.
   */
  store(namespace: string, key: string, value: unknown): void {
    this.#values.set(`${namespace}.${key}`, structuredClone(value));
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`Setting ${id} is not registered`);
    return structuredClone(this.#values.has(id) ? this.#values.get(id) : config.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`Setting ${id} is not registered`);
    if (config.choices && !(String(value) in config.choices)) throw new Error(`${String(value)} is not a valid choice for ${id}`);
    this.#values.set(id, structuredClone(value));
    // Core calls a setting's onChange on every client once the new value is stored.
    config.onChange?.(structuredClone(value));
    return value;
  }
}
