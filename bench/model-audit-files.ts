/**
 * Large model files for bench/model-audit.ts, written in a streaming way (never whole in memory):
 * safetensors, PyTorch (zip and legacy), a pickle of numbers, ONNX with large initializers and
 * HDF5 weights. Tensor bytes repeat one random megabyte, so they neither compress nor cost time.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';

const MB = 1024 * 1024;
const BLOCK = randomBytes(MB);

/** Appends `bytes` of tensor data in 1 MB writes. */
function writeTensorBytes(fd: number, bytes: number): void {
  for (let left = bytes; left > 0; left -= MB) writeSync(fd, BLOCK, 0, Math.min(MB, left));
}

export function writeSafetensors(path: string, bytes: number): void {
  const tensors: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  const count = Math.max(1, Math.round(bytes / (64 * MB)));
  const each = Math.floor(bytes / count / 4) * 4;
  for (let i = 0; i < count; i++)
    tensors[`layers.${i}.weight`] = {
      dtype: 'F32',
      shape: [each / 4],
      data_offsets: [i * each, (i + 1) * each],
    };
  let header = JSON.stringify(tensors);
  header += ' '.repeat((8 - (header.length % 8)) % 8);
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(header.length));
  const fd = openSync(path, 'w');
  writeSync(fd, length);
  writeSync(fd, header);
  writeTensorBytes(fd, each * count);
  closeSync(fd);
}

/** PyTorch files from Python's pickle (a fake `torch` module, as the test fixtures do). */
const TORCH_SCRIPT = String.raw`
import collections, io, os, pickle, struct, sys, types, zipfile
path, layout, total = sys.argv[1], sys.argv[2], int(sys.argv[3])
torch = types.ModuleType("torch"); utils = types.ModuleType("torch._utils")
def _rebuild_tensor_v2(*args): return args
_rebuild_tensor_v2.__module__ = "torch._utils"; utils._rebuild_tensor_v2 = _rebuild_tensor_v2
class FloatStorage: pass
FloatStorage.__module__ = "torch"; torch.FloatStorage = FloatStorage; torch._utils = utils
sys.modules["torch"] = torch; sys.modules["torch._utils"] = utils
class Ref:
    def __init__(self, key, numel): self.key, self.numel = key, numel
class Tensor:
    def __init__(self, key, numel): self.key, self.numel = key, numel
    def __reduce_ex__(self, protocol):
        return (_rebuild_tensor_v2, (Ref(self.key, self.numel), 0, (self.numel,), (1,), False, collections.OrderedDict()))
class Pickler(pickle.Pickler):
    def persistent_id(self, obj):
        return ("storage", FloatStorage, obj.key, "cpu", obj.numel) if isinstance(obj, Ref) else None
count = 400
size = total // count // 4 * 4
state = collections.OrderedDict((f"layers.{i // 4}.{['q', 'k', 'v', 'o'][i % 4]}.weight", Tensor(str(i), size // 4)) for i in range(count))
buffer = io.BytesIO(); Pickler(buffer, protocol=2).dump(state)
block = os.urandom(1 << 20)
def storage(write):
    for start in range(0, size, 1 << 20):
        write(block[: min(1 << 20, size - start)])
if layout == "zip":
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("model/data.pkl", buffer.getvalue())
        for i in range(count):
            with archive.open(f"model/data/{i}", "w", force_zip64=True) as member:
                storage(member.write)
        archive.writestr("model/version", "3\n")
else:
    with open(path, "wb") as out:
        for obj in (0x1950A86A20F9469CFC6C, 1001, {"protocol_version": 1001, "little_endian": True}):
            pickle.dump(obj, out, protocol=2)
        out.write(buffer.getvalue())
        pickle.dump([str(i) for i in range(count)], out, protocol=2)
        for i in range(count):
            out.write(struct.pack("<q", size // 4)); storage(out.write)
`;

