import type { Severity } from './types';

/** A kind of finding: the SARIF rule, and the default advice shown with every finding of it. */
export type Rule = { id: string; title: string; severity: Severity; help: string };

const rule = (id: string, severity: Severity, title: string, help: string): Rule => ({
  id,
  title,
  severity,
  help,
});

const NEVER_LOAD =
  'Do not load this file with pickle, torch.load, joblib.load or numpy.load(allow_pickle=True). ' +
  'Get the model from a trusted source, or convert it to safetensors.';

/** Every rule the scanners report, in one registry (SARIF lists them as the driver's rules). */
export const RULES = {
  dangerousGlobal: rule(
    'pickle/dangerous-global',
    'critical',
    'Pickle imports a callable that can run code',
    NEVER_LOAD,
  ),
  unknownGlobal: rule(
    'pickle/unknown-global',
    'medium',
    'Pickle imports a global outside the allow-list',
    'Check that the named class or function is expected for this model; load with ' +
      'torch.load(weights_only=True) or an allow-listed unpickler.',
  ),
  unresolvedGlobal: rule(
    'pickle/unresolved-global',
    'high',
    'Pickle imports a global whose name cannot be read statically',
    NEVER_LOAD,
  ),
  extensionCode: rule(
    'pickle/extension-code',
    'medium',
    'Pickle imports a global through the copyreg extension registry',
    'The global depends on the loading program; treat the file as untrusted.',
  ),
  encodedPayload: rule(
    'pickle/encoded-payload',
    'high',
    'A string holds encoded code or another pickle',
    NEVER_LOAD,
  ),
  malformedPickle: rule(
    'pickle/malformed',
    'medium',
    'Pickle stream is malformed or truncated',
    'A broken stream can still run code before the error; re-create the file from a trusted source.',
  ),
  trailingData: rule(
    'pickle/trailing-data',
    'info',
    'Data after the last pickle',
    'Legacy PyTorch files store tensors after the pickles; other files should not have trailing data.',
  ),
  objectArray: rule(
    'numpy/object-array',
    'info',
    'NumPy array of Python objects (stored as a pickle)',
    'numpy.load needs allow_pickle=True for it, which runs the pickle; its pickle is scanned too.',
  ),
  pathTraversal: rule(
    'archive/path-traversal',
    'high',
    'Archive member escapes the extraction folder',
    'Do not extract this archive; a member would be written outside the target folder.',
  ),
  absolutePath: rule(
    'archive/absolute-path',
    'high',
    'Archive member has an absolute path',
    'Do not extract this archive; a member would overwrite a file anywhere on disk.',
  ),
  symlink: rule(
    'archive/symlink',
    'medium',
    'Archive member is a link',
    'Links in model archives can point outside the extraction folder; extract without following links.',
  ),
  compressionBomb: rule(
    'archive/compression-bomb',
    'high',
    'Member decompresses far beyond its compressed size',
    'Do not extract this archive; it can exhaust disk or memory.',
  ),
  nestingDepth: rule(
    'archive/nesting-depth',
    'medium',
    'Archives nested too deeply',
    'Deeply nested archives hide content from scanners; unpack and review by hand.',
  ),
  executable: rule(
    'archive/executable',
    'high',
    'Executable program inside a model archive',
    'Model files need no programs; remove it or get the model from a trusted source.',
  ),
  script: rule(
    'archive/script',
    'medium',
    'Script inside a model archive',
    'Review the script before any tool runs it (e.g. trust_remote_code).',
  ),
  notScanned: rule(
    'format/not-scanned',
    'info',
    'Content could not be read',
    'Scan the content another way (decompress it first) or treat it as untrusted.',
  ),
  extensionMismatch: rule(
    'format/extension-mismatch',
    'medium',
    'File content does not match its extension',
    'Tools pick a loader by extension: a pickle named .safetensors is still loaded as a pickle by some. Rename or replace the file.',
  ),
  invalidSafetensors: rule(
    'safetensors/invalid-header',
    'medium',
    'safetensors header is invalid',
    'Loaders may reject the file or read out of bounds; re-export it.',
  ),
  invalidGguf: rule(
    'gguf/invalid-header',
    'medium',
    'GGUF header is invalid',
    'Loaders may reject the file or misread it; re-export it.',
  ),
  templateInjection: rule(
    'gguf/template-injection',
    'critical',
    'Chat template reaches Python internals (Jinja template injection)',
    'Do not load this model with a runtime that renders its chat template unsandboxed; replace the template.',
  ),
  suspiciousTemplate: rule(
    'gguf/suspicious-template',
    'medium',
    'Chat template uses constructs unusual in chat templates',
    'Review the chat template before using the model.',
  ),
  kerasLambda: rule(
    'keras/lambda',
    'critical',
    'Keras Lambda layer holds Python code',
    'Keras runs the marshalled bytecode of a Lambda layer when the model is loaded with ' +
      'safe_mode=False (and always in old Keras versions). Do not load it; rebuild the model ' +
      'without Lambda layers or from a trusted source.',
  ),
  kerasUnsafeModule: rule(
    'keras/unsafe-module',
    'high',
    'Keras config makes the loader import a module outside Keras',
    'Keras imports the named module to rebuild the object, which runs its code. Load only if ' +
      'you trust that module; never when it is a system module (os, subprocess, builtins…).',
  ),
  kerasCustomObject: rule(
    'keras/custom-object',
    'medium',
    'Keras config names a class Keras does not define',
    'The model needs custom code (custom_objects) to load; review that code before loading.',
  ),
  tensorflowOp: rule(
    'tensorflow/unsafe-op',
    'high',
    'TensorFlow graph contains an operation that touches files or runs Python',
    'Loading or serving the graph runs the operation. Do not serve the model; rebuild it ' +
      'from a trusted source without these operations.',
  ),
  onnxCustomOperator: rule(
    'onnx/custom-operator',
    'medium',
    'ONNX node uses an operator outside the standard domains',
    'The runtime needs a custom operator library (native code) to run it; review where that ' +
      'library comes from.',
  ),
  onnxExternalData: rule(
    'onnx/external-data-path',
    'high',
    'ONNX tensor data is read from outside the model folder',
    'The runtime reads the named file into the tensor when the model loads. Do not load the ' +
      'model; external data must stay beside it.',
  ),
  secret: rule(
    'metadata/secret',
    'high',
    'A secret is embedded in the file',
    'Revoke the credential and remove it from the file.',
  ),
  url: rule(
    'metadata/url',
    'low',
    'A URL is embedded in metadata',
    'Check that the address is expected; loaders or templates may contact it.',
  ),
  scanError: rule(
    'scan/error',
    'medium',
    'File could not be scanned',
    'Check the file is readable and complete.',
  ),
} as const satisfies Record<string, Rule>;

export type RuleKey = keyof typeof RULES;

export const ALL_RULES: Rule[] = Object.values(RULES);

export function ruleById(id: string): Rule | undefined {
  return ALL_RULES.find((candidate) => candidate.id === id);
}
