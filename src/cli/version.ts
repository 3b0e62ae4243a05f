import pkg from '../../package.json' with { type: 'json' };

/** The ci-state version, recorded in every state's metadata. */
export const VERSION: string = pkg.version;