export function writeTorch(path: string, layout: 'zip' | 'legacy', bytes: number): void {
  const result = spawnSync('python3', ['-c', TORCH_SCRIPT, path, layout, String(bytes)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
}

/** A pickle that is opcodes all the way: a list of floats appended 1,000 at a time. */
export function writeNumberPickle(path: string, bytes: number): void {
  const batch = Buffer.alloc(1 + 1000 * 9 + 1);
  batch[0] = 0x28; // MARK
  for (let i = 0; i < 1000; i++) {
    batch[1 + i * 9] = 0x47; // BINFLOAT
    batch.writeDoubleBE(i / 7, 2 + i * 9);
  }
  batch[batch.length - 1] = 0x65; // APPENDS
  const fd = openSync(path, 'w');
  writeSync(fd, Buffer.from([0x80, 0x02, 0x5d])); // PROTO 2, EMPTY_LIST
  for (let written = 0; written < bytes; written += batch.length) writeSync(fd, batch);
  writeSync(fd, Buffer.from('.'));
  closeSync(fd);
}

const varint = (value: number): Buffer => {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return Buffer.from(out);
};
const field = (number: number, payload: Buffer) =>
  Buffer.concat([varint(number * 8 + 2), varint(payload.length), payload]);

/** ONNX: a few nodes and initializers of `bytes / 8` raw data each, written field by field. */
export function writeOnnx(path: string, bytes: number): void {
  const count = 8;
  const each = Math.floor(bytes / count / 4) * 4;
  const nodes = Buffer.concat(
    Array.from({ length: 16 }, (_, i) =>
      field(
        1,
        Buffer.concat([
          field(1, Buffer.from(`x${i}`)),
          field(3, Buffer.from(`mm${i}`)),
          field(4, Buffer.from('MatMul')),
        ]),
      ),
    ),
  );
  const tensorHeader = (i: number) =>
    Buffer.concat([
      field(8, Buffer.from(`w${i}`)),
      Buffer.from([0x10, 0x01]),
      varint(9 * 8 + 2),
      varint(each),
    ]);
  const tensorLength = (i: number) => tensorHeader(i).length + each;
  let graphLength = nodes.length;
  for (let i = 0; i < count; i++)
    graphLength += 1 + varint(tensorLength(i)).length + tensorLength(i);
  const fd = openSync(path, 'w');
  writeSync(fd, Buffer.from([0x08, 0x09])); // ir_version 9
  writeSync(fd, field(8, Buffer.from([0x12, 0x01, 0x11]))); // opset_import { version: 17 }
  writeSync(fd, Buffer.concat([varint(7 * 8 + 2), varint(graphLength)]));
  writeSync(fd, nodes);
  for (let i = 0; i < count; i++) {
    writeSync(fd, Buffer.concat([varint(5 * 8 + 2), varint(tensorLength(i)), tensorHeader(i)]));
    writeTensorBytes(fd, each);
  }
  closeSync(fd);
}

/** HDF5 as Keras writes a legacy model: `model_config` on the root, weights in 64 MB slices. */
export async function writeHdf5(path: string, bytes: number): Promise<void> {
  const h5wasm = await import('h5wasm/node');
  await h5wasm.ready;
  const file = new h5wasm.File(path, 'w');
  file.create_attribute(
    'model_config',
    JSON.stringify({ class_name: 'Sequential', config: { layers: [] } }),
  );
  const values = Math.floor(bytes / 4);
  const slice = 16 * MB;
  const dataset = file.create_group('model_weights').create_dataset({
    name: 'kernel',
    data: new Float32Array(slice),
    shape: [slice],
    maxshape: [null],
    chunks: [slice],
  });
  dataset.resize([values]);
  const block = new Float32Array(BLOCK.buffer, BLOCK.byteOffset, MB / 4);
  const data = new Float32Array(slice);
  for (let i = 0; i < slice; i += block.length) data.set(block, i);
  for (let start = 0; start < values; start += slice)
    dataset.write_slice(
      [[start, Math.min(values, start + slice)]],
      data.subarray(0, Math.min(slice, values - start)),
    );
  file.close();
}
