export const id = 2818;
export const ids = [2818];
export const modules = {

/***/ 2818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hashInputFiles: () => (/* binding */ hashInputFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73382);
/**
 * Input files of a phase for cross-run reuse: expanded from globs (tinyglobby) relative to the
 * working directory and hashed by streaming their content.
 */



async function sha256File(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
async function hashInputFiles(patterns, cwd = process.cwd()) {
    if (patterns.length === 0)
        return [];
    const paths = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_2__/* .glob */ .TI)(patterns, {
        cwd,
        onlyFiles: true,
        ignore: ['**/.git/**'],
        expandDirectories: true,
    });
    paths.sort();
    const out = [];
    for (const path of paths)
        out.push({ path, sha256: await sha256File(`${cwd}/${path}`) });
    return out;
}


/***/ })

};
