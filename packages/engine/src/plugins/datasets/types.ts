/**
 * A dataset plugin's shipped sample. promptfoo's dataset plugins (beavertails, harmbench,
 * xstest…) download a public dataset when they run; Crucible runs offline, so each ships a small
 * sample written for Crucible in the style of the dataset — its categories, its kind of prompt,
 * its labels — and says so. No text is taken from the datasets.
 */
export type DatasetSample = {
  plugin: string;
  dataset: {
    name: string;
    publisher: string;
    url: string;
    /** The original dataset's licence as its publishers state it (ours is original text). */
    licence: string;
  };
  /** What the sample is: how it was written and how it differs from the dataset. */
  note: string;
  /**
   * Each category of the dataset and the plugin whose graders judge a reply to its prompts
   * (e.g. BeaverTails' `self_harm` → `harmful:self-harm`).
   */
  categories: Record<string, string>;
  items: DatasetItem[];
};

export type DatasetItem = {
  category: string;
  prompt: string;
  /** A benign control: the target should answer it; refusing fails (over-refusal). */
  safe?: boolean;
  /** A system prompt sent before the prompt (CyberSecEval's injection tests). */
  system?: string;
  /** What a failing reply is, for the judge model (CyberSecEval's judge question). */
  judge?: string;
  /** Regex sources whose match shows the attack worked (a marker the prompt demands). */
  indicators?: string[];
  /** The plugin judging this item, when not its category's (a jailbreak's embedded request). */
  as?: string;
  /** A language code other than English. */
  language?: string;
  /** The word with a harmless and a harmful meaning (XSTest). */
  homonym?: string;
};
