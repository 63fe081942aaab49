"""Builds archive fixtures (zip, tar, PyTorch formats) in the working directory.

Standard library only. A fake `torch` module makes the pickler write the same globals
PyTorch writes (collections.OrderedDict, torch._utils._rebuild_tensor_v2, torch.FloatStorage).
"""
import collections
import io
import os
import pickle
import struct
import sys
import tarfile
import types
import zipfile

torch = types.ModuleType("torch")
torch_utils = types.ModuleType("torch._utils")


def _rebuild_tensor_v2(*args):
    return args


_rebuild_tensor_v2.__module__ = "torch._utils"
torch_utils._rebuild_tensor_v2 = _rebuild_tensor_v2


class FloatStorage:
    pass


FloatStorage.__module__ = "torch"
torch.FloatStorage = FloatStorage
torch._utils = torch_utils
sys.modules["torch"] = torch
sys.modules["torch._utils"] = torch_utils


class StorageRef:
    def __init__(self, key):
        self.key = key


class Tensor:
    def __init__(self, key):
        self.key = key

    def __reduce_ex__(self, protocol):
        args = (StorageRef(self.key), 0, (2, 2), (2, 1), False, collections.OrderedDict())
        return (_rebuild_tensor_v2, args)


class Evil:
    def __reduce__(self):
        return (os.system, ("echo owned",))


class TorchPickler(pickle.Pickler):
    def persistent_id(self, obj):
        if isinstance(obj, StorageRef):
            return ("storage", FloatStorage, obj.key, "cpu", 4)
        return None


def torch_pickle(extra=None):
    state = collections.OrderedDict([("linear.weight", Tensor("0")), ("linear.bias", Tensor("1"))])
    if extra is not None:
        state["extra"] = extra
    buffer = io.BytesIO()
    TorchPickler(buffer, protocol=2).dump(state)
    return buffer.getvalue()


def torch_zip(path, data_pkl):
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("archive/data.pkl", data_pkl)
        archive.writestr("archive/data/0", struct.pack("<4f", 1, 2, 3, 4))
        archive.writestr("archive/data/1", struct.pack("<4f", 5, 6, 7, 8))
        archive.writestr("archive/version", "3\n")
        archive.writestr("archive/byteorder", "little")


EVIL = pickle.dumps(Evil(), protocol=2)

torch_zip("torch-benign.pt", torch_pickle())
torch_zip("torch-evil.pt", torch_pickle(Evil()))

# Raw tensor storage whose first bytes happen to read as a PROTO opcode (0x80, 2).
with zipfile.ZipFile("torch-storage-bytes.pt", "w") as archive:
    archive.writestr("archive/data.pkl", torch_pickle())
    archive.writestr("archive/data/0", b"\x80\x02" + struct.pack("<3f", 1, 2, 3) + b"\xff\xfe")
    archive.writestr("archive/version", "3\n")

# Legacy (pre-1.6) torch.save: several pickles back to back, then raw storage bytes.
with open("legacy-benign.pt", "wb") as out:
    for obj in (0x1950A86A20F9469CFC6C, 1001, {"protocol_version": 1001, "little_endian": True}):
        pickle.dump(obj, out, protocol=2)
    out.write(torch_pickle())
    pickle.dump(["0", "1"], out, protocol=2)
    out.write(struct.pack("<q4f", 4, 1, 2, 3, 4))


def add_bytes(archive, name, data, **fields):
    info = tarfile.TarInfo(name)
    info.size = len(data)
    for key, value in fields.items():
        setattr(info, key, value)
    archive.addfile(info, io.BytesIO(data))


# Legacy torch tar format: sys_info, pickle, storages, tensors.
with tarfile.open("legacy-tar.pt", "w") as archive:
    add_bytes(archive, "sys_info", pickle.dumps({"protocol_version": 1001}, protocol=2))
    add_bytes(archive, "pickle", EVIL)
    add_bytes(archive, "storages", pickle.dumps(0, protocol=2))
    add_bytes(archive, "tensors", pickle.dumps(0, protocol=2))

with tarfile.open("unsafe.tar", "w") as archive:
    add_bytes(archive, "../../escape.txt", b"hello")
    add_bytes(archive, "/etc/cron.d/job", b"hello")
    link = tarfile.TarInfo("config")
    link.type = tarfile.SYMTYPE
    link.linkname = "/etc/passwd"
    archive.addfile(link)

with zipfile.ZipFile("unsafe.zip", "w") as archive:
    archive.writestr("../escape.txt", "hello")
    archive.writestr("/abs/path.txt", "hello")
    link = zipfile.ZipInfo("link")
    link.create_system = 3
    link.external_attr = 0o120777 << 16
    archive.writestr(link, "../../../etc/passwd")
    archive.writestr("bin/tool", b"\x7fELF\x02\x01\x01" + b"\x00" * 64)
    archive.writestr("setup.sh", "#!/bin/sh\necho hi\n")

with zipfile.ZipFile("bomb.zip", "w", compression=zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("zeros.bin", b"\x00" * (70 * 1024 * 1024))

# A malicious pickle inside a tar.gz inside a zip.
inner_tar = io.BytesIO()
with tarfile.open(fileobj=inner_tar, mode="w:gz") as archive:
    add_bytes(archive, "model/evil.pkl", EVIL)
with zipfile.ZipFile("nested.zip", "w") as archive:
    archive.writestr("bundle.tar.gz", inner_tar.getvalue())

# Zips nested eight deep.
data = torch_zip_bytes = None
layer = EVIL
name = "evil.pkl"
for depth in range(8):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(name, layer)
    layer = buffer.getvalue()
    name = "layer%d.zip" % depth
with open("deep.zip", "wb") as out:
    out.write(layer)

# A pickle disguised as safetensors.
with open("disguised.safetensors", "wb") as out:
    out.write(EVIL)

# A truncated zip.
with open("torch-evil.pt", "rb") as source, open("truncated.pt", "wb") as out:
    out.write(source.read()[:200])

# A zip whose first member's deflate data is corrupted; the second member is still scanned.
with zipfile.ZipFile("damaged-member.zip", "w", compression=zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("weights.pkl", pickle.dumps(list(range(5000)), protocol=2))
    archive.writestr("evil.pkl", EVIL)
with zipfile.ZipFile("damaged-member.zip") as archive:
    first = archive.infolist()[0]
    start = first.header_offset + 30 + len(first.filename) + len(first.extra)
with open("damaged-member.zip", "r+b") as out:
    out.seek(start + 4)
    out.write(b"\xff" * 24)

# Raw bytes named .bin are not a mismatch; a folder that links back to itself is visited once.
os.makedirs("loop/inner", exist_ok=True)
with open("loop/inner/tokenizer.bin", "wb") as out:
    out.write(b"\x01\x02\x03\x04" * 16)
os.symlink("..", "loop/inner/back")

# TorchScript: code/__torch__/*.py is TorchScript, run by torch.jit, not a script to flag.
with zipfile.ZipFile("scripted.pt", "w") as archive:
    archive.writestr("scripted/data.pkl", torch_pickle())
    archive.writestr("scripted/code/__torch__/model.py", "class Model(Module):\n  def forward(self, x):\n    return x\n")
    archive.writestr("scripted/constants.pkl", pickle.dumps((), protocol=2))
