"""Marshals Python lambdas the way Keras stores a Lambda layer's function (stdlib only).

Keras (`func_dump`) writes `codecs.encode(marshal.dumps(fn.__code__), "base64")`: base64 with
a newline every 76 characters. Writes lambdas.json: name -> that text.
"""
import codecs
import json
import marshal

lambdas = {
    "system": lambda x: __import__("os").system("echo owned") or x,
    "subprocess": lambda x: __import__("subprocess").check_output(["id"]) and x,
    "double": lambda x: x * 2,
}
json.dump(
    {name: codecs.encode(marshal.dumps(fn.__code__), "base64").decode("ascii") for name, fn in lambdas.items()},
    open("lambdas.json", "w"),
)
