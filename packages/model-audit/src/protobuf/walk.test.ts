import type protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { StreamReader } from '../io/stream-reader';
import { encodeSavedModel } from '../testing/proto-fixtures';
import { TENSORFLOW_PROTO } from './tensorflow-schema';
import { loadSchema, ProtobufError, walkMessage, type ProtobufEvents } from './walk';

const root = loadSchema(TENSORFLOW_PROTO);
const SAVED_MODEL = root.lookupType('tensorflow.SavedModel');
const CONTAINERS = new Set([
  '.tensorflow.SavedModel',
  '.tensorflow.MetaGraphDef',
  '.tensorflow.GraphDef',
  '.tensorflow.NodeDef',
]);

const MODEL = encodeSavedModel({
  saved_model_schema_version: 1,
  meta_graphs: [
    {
      graph_def: {
        node: [
          { name: 'a', op: 'Placeholder', attr: { dtype: { i: 1 } } },
          { name: 'b', op: 'ReadFile', attr: { note: { s: Buffer.from('x') } } },
        ],
      },
    },
  ],
});

/** The events as text, fed one byte per chunk (every read crosses a chunk boundary). */
async function events(data: Buffer, maxDecoded: number, maxField = 1 << 20): Promise<string[]> {
  const seen: string[] = [];
  const recorder: ProtobufEvents = {
    enter: (type: protobuf.Type) => seen.push(`enter ${type.name}`),
    leave: (type: protobuf.Type) => seen.push(`leave ${type.name}`),
    value: (field, value) => seen.push(`${field.name}=${JSON.stringify(value)}`),
  };
  const reader = new StreamReader(
    (async function* () {
      for (const byte of data) yield Buffer.from([byte]);
    })(),
  );
  await walkMessage(reader, SAVED_MODEL, Infinity, recorder, {
    containers: CONTAINERS,
    wanted: (field) => ['name', 'op', 'attr'].includes(field.name),
    maxDecoded,
    maxField,
    maxDepth: 8,
  });
  return seen;
}

describe('protobuf walker', () => {
  it('gives the same events whether messages are streamed or decoded whole', async () => {
    const streamed = await events(MODEL, 0);
    expect(streamed).toEqual(await events(MODEL, 1 << 20));
    expect(streamed).toEqual([
      'enter SavedModel',
      'enter MetaGraphDef',
      'enter GraphDef',
      'enter NodeDef',
      'name="a"',
      'op="Placeholder"',
      'attr={"key":"dtype","value":{"i":"1"}}',
      'leave NodeDef',
      'enter NodeDef',
      'name="b"',
      'op="ReadFile"',
      'attr={"key":"note","value":{"s":"eA=="}}',
      'leave NodeDef',
      'leave GraphDef',
      'leave MetaGraphDef',
      'leave SavedModel',
    ]);
  });

  it('skips fields larger than the field limit, unread', async () => {
    const skipped = await events(MODEL, 0, 0);
    expect(skipped.filter((event) => event.startsWith('enter NodeDef'))).toHaveLength(2);
    expect(skipped.filter((event) => /^(name|op|attr)=/.test(event))).toEqual([]);
  });

  it('rejects a field that runs past its message, and group wire types', async () => {
    await expect(events(MODEL.subarray(0, MODEL.length - 3), 0)).rejects.toThrow(ProtobufError);
    await expect(events(Buffer.from([0x0b, 0x00]), 0)).rejects.toThrow(
      'unsupported wire type 3 at byte 0',
    );
  });
});
