"""Builds NumPy, joblib, safetensors and GGUF fixtures in the working directory (stdlib only)."""
import bz2
import gzip
import json
import lzma
import os
import pickle
import struct
import zipfile
import zlib


class Evil:
    def __reduce__(self):
        return (os.system, ("echo owned",))


EVIL = pickle.dumps(Evil(), protocol=4)
BENIGN = pickle.dumps({"coef": [0.5, 1.5], "classes": ["a", "b"]}, protocol=4)


def npy(descr, shape, body):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    padding = 64 - (10 + len(header) + 1) % 64
    header = header + " " * padding + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1") + body


def write(name, data):
    with open(name, "wb") as out:
        out.write(data)


write("numeric.npy", npy("<f4", "(4,)", struct.pack("<4f", 1, 2, 3, 4)))
write("objects.npy", npy("|O", "(1,)", pickle.dumps([Evil()], protocol=3)))
write("bad-header.npy", b"\x93NUMPY\x01\x00\xff\x00{'desc")
with zipfile.ZipFile("arrays.npz", "w") as archive:
    archive.writestr("weights.npy", npy("<f4", "(4,)", struct.pack("<4f", 1, 2, 3, 4)))
    archive.writestr("labels.npy", npy("|O", "(1,)", pickle.dumps([Evil()], protocol=3)))

# joblib: raw and compressed pickles.
write("raw.joblib", EVIL)
write("zlib.joblib", zlib.compress(EVIL))
write("gzip.joblib", gzip.compress(EVIL))
write("bz2.joblib", bz2.compress(EVIL))
write("benign-zlib.joblib", zlib.compress(BENIGN))
write("xz.joblib", lzma.compress(EVIL, format=lzma.FORMAT_XZ))
write("lzma.joblib", lzma.compress(EVIL, format=lzma.FORMAT_ALONE))
write("model.pkl.lzma", lzma.compress(EVIL, format=lzma.FORMAT_ALONE))
write("lzma-inside.pkl", lzma.compress(EVIL, format=lzma.FORMAT_ALONE))
write("benign.joblib.xz", lzma.compress(BENIGN, format=lzma.FORMAT_XZ))
write("broken-xz.joblib", lzma.compress(EVIL, format=lzma.FORMAT_XZ)[:40])
write("broken-lzma.joblib", lzma.compress(EVIL, format=lzma.FORMAT_ALONE)[:30])
write("broken-zlib.joblib", zlib.compress(EVIL)[:12])


def safetensors(header, data):
    raw = json.dumps(header).encode()
    return struct.pack("<Q", len(raw)) + raw + data


write(
    "valid.safetensors",
    safetensors(
        {
            "__metadata__": {"format": "pt"},
            "w": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]},
            "b": {"dtype": "F16", "shape": [2], "data_offsets": [16, 20]},
        },
        b"\x00" * 20,
    ),
)
write(
    "overlap.safetensors",
    safetensors(
        {
            "w": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]},
            "b": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]},
            "c": {"dtype": "X99", "shape": [1], "data_offsets": [16, 40]},
        },
        b"\x00" * 16,
    ),
)
write(
    "secret.safetensors",
    safetensors(
        {
            "__metadata__": {
                "note": "token hf_abcdefghijklmnopqrstuvwxyzABCDEFGH",
                "source": "https://example.com/model",
            },
            "w": {"dtype": "U8", "shape": [1], "data_offsets": [0, 1]},
        },
        b"\x00",
    ),
)
write("short.safetensors", struct.pack("<Q", 5000) + b'{"w": {')
write("notjson.safetensors", struct.pack("<Q", 6) + b"{nope}")


def gguf_string(text):
    data = text.encode()
    return struct.pack("<Q", len(data)) + data


def gguf(pairs):
    out = b"GGUF" + struct.pack("<IQQ", 3, 0, len(pairs))
    for key, value in pairs:
        out += gguf_string(key)
        if isinstance(value, str):
            out += struct.pack("<I", 8) + gguf_string(value)
        elif isinstance(value, list):
            out += struct.pack("<IIQ", 9, 8, len(value)) + b"".join(gguf_string(v) for v in value)
        else:
            out += struct.pack("<II", 4, value)
    return out


CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content']"
    " + '<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}"
    "{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
INJECTED = "{{ ''.__class__.__mro__[1].__subclasses__() }}{% for m in messages %}{{ m['content'] }}{% endfor %}"
BASE = [("general.architecture", "llama"), ("llama.context_length", 4096), ("tokenizer.ggml.tokens", ["<s>", "</s>", "a"])]
write("benign.gguf", gguf(BASE + [("tokenizer.chat_template", CHATML)]))
write("injected.gguf", gguf(BASE + [("tokenizer.chat_template", INJECTED)]))
write("truncated.gguf", gguf(BASE + [("tokenizer.chat_template", CHATML)])[:60])
write(
    "metadata.gguf",
    gguf(BASE + [("general.source.url", "https://huggingface.co/x/y"), ("general.notes", "api_key=sk-abcdefghijklmnopqrstuvwx")]),
)
