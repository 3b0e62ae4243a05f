export const id = 610;
export const ids = [610];
export const modules = {

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   LK: () => (/* binding */ stateArtifactName),
/* harmony export */   PF: () => (/* binding */ restoreKeys),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH),
/* harmony export */   historyArtifactName: () => (/* binding */ historyArtifactName),
/* harmony export */   k$: () => (/* binding */ cacheKey),
/* harmony export */   lq: () => (/* binding */ packArtifactName),
/* harmony export */   p2: () => (/* binding */ packCacheKey)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, CHECKPOINT_STORAGES, ARTIFACT_PREFIX, HISTORY_ARTIFACT_PREFIX, PACK_ARTIFACT_PREFIX, parseCacheKey */
/**
 * Names ci-state uses on GitHub's services. Pure.
 *
 * Cache keys are write-once and never reused: `ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>`.
 * Every untrusted part (branch, workflow and job names, matrix values) only reaches a key through the
 * scope hash, so keys stay short (well under 512 characters) and never contain a comma.
 * Restore tries the same run's newest entry by prefix, then, only when cross-run reuse is on, the
 * newest entry of any run of the scope.
 *
 * Artifact names are unique per run: `ci-state-<scope16>-a<attempt>-s<seq>` (state bundles) and
 * `ci-state-history-<scope16>-a<attempt>` (history lines). Scope covers the job and matrix leg.
 */
const KEY_PREFIX = 'ci-state/v1';
/** Where checkpoint content may go (the `checkpoint-storage` input). */
const CHECKPOINT_STORAGES = (/* unused pure expression or super */ null && (['cache', 'artifact', 'both']));
const ARTIFACT_PREFIX = 'ci-state-';
const HISTORY_ARTIFACT_PREFIX = 'ci-state-history-';
/** The bundle's path, relative to GITHUB_WORKSPACE (part of the cache version: keep it constant). */
const BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
/** A blob pack's path (another cache version, so packs never match a state lookup). */
const PACK_PATH = '.ci-state-transfer/blobs.cip';
const PACK_ARTIFACT_PREFIX = 'ci-state-pack-';
/** Blob packs: one per save that had new checkpoint content; the state lists their keys. */
function packCacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/packs/${runPart(runId)}-${attempt}-${seq}-${nonce}`;
}
function packArtifactName(scopeKey, packSha) {
    return `${PACK_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-${packSha.slice(0, 24)}`;
}
const SAFE_RUN_ID = /^[0-9A-Za-z_-]{1,64}$/;
function runPart(runId) {
    if (!SAFE_RUN_ID.test(runId))
        throw new Error(`run id "${runId}" is not usable in a cache key`);
    return runId;
}
function cacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/${attempt}/${seq}-${nonce}`;
}
/** Restore chain, most specific first: this run (newest attempt), then other runs when allowed. */
function restoreKeys(scopeKey, runId, crossRun) {
    const keys = [`${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/`];
    if (crossRun)
        keys.push(`${KEY_PREFIX}/${scopeKey}/`);
    return keys;
}
function parseCacheKey(key) {
    const m = /^ci-state\/v1\/([0-9a-f]+)\/([0-9A-Za-z_-]+)\/(\d+)\/(\d+)-[0-9a-z]+$/.exec(key);
    if (!m)
        return undefined;
    return { scopeKey: m[1], runId: m[2], attempt: Number(m[3]), seq: Number(m[4]) };
}
function stateArtifactName(scopeKey, attempt, seq) {
    return `${ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}-s${seq}`;
}
function historyArtifactName(scopeKey, attempt) {
    return `${HISTORY_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}`;
}
function parseStateArtifactName(name) {
    const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
    if (!m)
        return undefined;
    return { scope16: m[1], attempt: Number(m[2]), seq: Number(m[3]) };
}


/***/ })

};
