#!/usr/bin/env node
// The `crucible` command: the bundle `npm run build` makes (see apps/cli/build.mjs).
import '../dist/crucible.js';
