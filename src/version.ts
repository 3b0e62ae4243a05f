/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
export const VERSION = '0.1.0';
