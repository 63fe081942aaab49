import { hashString, seededRandom, type Random } from '../util/prng';
import type { Encoding } from '../test-case';
import { EVASIONS, getEvasion, type Evasion } from './composite/evasions';
import {
  SLOT_ORDER,
  TECHNIQUES,
  applyTechnique,
  getTechnique,
  type Technique,
} from './composite/techniques';
import type { StrategyConfig, TransformInput, TransformOutput, TransformStrategy } from './types';

/** promptfoo's default number of variations per test. */
const DEFAULT_N = 5;
/** A ceiling on variants per test, so a cartesian config cannot explode a scan. */
const MAX_VARIANTS = 50;

type Recipe = { techniques: Technique[]; evasions: Evasion[] };

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function resolve<T>(
  ids: string[],
  get: (id: string) => T | undefined,
  kind: string,
  known: string[],
) {
  return ids.map((id) => {
    const found = get(id);
    if (!found)
      throw new Error(`jailbreak:composite: unknown ${kind} "${id}"; one of: ${known.join(', ')}`);
    return found;
  });
}

/** The pipeline the config sets (`techniques`, `evasions`, `alwaysIncludeTechniques`), if any. */
function pipeline(config: StrategyConfig): Recipe[] | undefined {
  const techniqueIds = list(config.techniques);
  const evasionIds = list(config.evasions);
  const alwaysIds = list(config.alwaysIncludeTechniques);
  if (techniqueIds.length + evasionIds.length + alwaysIds.length === 0) return undefined;
  const knownTechniques = TECHNIQUES.map((t) => t.id);
  const techniques = resolve(techniqueIds, getTechnique, 'technique', knownTechniques);
  const evasions = resolve(
    evasionIds,
    getEvasion,
    'evasion',
    EVASIONS.map((e) => e.id),
  );
  const always = resolve(alwaysIds, getTechnique, 'technique', knownTechniques);
  if (config.combinationMode === 'series')
    return [{ techniques: [...always, ...techniques], evasions }];
  // Cartesian (promptfoo's default): one variant per technique × evasion pair.
  const techniqueChoices = techniques.length > 0 ? techniques.map((t) => [t]) : [[]];
  const evasionChoices = evasions.length > 0 ? evasions.map((e) => [e]) : [[]];
  return techniqueChoices
    .flatMap((chosen) =>
      evasionChoices.map((evasion) => ({ techniques: [...always, ...chosen], evasions: evasion })),
    )
    .slice(0, MAX_VARIANTS);
}

const bySlot = (slot: Technique['slot']) => TECHNIQUES.filter((t) => t.slot === slot);

/**
 * Without a pipeline: `n` compositions of three or four techniques — a frame (each variant a
 * different one while they last), an authority claim half the time, one or two rules, and a
 * third of the time a payload reshaping — drawn from the test's seed.
 */
function randomRecipes(config: StrategyConfig, seed: number): Recipe[] {
  const n =
    typeof config.n === 'number' && config.n > 0
      ? Math.min(Math.floor(config.n), MAX_VARIANTS)
      : DEFAULT_N;
  const frames = shuffle(bySlot('frame'), seededRandom(seed));
  return Array.from({ length: n }, (_, index) => {
    const random = seededRandom(seed + (index + 1) * 7919);
    const techniques: Technique[] = [frames[index % frames.length]!];
    if (random() < 0.35) techniques.push(pickOne(bySlot('payload'), random));
    if (random() < 0.5) techniques.push(pickOne(bySlot('lead'), random));
    const rules = shuffle(bySlot('rule'), random).slice(0, random() < 0.5 ? 1 : 2);
    return { techniques: [...techniques, ...rules], evasions: [] };
  });
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

const pickOne = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)]!;

function compose(
  prompt: string,
  recipe: Recipe,
  config: StrategyConfig,
  random: Random,
): TransformOutput {
  const encodings: Encoding[] = [];
  const evade = (text: string) =>
    recipe.evasions.reduce((current, evasion) => {
      const out = evasion.apply(current, random);
      if (out.encoding) encodings.push(out.encoding);
      return out.text;
    }, text);
  const evasionFirst = config.compositionOrder !== 'evasion(technique(intent))';
  let text = evasionFirst ? evade(prompt) : prompt;
  for (const slot of SLOT_ORDER) {
    for (const technique of recipe.techniques.filter((t) => t.slot === slot)) {
      text = applyTechnique(technique, text, random);
    }
  }
  if (!evasionFirst) text = evade(text);
  if (config.includeEvasionGuidance === true && recipe.evasions.length > 0) {
    const overrides = (config.evasionGuidance ?? {}) as Record<string, unknown>;
    const lines = recipe.evasions.map((evasion) =>
      typeof overrides[evasion.id] === 'string'
        ? (overrides[evasion.id] as string)
        : evasion.guidance,
    );
    if (typeof config.targetContext === 'string') lines.unshift(`Context: ${config.targetContext}`);
    text = `${text}\n\n${lines.join('\n')}`;
  }
  return {
    prompt: text,
    metadata: {
      ...(encodings.length > 0 ? { encodings } : {}),
      details: {
        composite: recipe.techniques.map((t) => t.id),
        ...(recipe.evasions.length > 0 ? { evasions: recipe.evasions.map((e) => e.id) } : {}),
      },
    },
  };
}

function variants({ prompt, seed, config }: TransformInput): TransformOutput[] {
  const base = seed ^ hashString('jailbreak:composite');
  const recipes = pipeline(config) ?? randomRecipes(config, base);
  return recipes.map((recipe, index) =>
    compose(prompt, recipe, config, seededRandom(base + index)),
  );
}

/**
 * promptfoo's `jailbreak:composite`, offline: several known jailbreak techniques stacked around
 * the attack — a persona, dialog, research or logical framing, an authority claim, a payload
 * reshaping, refusal suppression, an affirmative opening, an answer style or output format —
 * `n` (5) different compositions per test, fixed by its seed. The pipeline options
 * (`techniques`, `evasions`, `alwaysIncludeTechniques`, `compositionOrder`, `combinationMode`,
 * `includeEvasionGuidance`, `targetContext`, `evasionGuidance`) choose them instead; promptfoo's
 * `modelFamily` tunes a generator model and has no offline effect.
 */
export const jailbreakComposite: TransformStrategy = {
  id: 'jailbreak:composite',
  name: 'Composite jailbreaks',
  description:
    'Stacks several jailbreak techniques around the attack (persona or dialog frame, authority claim, payload splitting or distractors, refusal suppression, affirmative prefix, answer style or output format; optional evasions such as base64, cipher, look-alike letters): config.n (5) compositions per test, or the techniques and evasions config.techniques / config.evasions name.',
  kind: 'transform',
  needsLlm: false,
  complexity: 'medium',
  configKeys: [
    'n',
    'techniques',
    'evasions',
    'alwaysIncludeTechniques',
    'compositionOrder',
    'combinationMode',
    'includeEvasionGuidance',
    'targetContext',
    'evasionGuidance',
  ],
  variants,
  variantCount(config) {
    try {
      return pipeline(config)?.length ?? randomRecipes(config, 0).length;
    } catch {
      return 0; // an unknown technique or evasion: generation reports it
    }
  },
  transform(input) {
    const [first] = variants(input);
    if (!first) throw new Error('jailbreak:composite made no variant');
    return first;
  },
};
