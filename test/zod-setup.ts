// Tests import modules directly, not through the barrels that load zod for the core's schemas
// (see src/core/zod.ts).
import '../src/core/zod-builders.js';
