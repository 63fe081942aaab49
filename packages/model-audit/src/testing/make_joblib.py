"""Builds joblib-style pickles the way joblib.dump writes NumPy arrays (stdlib only).

joblib pickles a `joblib.numpy_pickle.NumpyArrayWrapper` (shape, dtype, alignment) and writes
the array's bytes into the stream right after it; object arrays become a nested pickle there.
Fake `numpy` and `joblib.numpy_pickle` modules make the pure-Python pickler write the same
globals joblib does.
"""
import os
import pickle
import struct
import sys
import types

numpy = types.ModuleType("numpy")
numpy_pickle = types.ModuleType("joblib.numpy_pickle")


class dtype:
    def __init__(self, descr):
        self.descr = descr

    def __reduce__(self):
        return (dtype, (self.descr, False, True), (3, "<", None, None, None, -1, -1, 0))

    def __setstate__(self, state):
        pass


class ndarray:
    pass


class NumpyArrayWrapper:
    pass


for cls, module in ((dtype, numpy), (ndarray, numpy), (NumpyArrayWrapper, numpy_pickle)):
    cls.__module__ = module.__name__
    setattr(module, cls.__name__, cls)
joblib = types.ModuleType("joblib")
joblib.numpy_pickle = numpy_pickle
sys.modules["numpy"] = numpy
sys.modules["joblib"] = joblib
sys.modules["joblib.numpy_pickle"] = numpy_pickle


class Array:
    def __init__(self, descr, shape, data=b"", items=None):
        self.descr, self.shape, self.data, self.items = descr, shape, data, items


class Evil:
    def __reduce__(self):
        return (os.system, ("echo owned",))


class JoblibLikePickler(pickle._Pickler):
    def __init__(self, file, protocol):
        super().__init__(file, protocol=protocol)
        self.out = file

    def save(self, obj, save_persistent_id=True):
        if not isinstance(obj, Array):
            return super().save(obj, save_persistent_id)
        wrapper = NumpyArrayWrapper()
        wrapper.__dict__ = {
            "subclass": ndarray,
            "shape": obj.shape,
            "order": "C",
            "dtype": dtype(obj.descr),
            "allow_mmap": True,
            "numpy_array_alignment_bytes": 16,
        }
        super().save(wrapper)
        if self.proto >= 4:
            self.framer.commit_frame(force=True)
        if obj.items is not None:
            pickle.dump(obj.items, self.out, protocol=2)
            return
        padding = 16 - (self.out.tell() + 1) % 16
        self.out.write(bytes([padding]) + b"\xff" * padding)
        self.out.write(obj.data)


def dump(name, obj, protocol):
    with open(name, "wb") as out:
        JoblibLikePickler(out, protocol).dump(obj)


# Bytes that read as opcodes (GLOBAL os system) if a scanner did not step over them.
TRAP = b"cos\nsystem\n" + b"\x00" * 5
model = {
    "coef_": Array("<f8", (2, 3), struct.pack("<6d", *range(6))),
    "intercept_": Array("<f8", (2,), struct.pack("<2d", 1, 2)),
    "raw": Array("|u1", (16,), TRAP),
    "classes_": ["cat", "dog"],
}
for protocol in (2, 4):
    dump("arrays-p%d.joblib" % protocol, model, protocol)
dump("object-array.joblib", {"labels": Array("|O", (1,), items=[Evil()])}, 4)
