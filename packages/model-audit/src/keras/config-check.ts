import type { ScanContext } from '../context';
import { classifyGlobal } from '../pickle/policy';
import { RULES } from '../rules';
import type { ScannerName, Severity } from '../types';
import { describeLambda, lambdaFunctions, type LambdaFunction } from './lambda';
import { KERAS_POLICY, moduleOrigin } from './policy';

type KerasObject = Record<string, unknown> & { class_name: string };

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Visiting more nodes than this in one config is a finding of its own (a hostile document). */
const MAX_NODES = 2_000_000;

/**
 * Checks Keras model configs (HDF5 `model_config`, `.keras` `config.json`, the layer metadata
 * of a SavedModel's `keras_metadata.pb`): every object with a `class_name` is judged on what
 * loading it makes Keras do — run a Lambda's bytecode, import a module, call one of its own
 * risky functions, or need custom code. One checker per file: a finding repeated across the
 * documents of one file (a layer inside its model's config and on its own) is reported once.
 */
export class KerasConfigChecker {
  private readonly seen = new Set<string>();

  constructor(
    private readonly ctx: ScanContext,
    private readonly scanner: ScannerName,
  ) {}

  /** Walks one parsed JSON document; `where` names it in messages ("model_config"). */
  check(root: unknown, where: string): void {
    const stack: unknown[] = [root];
    let visited = 0;
    while (stack.length > 0) {
      const value = stack.pop();
      if (++visited > MAX_NODES) {
        this.ctx.notScanned(
          this.scanner,
          `${where} has more than ${MAX_NODES} values; the rest is not checked.`,
        );
        return;
      }
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
        continue;
      }
      const object = record(value);
      if (!object) continue;
      if (typeof object.class_name === 'string') this.checkObject(object as KerasObject, where);
      stack.push(...Object.values(object).reverse());
    }
  }

  private report(
    rule: (typeof RULES)[keyof typeof RULES],
    message: string,
    extra: { severity?: Severity; global?: string; operator?: string } = {},
  ): void {
    if (this.seen.has(message)) return;
    this.seen.add(message);
    this.ctx.report(this.scanner, { rule, message, ...extra });
  }

  private checkObject(object: KerasObject, where: string): void {
    const cls = object.class_name;
    const config = record(object.config);
    const name = text(config?.name) ?? text(object.name);
    const label =
      cls === 'function' ? 'a function reference' : name ? `${cls} layer "${name}"` : cls;
    if (cls === 'Lambda') return this.checkLambda(config ?? {}, label, where);
    if (cls === 'TFOpLambda' || cls === 'SlicingOpLambda')
      this.checkTfOpLambda(config, label, where);
    const module = text(object.module);
    // Keras 3 function references: {"module": "keras.activations", "class_name": "function", "config": "relu"}.
    const target = cls === 'function' && typeof object.config === 'string' ? object.config : cls;
    if (module !== undefined && this.checkModule(module, target, label, where)) return;
    const gadget = KERAS_POLICY.kerasFunctions[target];
    if (gadget !== undefined && (module === undefined || moduleOrigin(module) === 'keras'))
      return this.report(
        RULES.kerasUnsafeModule,
        `${where}: ${label} calls Keras's own ${target}, which ${gadgetEffect(target)} when the model loads.`,
        { severity: gadget, global: module ? `${module}.${target}` : target },
      );
    if (module === undefined && !cls.startsWith('__') && !isKerasClass(cls))
      this.report(
        RULES.kerasCustomObject,
        `${where}: ${label} is not a Keras class; loading needs its code (custom_objects).`,
        { global: cls },
      );
    const registered = text(object.registered_name);
    if (module === undefined && registered?.includes('>'))
      this.report(
        RULES.kerasCustomObject,
        `${where}: ${label} is the registered custom object "${registered}"; loading needs its code.`,
        { global: registered },
      );
  }

  private checkLambda(config: Record<string, unknown>, label: string, where: string): void {
    for (const fn of lambdaFunctions(config)) {
      const { text: description, dangerous } = describeLambda(fn);
      this.report(
        RULES.kerasLambda,
        `${where}: ${label} ${description}${dangerous.length > 0 ? `. It reaches ${dangerous.join(', ')}` : ''}.`,
        { operator: 'Lambda', global: fn.kind === 'named' ? describeTarget(fn) : undefined },
      );
    }
  }

  private checkTfOpLambda(
    config: Record<string, unknown> | undefined,
    label: string,
    where: string,
  ): void {
    const fn = text(config?.function)?.replace(/^tf\./, '');
    const severity = fn === undefined ? undefined : KERAS_POLICY.tfFunctions[fn];
    if (fn === undefined || severity === undefined) return;
    this.report(RULES.tensorflowOp, `${where}: ${label} calls tf.${fn} when the model runs.`, {
      severity,
      operator: `tf.${fn}`,
    });
  }

  /** Judges a `module` outside Keras; true when it was reported. */
  private checkModule(module: string, target: string, label: string, where: string): boolean {
    const origin = moduleOrigin(module);
    if (origin === 'keras') return false;
    const global = `${module}.${target}`;
    if (origin === 'library') {
      this.report(
        RULES.kerasUnsafeModule,
        `${where}: ${label} comes from ${global}, a library built on Keras; loading imports it.`,
        { severity: 'low', global },
      );
      return true;
    }
    if (classifyGlobal(module, target) === 'dangerous')
      this.report(
        RULES.kerasUnsafeModule,
        `${where}: ${label} names ${global}; loading imports ${module} and calls it, which runs code.`,
        { severity: 'critical', global },
      );
    else if (module === '__main__')
      this.report(
        RULES.kerasCustomObject,
        `${where}: ${label} was defined in the saving script (__main__); loading needs its code.`,
        { global },
      );
    else
      this.report(
        RULES.kerasUnsafeModule,
        `${where}: ${label} comes from module ${module}, outside Keras; loading imports it, running its code.`,
        { global },
      );
    return true;
  }
}

/** tf.keras 2.11+ names its own optimizers "Custom>Adam" in legacy configs. */
function isKerasClass(name: string): boolean {
  return KERAS_POLICY.classes.has(name.replace(/^Custom>/, ''));
}

function describeTarget(fn: Extract<LambdaFunction, { kind: 'named' }>): string {
  return fn.module ? `${fn.module}.${fn.name}` : fn.name;
}

function gadgetEffect(name: string): string {
  if (name === 'enable_unsafe_deserialization')
    return 'switches off safe mode (Lambda code then runs)';
  if (name === 'get_file') return 'downloads a file and writes it to disk';
  return 'loads another model from a path';
}
