#!/usr/bin/env python3
"""Validates Lottie files against the Lottie specification's JSON schema (PyPI's lottie-specs ships it).
Usage: validate-lottie.py FILE.json...; prints each error with its JSON path, exits 1 if any file has one."""
import json
import os
import sys

import jsonschema
import lottie_specs

schema_path = os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")
with open(schema_path, encoding="utf-8") as f:
    validator = jsonschema.Draft202012Validator(json.load(f))
failed = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        failed = True
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"{path}: {where}: {error.message[:300]}")
sys.exit(1 if failed else 0)
