"""Writes zip archives from a manifest (stdlib only): python3 zip_manifest.py manifest.json.

The manifest lists archives and their members; a member's bytes come from a file in the
working directory ("file"), UTF-8 text ("text") or base64 ("base64"). Used for `.keras`
archives whose config and HDF5 weights the TypeScript tests build.
"""
import base64
import json
import sys
import zipfile

for archive in json.load(open(sys.argv[1])):
    with zipfile.ZipFile(archive["zip"], "w", zipfile.ZIP_DEFLATED) as out:
        for member in archive["members"]:
            if "file" in member:
                data = open(member["file"], "rb").read()
            elif "text" in member:
                data = member["text"].encode("utf8")
            else:
                data = base64.b64decode(member["base64"])
            out.writestr(member["name"], data)
