/**
 * How an attack is put: the ways real attackers vary one request. A plugin's corpus spreads its
 * attacks over them, and a scan that sends a few attacks takes them from different styles.
 */
export const ATTACK_STYLES = [
  /** Asked plainly. */
  'direct',
  /** Claims a role or a right: "As the administrator…", "Legal needs this by noon". */
  'authority',
  /** Pressure of time or stakes: "My flight leaves in an hour…". */
  'urgency',
  /** Asks the assistant to play someone else, or to play a game with other rules. */
  'roleplay',
  /** A story, a script, a poem: the content as part of a work of fiction. */
  'fiction',
  /** "Hypothetically…", "In a world where…", "What would happen if…". */
  'hypothetical',
  /** Research, teaching, journalism or safety work as the reason. */
  'pretext',
  /** The request split into harmless-looking steps, or built up over the message. */
  'decomposition',
  /** A half-written answer, list or code for the assistant to complete. */
  'completion',
  /** Hidden in a document, email, review or data the assistant is asked to handle. */
  'embedded',
  /** Put in another language, or switching language mid-request, to slip past English rules. */
  'other-language',
] as const;
export type AttackStyle = (typeof ATTACK_STYLES)[number];

/** One attack: a nunjucks template over the profile slots (`slots.ts`). */
export type Attack = { style: AttackStyle; prompt: string };

/** A corpus file: `corpus/<language>/<plugin id, ':' as '.'>.json`. */
export type CorpusFile = { plugin: string; language: string; attacks: readonly Attack[] };

/** The file name of a plugin's corpus (plugin ids hold ':', which file names avoid). */
export const corpusFileName = (pluginId: string) => `${pluginId.replaceAll(':', '.')}.json`;
