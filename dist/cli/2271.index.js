export const id = 2271;
export const ids = [2271,8451];
export const modules = {

/***/ 86545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ deferred)
/* harmony export */ });
/* unused harmony export built */
/**
 * Objects built on first use. Building the zod schemas costs a CLI call 10-15 ms, and the call a
 * job makes once per phase (`ci-state run`) validates with generated code instead (see
 * state-validator.generated.ts): the schemas are exported as stand-ins that build the real schema
 * the first time anything touches them, and then forward every operation to it.
 *
 * A stand-in is only for the edge of a module: code that builds a schema from others uses the
 * real ones (`built`), so that parsing never goes through the forwarding.
 */
const REAL = new WeakMap();
/** A stand-in for the object `build` returns, built when first touched (once). */
function deferred(build) {
    let real;
    const get = () => (real ??= build());
    const proxy = new Proxy(Object.create(null), {
        get: (_t, key) => {
            const target = get();
            const value = Reflect.get(target, key, target);
            return value;
        },
        set: (_t, key, value) => Reflect.set(get(), key, value),
        has: (_t, key) => Reflect.has(get(), key),
        ownKeys: () => Reflect.ownKeys(get()),
        getOwnPropertyDescriptor: (_t, key) => {
            const d = Reflect.getOwnPropertyDescriptor(get(), key);
            // Reported as configurable: the stand-in's own target has none of these properties.
            return d && { ...d, configurable: true };
        },
        defineProperty: (_t, key, d) => Reflect.defineProperty(get(), key, d),
        deleteProperty: (_t, key) => Reflect.deleteProperty(get(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(get()),
    });
    REAL.set(proxy, get);
    return proxy;
}
/** The real object behind a stand-in (built now if it was not), or the object itself. */
function built(value) {
    const get = REAL.get(value);
    return get ? get() : value;
}


/***/ }),

/***/ 58451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  builders: () => (/* binding */ builders)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (schemas/* ZodISODate */.Brp),
  ZodISODateTime: () => (schemas/* ZodISODateTime */.You),
  ZodISODuration: () => (schemas/* ZodISODuration */.$A2),
  ZodISOTime: () => (schemas/* ZodISOTime */.WV4),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return api/* _isoTime */.Kn(schemas/* ZodISOTime */.WV4, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(schemas/* ZodISODuration */.$A2, params);
}

// EXTERNAL MODULE: ./.build/core/zod.js
var zod = __webpack_require__(49957);
;// CONCATENATED MODULE: ./.build/core/zod-builders.js
/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */


const builders = {
    array: schemas/* array */.YOg,
    boolean: schemas/* boolean */.zMY,
    discriminatedUnion: schemas/* discriminatedUnion */.gMt,
    enum: schemas/* enum */.k5n,
    iso: iso_namespaceObject,
    lazy: schemas/* lazy */.RZV,
    literal: schemas/* literal */.euz,
    null: schemas/* null */.chJ,
    number: schemas/* number */.aig,
    record: schemas/* record */.g1P,
    strictObject: schemas/* strictObject */.rej,
    string: schemas/* string */.YjP,
    union: schemas/* union */.KCZ,
    unknown: schemas/* unknown */.L5J,
};
(0,zod/* useBuilders */.sD)(builders);


/***/ }),

/***/ 49957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ withZod),
/* harmony export */   gk: () => (/* binding */ zod),
/* harmony export */   qX: () => (/* binding */ ZodNotLoaded),
/* harmony export */   sD: () => (/* binding */ useBuilders),
/* harmony export */   wQ: () => (/* binding */ schema),
/* harmony export */   yD: () => (/* binding */ loadZod)
/* harmony export */ });
/* harmony import */ var _deferred_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86545);

/** Thrown by `zod()` when zod has not been loaded yet. */
class ZodNotLoaded extends Error {
    constructor() {
        super('internal: a schema was used before zod was loaded: import core/zod-builders.js first (see core/zod.ts)');
        this.name = 'ZodNotLoaded';
    }
}
let loaded;
/** Called by zod-builders.js when it loads. */
function useBuilders(builders) {
    loaded = builders;
}
/** zod's builders (`z.string`, …); throws ZodNotLoaded when zod is not loaded yet. */
function zod() {
    if (!loaded)
        throw new ZodNotLoaded();
    return loaded;
}
/** A schema built on first use, with zod (see deferred.ts). */
function schema(build) {
    return (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => build(zod()));
}
/** Loads zod (once). */
async function loadZod() {
    if (!loaded)
        await Promise.all(/* import() */[__webpack_require__.e(3160), __webpack_require__.e(2857), __webpack_require__.e(8451)]).then(__webpack_require__.bind(__webpack_require__, 58451));
}
/**
 * Runs `fn`; if it reached a schema before zod was loaded, loads zod and runs it again. `fn` must
 * change nothing before it reaches a schema (a store update validates before it writes).
 */
async function withZod(fn) {
    try {
        return await fn();
    }
    catch (e) {
        if (!(e instanceof ZodNotLoaded))
            throw e;
        await loadZod();
        return fn();
    }
}


/***/ })

};
