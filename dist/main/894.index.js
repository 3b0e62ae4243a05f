export const id = 894;
export const ids = [894];
export const modules = {

/***/ 36894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchPacks: () => (/* binding */ fetchPacks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4671);
/* harmony import */ var _artifact_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48084);
/* harmony import */ var _cache_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41587);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(90610);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13349);
/* harmony import */ var _persist_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10871);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80485);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(87372);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9130);
/**
 * Fetching the packs a restored state lists, from the Actions cache or the artifacts, into the
 * job's local blob store (see packs.ts for how they were shipped).
 */












/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx) {
    const out = { fetched: 0, blobs: 0, bytes: 0, ms: 0, problems: [] };
    const elapsed = (0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .stopwatch */ .sX)();
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .BlobStore */ .lb.forStore(storeDir);
    const [owner = '', repo = ''] = ctx.repository.split('/');
    for (const p of state.packs) {
        const known = await (0,_packs_js__WEBPACK_IMPORTED_MODULE_9__/* .packContents */ .s)(store, p.sha256);
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_10__/* .PACK_PATH */ .Ek);
        let got = false;
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && p.bytes >= (0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .progressMinBytes */ .$D)())
            ctx.progress(`fetching checkpoint pack ${p.sha256.slice(0, 12)} (${(0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSize */ .Xq)(p.bytes)})`);
        if (p.key) {
            ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
            const r = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreFileFromCache */ .HQ)(ctx.workspace, [p.key], _keys_js__WEBPACK_IMPORTED_MODULE_10__/* .PACK_PATH */ .Ek, (0,_persist_js__WEBPACK_IMPORTED_MODULE_6__/* .transfer */ .k0)(ctx, 'checkpoint pack download')), ctx.retry);
            got = r.ok && r.value.kind === 'hit';
            if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        let path = file;
        let tmp;
        if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
            tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
            const rest = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_5__/* .createRestClient */ .m)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
            const r = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadNamedArtifact */ .wd)(rest, { owner, repo }, Number(p.runId), p.artifact, ctx.token, tmp, (0,_persist_js__WEBPACK_IMPORTED_MODULE_6__/* .transfer */ .k0)(ctx, 'checkpoint pack artifact download')), ctx.retry);
            if (r.ok && r.value.length === 1) {
                path = r.value[0];
                got = true;
            }
            else if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        try {
            if (!got) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} is in neither the cache nor the artifacts`);
                continue;
            }
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size !== p.bytes) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(p.bytes, 'byte')})`);
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .unpackBlobs */ .Tp)(path, store, { expectSha256: p.sha256, move: true, sync: false });
            ctx.log(`added ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(r.count, 'blob')}, ${r.added.length} new`);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.blobs += r.count;
            out.bytes += p.bytes;
        }
        catch (e) {
            out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${e.message}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true, force: true });
            if (tmp)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        }
    }
    out.ms = elapsed();
    return out;
}


/***/ })

};
