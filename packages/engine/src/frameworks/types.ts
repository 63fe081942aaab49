/** A security or regulatory framework and the plugins that test each of its items. */
export type FrameworkItem = { id: string; name: string; plugins: readonly string[] };

export type Framework = { id: string; name: string; items: readonly FrameworkItem[] };
